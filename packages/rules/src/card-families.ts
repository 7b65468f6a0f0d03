import type { Card } from './types.ts';

/**
 * Lower-case words of a text, accents folded, so "Crème brûlée" and "creme brulee" compare equal.
 * "ñ" is a letter of its own, not an accented "n": "año" and "ano" stay apart.
 */
export function textWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/(?<![nN])\u0303|[\u0300-\u0302\u0304-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** Texts whose words are kept (`wordsOf`) at most: a catalogue's cards have a few thousand. */
const MAX_KEPT_TEXTS = 50_000;
const keptWords = new Map<string, readonly string[]>();

/**
 * `textWords`, kept per text: every game start reads the words of its whole catalogue (the known
 * words, the families) and the catalogue changes rarely, so each text is split once, not once per
 * game start. Read-only: the same array is given to every caller. Past its bound it starts afresh.
 */
export function wordsOf(text: string): readonly string[] {
  let words = keptWords.get(text);
  if (words === undefined) {
    words = textWords(text);
    if (keptWords.size >= MAX_KEPT_TEXTS) keptWords.clear();
    keptWords.set(text, words);
  }
  return words;
}

/** A compound's parts are words of three letters or more: "door|bell", not "eleph|ant". */
const PART_MIN = 3;

/**
 * The shorter of two words when the longer one is made of it and another known word
 * ("door" and "bell" in "doorbell"), else undefined. The known words guard against
 * chance spellings: "ant" ends "elephant", but "eleph" is no word.
 */
export function compoundPart(a: string, b: string, known: ReadonlySet<string>): string | undefined {
  const [part, whole] = a.length < b.length ? [a, b] : [b, a];
  if (part.length < PART_MIN || whole.length - part.length < PART_MIN) return undefined;
  if (whole.startsWith(part) && isKnown(whole.slice(part.length), known)) return part;
  if (whole.endsWith(part) && isKnown(whole.slice(0, -part.length), known)) return part;
  return undefined;
}

/** Known as it stands or with a common ending off, so "eater" counts by "eat", "bathe" by "bath". */
function isKnown(word: string, known: ReadonlySet<string>): boolean {
  if (known.has(word)) return true;
  return ['s', 'e', 'er', 'ing'].some(
    (ending) =>
      word.endsWith(ending) &&
      word.length - ending.length >= PART_MIN &&
      known.has(word.slice(0, -ending.length)),
  );
}

/** True when `inner`'s words appear, in order and side by side, among `outer`'s. */
function containsWords(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0 || inner.length >= outer.length) return false;
  for (let i = 0; i + inner.length <= outer.length; i++) {
    if (inner.every((w, k) => outer[i + k] === w)) return true;
  }
  return false;
}

/** Every word on the cards, targets and forbidden words alike: the vocabulary compounds are judged by. */
export function knownWords(cards: readonly Pick<Card, 'word' | 'forbidden'>[]): Set<string> {
  const known = new Set<string>();
  for (const card of cards) {
    for (const w of wordsOf(card.word)) known.add(w);
    for (const text of card.forbidden) for (const w of wordsOf(text)) known.add(w);
  }
  return known;
}

/**
 * Two targets are of one family when one holds the other as a whole word ("Bear", "Polar bear")
 * or as part of a compound ("Door", "Doorbell"). A guesser who has just said one is halfway
 * to the other, so a game should not deal both when it has other cards to give.
 */
export function sameFamily(a: string, b: string, known: ReadonlySet<string>): boolean {
  return sameFamilyWords(textWords(a), textWords(b), known);
}

/** `sameFamily` on targets already split into words, for callers comparing many pairs. */
export function sameFamilyWords(
  wa: readonly string[],
  wb: readonly string[],
  known: ReadonlySet<string>,
): boolean {
  if (wa.join(' ') === wb.join(' ')) return false;
  if (containsWords(wa, wb) || containsWords(wb, wa)) return true;
  return isCompoundPartOf(wa, wb, known) || isCompoundPartOf(wb, wa, known);
}

/** True when `single` is one word that makes a compound with a known word in `other` ("door", "Doorbell"). */
function isCompoundPartOf(
  single: readonly string[],
  other: readonly string[],
  known: ReadonlySet<string>,
): boolean {
  const word = single.length === 1 ? single[0] : undefined;
  return word !== undefined && other.some((w) => compoundPart(word, w, known) === word);
}

/**
 * Each card's family, as the id of the family's first card in id order: cards related directly
 * or through a chain (Sun, Sunburn, Burn) share one. A card with no relative is a family of one.
 */
export function cardFamilies(
  cards: readonly Card[],
  known: ReadonlySet<string> = knownWords(cards),
): Map<string, string> {
  const parent = new Map<string, string>(cards.map((c) => [c.id, c.id]));
  const root = (id: string): string => {
    let r = id;
    while (parent.get(r) !== r) r = parent.get(r) as string;
    parent.set(id, r);
    return r;
  };
  const targetWords = new Map(cards.map((c) => [c.id, wordsOf(c.word)]));
  const byWord = new Map<string, Card[]>();
  for (const card of cards) {
    for (const w of new Set(targetWords.get(card.id))) {
      const holders = byWord.get(w);
      if (holders) holders.push(card);
      else byWord.set(w, [card]);
    }
  }
  const join = (a: Card, b: Card) => {
    const [ra, rb] = [root(a.id), root(b.id)];
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  };
  for (const card of cards) {
    const words = targetWords.get(card.id) ?? [];
    // A target that holds this one as words holds its rarest word too: only those need a look.
    const rarest = words
      .map((w) => byWord.get(w) ?? [])
      .reduce<Card[] | undefined>((a, b) => (a === undefined || b.length < a.length ? b : a), undefined);
    for (const other of rarest ?? []) {
      if (containsWords(targetWords.get(other.id) ?? [], words)) join(card, other);
    }
  }
  // A one-word target may be part of a compound in another ("Door" in "Doorbell"): every way of
  // cutting each word in two is looked up, rather than every target against every word.
  const oneWord = new Map<string, Card[]>();
  for (const card of cards) {
    const words = targetWords.get(card.id) ?? [];
    if (words.length === 1)
      oneWord.set(words[0] as string, [...(oneWord.get(words[0] as string) ?? []), card]);
  }
  for (const [w, holders] of byWord) {
    for (let cut = PART_MIN; cut <= w.length - PART_MIN; cut++) {
      for (const part of [w.slice(0, cut), w.slice(cut)]) {
        const targets = oneWord.get(part);
        if (!targets || compoundPart(part, w, known) !== part) continue;
        for (const card of targets) for (const other of holders) join(card, other);
      }
    }
  }
  return new Map(cards.map((c) => [c.id, root(c.id)]));
}
