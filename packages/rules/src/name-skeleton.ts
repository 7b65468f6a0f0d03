import unhomoglyph from 'unhomoglyph';
import { withoutInvisible } from './text.ts';

/**
 * The confusable skeleton of Unicode Technical Standard #39 (section 4): NFD, invisible
 * characters removed, each character replaced by its prototype from Unicode's confusables.txt
 * (through `unhomoglyph`, which ships that table), NFD again. Two strings with one skeleton look
 * alike ("Ann" in Latin and "Аnn" with a Cyrillic А; "rn" and "m"). Only for comparing: it is
 * never shown.
 */
export function skeleton(value: string): string {
  return unhomoglyph(withoutInvisible(value).normalize('NFD')).normalize('NFD');
}

/**
 * Two players may not share a name, nor names that look the same: compared by skeleton, with
 * and without case ("Ana" and "ANA" are one name; "Ann" and "АNN" too). Case folding is the
 * same on every server, whatever its locale.
 */
export function sameName(a: string, b: string): boolean {
  return (
    skeleton(a.toLowerCase()) === skeleton(b.toLowerCase()) ||
    skeleton(a.toUpperCase()) === skeleton(b.toUpperCase())
  );
}
