/**
 * What a text costs beyond its length: counting its characters (`Intl.Segmenter`), normalising
 * it, and running a regular expression in Unicode mode over it (invisible characters, spaces).
 * Tests watch these to show that a text far too long is refused on its length before any of
 * them, whatever the time it would take.
 */
import { vi } from 'vitest';

export interface UnicodeWork {
  /** The longest text any of them was given (0: none ran). */
  longest(): number;
  /** How many times any of them ran. */
  calls(): number;
}

/** Starts watching; `vi.restoreAllMocks()` stops it. */
export function watchUnicodeWork(): UnicodeWork {
  const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
  const normalize = vi.spyOn(String.prototype, 'normalize');
  const replace = vi.spyOn(RegExp.prototype, Symbol.replace);
  const unicodeReplaces = () =>
    replace.mock.calls.filter((_, i) => (replace.mock.contexts[i] as RegExp | undefined)?.unicode === true);
  return {
    longest: () =>
      Math.max(
        0,
        ...segment.mock.calls.map(([text]) => String(text).length),
        ...normalize.mock.contexts.map((text) => String(text).length),
        ...unicodeReplaces().map(([text]) => String(text).length),
      ),
    calls: () => segment.mock.calls.length + normalize.mock.calls.length + unicodeReplaces().length,
  };
}
