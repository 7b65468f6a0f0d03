/**
 * `Food and drink` → `food-and-drink`; `Crème brûlée` → `creme-brulee`; `Bœuf bourguignon` →
 * `boeuf-bourguignon` (a ligature is written out, as no accent folding takes it apart).
 */
export function slug(text: string): string {
  return text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
