import { isGamecode } from '@unsayable/rules';
import { checkMessages } from '../i18n/english-messages.ts';

/**
 * The game code in what a person typed or pasted into a code field. The wire takes a code only
 * trimmed and in any case (`gamecodeSchema`); a form forgives more before it sends: spaces and
 * dashes (phones' keyboards add both, and turn `-` into `–`), lower case, and a link of this
 * server that carries a code, with or without its origin, even inside a chat message.
 */

/** The longest text a code field reads: a chat message with an invite link in it, not a book. */
export const TYPED_GAMECODE_MAX = 1000;

/** The screens whose address is `/{screen}/{gamecode}`. */
const GAME_SCREENS: ReadonlySet<string> = new Set(['waiting', 'play', 'end', 'tv', 'watch']);

const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/gu;

/** What a chat puts around a word or a link: brackets, quotes, the end of a sentence. */
const WRAPPING = /^[<([{"'«“‘]+|[>)\]}"'»”’.,;:!?]+$/gu;

/**
 * A link's parts: an optional scheme, the host (empty for a path alone), the path and the query.
 * Chat apps often drop the scheme, so `host/path` is a link too.
 */
const LINK = /^(?:[a-z][a-z\d+.-]*:\/\/)?[^/?#]*(\/[^?#]*)?(\?[^#]*)?/i;

function squeezed(text: string): string {
  return text.replace(SEPARATORS, '').toUpperCase();
}

function asCode(text: string | null | undefined): string | null {
  if (!text) return null;
  const code = squeezed(text);
  return isGamecode(code) ? code : null;
}

/**
 * The code a link carries: an invite's `?code=` (on any path but the account's, whose mails carry
 * a code of their own), a game screen's path, or the short join address. Null for a word that is
 * no link.
 */
function codeOfLink(token: string): string | null {
  const [, path = '', query = ''] = LINK.exec(token) ?? [];
  if (!path && !query) return null;
  const segments = path.split('/').filter(Boolean);
  const [screen = '', code] = segments;
  if (segments.length === 2 && GAME_SCREENS.has(screen.toLowerCase())) return asCode(code);
  // The short address a TV shows to type (`host/ABC234`); a path needs its slash, so a lone word
  // still counts only as itself.
  if (segments.length === 1 && !query && path.startsWith('/')) return asCode(screen);
  if (screen.toLowerCase() === 'account' || !query) return null;
  return asCode(new URLSearchParams(query).get('code'));
}

function theOne(codes: (string | null)[]): string | null {
  const distinct = new Set(codes.filter((code) => code !== null));
  return distinct.size === 1 ? ([...distinct][0] ?? null) : null;
}

/**
 * The game code in a typed or pasted text, upper-cased; null when it holds none, or more than one
 * (which one was meant is not for the form to guess). A link's code wins over the words around
 * it; then the whole text as one code; then a lone word that is a code ("Game code: ABC234").
 */
export function gamecodeIn(typed: string): string | null {
  // The raw size first: nothing longer is split, matched or upper-cased.
  if (typed.length > TYPED_GAMECODE_MAX) return null;
  const words = typed
    .split(/\s+/u)
    .map((word) => word.replace(WRAPPING, ''))
    .filter(Boolean);
  const linked = words.map(codeOfLink).filter((code) => code !== null);
  if (linked.length > 0) return theOne(linked);
  return asCode(typed) ?? theOne(words.map(asCode));
}

/** What a form sends for a code field: the code found, or the rules' message for what is wrong. */
export function readGamecode(typed: string): { ok: true; gamecode: string } | { ok: false; message: string } {
  const gamecode = gamecodeIn(typed);
  if (gamecode) return { ok: true, gamecode };
  const empty = typed.length <= TYPED_GAMECODE_MAX && typed.trim() === '';
  return { ok: false, message: empty ? checkMessages.gamecodeRequired : checkMessages.gamecodeShape };
}
