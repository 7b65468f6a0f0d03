import { isGamecode, normalizeGamecode } from '@unsayable/rules';

/**
 * What a link to a page says when it is pasted into a chat: title, description, the preview
 * image (Open Graph and Twitter card tags). Chat apps read the HTML without running scripts, so
 * the server writes these tags into index.html for each page. An invite (`?code=…`, on
 * /home/join or any page), a lobby address and a TV board's address name the game code; nothing
 * else about a game is ever written here: no player name, no card.
 */

export const SITE_NAME = 'Unsayable';

/** The 1200×630 picture every page's preview shows (made by scripts/make-images.mjs). */
export const PREVIEW_IMAGE = {
  path: '/link-preview.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: "The Unsayable logo, a crossed-out speech bubble, beside the game's name",
} as const;

const DESCRIPTION = 'A party game of forbidden words for two teams, played from your phones.';

const START = '<!-- link-preview';
const END = '<!-- /link-preview -->';

export interface LinkPreview {
  title: string;
  description: string;
  /** The page's address, from the site's root; absent for pages not worth naming. */
  path?: string;
}

const LOBBY_PATH = /^\/waiting\/([^/]+)\/?$/;
/** A TV board (`/tv/{gamecode}`) and a spectator's phone (`/watch/{gamecode}`). */
const TV_PATH = /^\/tv\/([^/]+)\/?$/;
const WATCH_PATH = /^\/watch\/([^/]+)\/?$/;
/** Pages of the app a link may name as they are (anything else is previewed as the home page). */
const APP_PATH = /^\/(home(\/(create|join|rules|submit))?)?$/;

/** The game code a link invites to: `?code=` anywhere, or a lobby's address; only a valid code. */
function invitedCode(pathname: string, search: URLSearchParams): string | null {
  const given = search.get('code') ?? LOBBY_PATH.exec(pathname)?.[1] ?? null;
  if (given === null) return null;
  const code = normalizeGamecode(given);
  return isGamecode(code) ? code : null;
}

/** The game code of a watching page's address (`/tv/…`, `/watch/…`), only a valid one. */
function watchedCode(path: RegExp, pathname: string): string | null {
  const given = path.exec(pathname)?.[1];
  if (given === undefined) return null;
  const code = normalizeGamecode(given);
  return isGamecode(code) ? code : null;
}

/** The game code a page's address names (an invite, a lobby, a TV board, a watching phone), if any. */
export function codeOfPage(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  return (
    watchedCode(TV_PATH, pathname) ?? watchedCode(WATCH_PATH, pathname) ?? invitedCode(pathname, searchParams)
  );
}

/**
 * The preview of the page at `url` (path and query, as the request names it). `playedAgainAs`:
 * the game the page's game led to through Play again (the newest of the chain), which the preview
 * names and links to instead, saying so: the invite of last round's game brings friends to this one.
 */
export function linkPreviewFor(url: string, playedAgainAs?: string): LinkPreview {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const again = (code: string) =>
    playedAgainAs ? ` Game ${code} was played again as game ${playedAgainAs}: the link leads there.` : '';
  const tv = watchedCode(TV_PATH, pathname);
  if (tv) {
    const shown = playedAgainAs ?? tv;
    return {
      title: `Game ${shown} on the big screen: ${SITE_NAME}`,
      description: `The TV board of game ${shown}: scores, whose turn it is and the countdown, for the whole room. It never shows the card.${again(tv)}`,
      path: `/tv/${shown}`,
    };
  }
  const watched = watchedCode(WATCH_PATH, pathname);
  if (watched) {
    const shown = playedAgainAs ?? watched;
    return {
      title: `Watch game ${shown} on ${SITE_NAME}`,
      description: `Follow game ${shown} without joining a team: the scores, whose turn it is and the countdown.${again(watched)}`,
      path: `/watch/${shown}`,
    };
  }
  const code = invitedCode(pathname, searchParams);
  if (code) {
    const shown = playedAgainAs ?? code;
    return {
      title: `Join game ${shown} on ${SITE_NAME}`,
      description: playedAgainAs
        ? `Game ${code} was played again as game ${shown}: you are invited to that one, a party game of forbidden words for two teams. Open the link, type your name and join.`
        : `You are invited to game ${code}, a party game of forbidden words for two teams. Open the link, type your name and join.`,
      path: `/home/join?code=${shown}`,
    };
  }
  return {
    title: SITE_NAME,
    description: DESCRIPTION,
    ...(APP_PATH.test(pathname) ? { path: pathname } : {}),
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The tags of one preview; `origin` makes the addresses absolute, as Open Graph wants them. */
export function previewTags(preview: LinkPreview, origin: string | undefined): string {
  const absolute = (path: string) => `${origin ?? ''}${path}`;
  const image = absolute(PREVIEW_IMAGE.path);
  const tags: [string, string, string][] = [
    ['name', 'description', preview.description],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ...(preview.path ? [['property', 'og:url', absolute(preview.path)] as [string, string, string]] : []),
    ['property', 'og:image', image],
    ['property', 'og:image:type', PREVIEW_IMAGE.type],
    ['property', 'og:image:width', String(PREVIEW_IMAGE.width)],
    ['property', 'og:image:height', String(PREVIEW_IMAGE.height)],
    ['property', 'og:image:alt', PREVIEW_IMAGE.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', PREVIEW_IMAGE.alt],
  ];
  const lines = [
    `<title>${escapeHtml(preview.title)}</title>`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
  ];
  return lines.join('\n    ');
}

/**
 * index.html with its preview block (between the `link-preview` comments) written for one page.
 * A page built without the block is sent as it is.
 */
export function withLinkPreview(html: string, preview: LinkPreview, origin: string | undefined): string {
  const start = html.indexOf(START);
  const end = html.indexOf(END, start);
  if (start < 0 || end < 0) return html;
  return `${html.slice(0, start)}${previewTags(preview, origin)}${html.slice(end + END.length)}`;
}
