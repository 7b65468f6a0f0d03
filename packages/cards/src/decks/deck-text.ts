import { withoutInvisible } from '@unsayable/rules';

/**
 * Control characters or invisible format characters (zero-width spaces, direction overrides):
 * reported, never quietly dropped, since they make one word look like another. Tabs and line
 * breaks are ordinary space here; emoji sequences that need a joiner are kept (see `withoutInvisible`).
 */
export function hasHiddenCharacters(text: string): boolean {
  const spaced = text.replace(/[\t\n\r]/g, ' ');
  return /[\v\f]/.test(spaced) || withoutInvisible(spaced) !== spaced;
}

/** A NUL character never appears in text a person typed or a spreadsheet wrote. */
export function looksBinary(text: string): boolean {
  return text.includes('\u0000');
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Bytes in megabytes, rounded up to one decimal (1, 1.2): the unit a deck's size limit is told in. */
export function megabytes(bytes: number): number {
  return Math.ceil(bytes / 100_000) / 10;
}

/** Lines of a text, whatever its line ends (\n, \r\n, \r). */
export function textLines(text: string): string[] {
  return text.split(/\r\n|\n|\r/);
}
