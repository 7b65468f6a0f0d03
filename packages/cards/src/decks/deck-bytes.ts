/**
 * An uploaded file's bytes as text: UTF-8, or what spreadsheets save instead. Excel's "CSV" is
 * Windows-1252 on Windows and its "Unicode text" UTF-16 with a byte-order mark; both are read, the
 * first said to be a guess so its author checks the accents.
 */

import type { DeckMessageRef } from '@unsayable/rules';
import { deckRefusals, parseDeckText, refused } from './deck-parse.ts';
import { DECK_TEXT_MAX_BYTES, type DeckLanguage, type DeckReading } from './deck-types.ts';

/** How a file's bytes were read: `windows-1252` is the guess for bytes that are not UTF-8. */
export type DeckEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type DeckFileText =
  | { ok: true; text: string; encoding: DeckEncoding }
  | { ok: false; refusalRef: DeckMessageRef };

const decode = (encoding: DeckEncoding, bytes: Uint8Array): string | undefined => {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
};

/**
 * A file's text, refused on its size before it is decoded: UTF-16 by its byte-order mark, else
 * UTF-8, else (no UTF-8 byte-order mark, no NUL) Windows-1252. A NUL is never in a sheet of cards.
 */
export function deckFileText(bytes: Uint8Array): DeckFileText {
  if (bytes.length > DECK_TEXT_MAX_BYTES) return { ok: false, refusalRef: deckRefusals.tooBig(bytes.length) };
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : undefined;
  if (utf16) {
    const text = decode(utf16, bytes);
    if (text === undefined) return { ok: false, refusalRef: deckRefusals.notUtf8 };
    return text.includes('\u0000')
      ? { ok: false, refusalRef: deckRefusals.binary }
      : { ok: true, text, encoding: utf16 };
  }
  if (bytes.includes(0)) return { ok: false, refusalRef: deckRefusals.binary };
  const utf8 = decode('utf-8', bytes);
  if (utf8 !== undefined) return { ok: true, text: utf8, encoding: 'utf-8' };
  // A file that says it is UTF-8 (its byte-order mark) and is not: broken, not another encoding.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { ok: false, refusalRef: deckRefusals.notUtf8 };
  const guessed = decode('windows-1252', bytes);
  return guessed === undefined
    ? { ok: false, refusalRef: deckRefusals.notUtf8 }
    : { ok: true, text: guessed, encoding: 'windows-1252' };
}

/** An uploaded file read as a deck: its text (`deckFileText`), then `parseDeckText`. */
export function parseDeckBytes(bytes: Uint8Array, language: DeckLanguage): DeckReading {
  const file = deckFileText(bytes);
  return file.ok ? parseDeckText(file.text, language) : refused(file.refusalRef);
}
