import { type DeckMessageRef, FORBIDDEN_MAX, withinUnits } from '@unsayable/rules';
import { type CardAdvice, checkCandidates } from './deck-check.ts';
import { fitsACard, HIDDEN, TOO_LONG } from './deck-formats.ts';
import { DECK_LANGUAGE_RULES } from './deck-parse.ts';
import { hasHiddenCharacters } from './deck-text.ts';
import { type CardCandidate, DECK_CATEGORY_MAX, type DeckCard, type DeckLanguage } from './deck-types.ts';

/** One card as a form gives it: a word, its forbidden words, and a category or none. */
export interface CardFields {
  word: string;
  forbidden: readonly string[];
  category: string;
}

/** What the card rules say of one card in its deck: why it cannot be played, or how it is kept. */
export type CardVerdict =
  | { ok: false; problems: DeckMessageRef[] }
  | { ok: true; card: DeckCard; advice: CardAdvice[] };

/**
 * The deck with one card put in place `index` (or added at the end when `index` is the deck's
 * length), judged by the same rules as a paste: the texts read as the line and CSV formats read
 * theirs (hidden characters and lengths first), then `checkCandidates` with the deck around it, so
 * a second card of one target or a word overlapping its target is found as in the text. The
 * card's place is named as a card (its number in the deck).
 */
export function checkDeckCard(
  cards: readonly DeckCard[],
  index: number,
  fields: CardFields,
  language: DeckLanguage,
): CardVerdict {
  const forbidden = fields.forbidden.filter((f) => f.trim() !== '').slice(0, FORBIDDEN_MAX);
  const texts = [fields.word, ...forbidden, fields.category];
  const shapeProblems: DeckMessageRef[] =
    !fitsACard([fields.word, ...forbidden]) || !withinUnits(fields.category, DECK_CATEGORY_MAX)
      ? [TOO_LONG]
      : texts.some((t) => hasHiddenCharacters(t))
        ? [HIDDEN]
        : [];
  const category = fields.category.trim();
  const given = { at: index + 1, word: fields.word, forbidden, problems: shapeProblems };
  const candidates: CardCandidate[] = cards.map((c, i) => ({ at: i + 1, ...c, problems: [] }));
  candidates.splice(index, index < cards.length ? 1 : 0, {
    ...given,
    ...(category ? { category } : {}),
  });
  const checked = checkCandidates(candidates, DECK_LANGUAGE_RULES[language], 'card');
  const problems = checked.problems.filter((p) => p.at === index + 1).map((p) => p.ref);
  if (problems.length > 0) return { ok: false, problems };
  const at = checked.kept.findIndex((k) => k.at === index + 1);
  const kept = checked.kept[at];
  if (!kept) return { ok: false, problems: [TOO_LONG] };
  const advice = checked.warnings.filter((w) => w.at === index + 1).map((w) => w.advice);
  return { ok: true, card: kept.given, advice };
}

/** The deck with `card` in place `index`, or added at the end when `index` is past its last card. */
export function withDeckCard(cards: readonly DeckCard[], index: number, card: DeckCard): DeckCard[] {
  return index < cards.length ? cards.map((c, i) => (i === index ? card : c)) : [...cards, card];
}

/** The categories a deck's cards use, in the order they first appear. */
export function deckCategories(cards: readonly DeckCard[]): string[] {
  return [...new Set(cards.flatMap((c) => (c.category ? [c.category] : [])))];
}
