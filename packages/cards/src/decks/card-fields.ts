/**
 * The names people give a card's parts in a spreadsheet's header row or a JSON card, and how a
 * list of forbidden words written in one cell is split.
 */

export type CardField = 'word' | 'forbidden' | 'category' | 'difficulty';

/** Each part's names, as `fieldName` writes them: lower case, letters only. */
const FIELD_NAMES: Record<CardField, readonly string[]> = {
  word: ['word', 'target', 'targetword', 'term', 'card', 'answer', 'palabra', 'objetivo'],
  forbidden: [
    'forbidden',
    'forbiddenword',
    'forbiddenwords',
    'taboo',
    'taboos',
    'tabooword',
    'taboowords',
    'buzzword',
    'buzzwords',
    'words',
    'prohibida',
    'prohibidas',
    'palabrasprohibidas',
    'tabú',
    'tabúes',
  ],
  category: ['category', 'categoría', 'categoria', 'topic'],
  // Read and set aside: a deck's cards are dealt without a difficulty of their own.
  difficulty: ['difficulty', 'level', 'dificultad', 'nivel'],
};

/**
 * A header or key as compared: its Latin letters only, in lower case ("Forbidden word 2" is
 * `forbiddenword`). Plain code units: a header row is read before any card, and costs no Unicode work.
 */
const fieldName = (name: string) => name.toLowerCase().replace(/[^a-z\u00e0-\u00ff]/g, '');

/** Which part of a card a header cell or a JSON key names, if any. */
export function cardField(name: string): CardField | undefined {
  if (name.length > 40) return undefined;
  const plain = fieldName(name);
  for (const [field, names] of Object.entries(FIELD_NAMES) as [CardField, readonly string[]][])
    if (names.includes(plain)) return field;
  return undefined;
}

/** What may join several forbidden words in one cell or string, most telling first. */
const JOINERS = ['|', ';', ',', '/', ':'] as const;
export type Joiner = (typeof JOINERS)[number];

/**
 * The joiner of a file's forbidden-word cells: the one found in the most of them (a colon or a
 * slash only when nothing else is). The file's own cell separator counts too: a spreadsheet
 * quotes a cell that holds it, as in `"ice, cold, melt"`.
 */
export function joinerOf(cells: readonly string[]): Joiner | undefined {
  let best: Joiner | undefined;
  let most = 0;
  for (const joiner of JOINERS) {
    const count = cells.reduce((n, cell) => (cell.includes(joiner) ? n + 1 : n), 0);
    if (count > most) {
      best = joiner;
      most = count;
    }
  }
  return best;
}

/** One cell's forbidden words, split at the joiner; spaces around the joiner are layout, blank pieces no words. */
export function splitForbidden(cell: string, joiner: Joiner | undefined): string[] {
  if (!joiner) return cell.trim() === '' ? [] : [cell];
  return cell
    .split(joiner)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

/** Forbidden words written back into one cell, as the file wrote them. */
export function joinForbidden(words: readonly string[], joiner: Joiner | undefined): string {
  return words.join(joiner === ',' || joiner === ';' ? `${joiner} ` : (joiner ?? ', '));
}
