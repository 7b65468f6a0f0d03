import {
  CARD_TEXT_MAX,
  cleanText,
  type DeckMessageRef,
  deckRef,
  FORBIDDEN_MAX,
  knownWords,
  MARKS_PER_CHARACTER_MAX,
  mostMarksOnOneCharacter,
  textLength,
} from '@unsayable/rules';
import { relationToEarlier, relationToTarget } from '../card-rules.ts';
import type { LanguageRules } from '../languages/language-rules.ts';
import { hasHiddenCharacters } from './deck-text.ts';
import { type CardCandidate, DECK_CATEGORY_MAX, type DeckCard, type DeckFix } from './deck-types.ts';

const hasLetterOrDigit = (text: string) => /[\p{L}\p{N}]/u.test(text);
/** Counted only as far as the limit: the whole count is for the message of a text too long. */
const tooLong = (text: string, max: number) => textLength(text, max) > max;
const stacksMarks = (text: string) => mostMarksOnOneCharacter(text) > MARKS_PER_CHARACTER_MAX;

/**
 * What keeps a target from being played: none, too long, no letter, unreadable marks. A `|` or a
 * `:` is the author's: the editor writes such a deck as CSV (`linesHold`).
 */
function targetProblems(word: string): DeckMessageRef[] {
  if (word === '') return [deckRef('deck.problem.noTarget')];
  const problems: DeckMessageRef[] = [];
  if (!hasLetterOrDigit(word)) problems.push(deckRef('deck.problem.targetNoLetters', { word }));
  if (tooLong(word, CARD_TEXT_MAX))
    problems.push(deckRef('deck.problem.targetTooLong', { length: textLength(word), max: CARD_TEXT_MAX }));
  if (stacksMarks(word))
    problems.push(deckRef('deck.problem.targetAccents', { max: MARKS_PER_CHARACTER_MAX }));
  return problems;
}

/** What keeps a forbidden word from being shown on a card: too long, unreadable marks. */
function forbiddenProblems(forbidden: readonly string[]): DeckMessageRef[] {
  const problems: DeckMessageRef[] = [];
  for (const f of forbidden) {
    if (tooLong(f, CARD_TEXT_MAX)) {
      const start = [...f].slice(0, 20).join('');
      const length = textLength(f);
      problems.push(deckRef('deck.problem.forbiddenTooLong', { word: start, length, max: CARD_TEXT_MAX }));
    } else if (stacksMarks(f))
      problems.push(deckRef('deck.problem.forbiddenAccents', { max: MARKS_PER_CHARACTER_MAX }));
  }
  return problems;
}

/** A finding on a card that is kept, with the change that settles it where one is obvious. */
export interface CardAdvice {
  ref: DeckMessageRef;
  fix?: DeckFix;
}

const EARLIER_KEY = {
  same: 'deck.problem.forbiddenRepeated',
  variant: 'deck.problem.forbiddenVariant',
  stem: 'deck.problem.forbiddenShareStem',
} as const;

const TARGET_KEY = {
  overlaps: 'deck.problem.overlapsTarget',
  stem: 'deck.problem.stemOfTarget',
  variant: 'deck.problem.variantOfTarget',
} as const;

/**
 * The catalogue checker's style rules, as advice: a forbidden word that overlaps, shares a stem
 * with or spells the target another way, or another forbidden word; one said twice; one without
 * a letter. A player's card plays with all of these; only a word said twice or without a letter
 * has a fix as plain as dropping it.
 */
function styleAdvice(
  word: string,
  forbidden: readonly string[],
  rules: LanguageRules,
  known: ReadonlySet<string>,
): CardAdvice[] {
  const advice: CardAdvice[] = [];
  const earlier: string[] = [];
  for (const f of forbidden) {
    if (!hasLetterOrDigit(f))
      advice.push({
        ref: deckRef('deck.problem.forbiddenNoLetters', { word: f }),
        fix: { kind: 'dropForbidden', word: f },
      });
    const repeat = relationToEarlier(f, earlier, rules, known);
    if (repeat)
      advice.push({
        ref: deckRef(EARLIER_KEY[repeat.relation], { word: f, earlier: repeat.earlier }),
        ...(repeat.relation === 'same' ? { fix: { kind: 'dropForbidden', word: f } } : {}),
      });
    const relation = relationToTarget(word, f, rules, known);
    if (relation) advice.push({ ref: deckRef(TARGET_KEY[relation], { word: f }) });
    earlier.push(f);
  }
  return advice;
}

/**
 * Spaces the author may not have meant: two in a row inside a word, or (where texts are exact,
 * as in JSON) at a word's ends. Line breaks and the spaces around a line's separators are layout.
 */
function untidySpaces(c: CardCandidate): boolean {
  const texts = [c.word, ...c.forbidden];
  return texts.some((t) => /\S\s{2,}\S/.test(t) || (c.exact === true && t !== t.trim() && t.trim() !== ''));
}

/**
 * The forbidden words tidied as far as a card deals them; those past are kept as given (for a fix
 * that writes the card back) without the cost of tidying a list that may run to thousands.
 */
function cleanForbidden(given: readonly string[]): { forbidden: string[]; hidden: boolean } {
  const dealt: string[] = [];
  let hidden = false;
  let i = 0;
  for (; i < given.length && dealt.length < FORBIDDEN_MAX; i++) {
    const raw = given[i] as string;
    if (hasHiddenCharacters(raw)) hidden = true;
    const f = cleanText(raw);
    if (f !== '') dealt.push(f);
  }
  return { forbidden: [...dealt, ...given.slice(i).map((f) => f.trim())], hidden };
}

/** A kept card, where it was read, and every forbidden word it was given (past five too), tidied. */
export interface KeptCard {
  at: number;
  card: DeckCard;
  given: DeckCard;
}

export interface CheckedCards {
  cards: DeckCard[];
  kept: KeptCard[];
  problems: { at: number; ref: DeckMessageRef }[];
  warnings: { at: number; card: number; advice: CardAdvice }[];
}

/**
 * The cards of a deck by the catalogue checker's rules, in the deck language's normalisation.
 * Only a card that cannot be played is left out (no target, a text too long, hidden characters,
 * marks stacked past reading), with its problems named at its place; every other card is kept
 * as its author wrote it, with advice on its style: a forbidden word overlapping the target, two
 * of one stem, one repeated, more than five (the first five are dealt), a second card of one
 * target, spaces out of place.
 */
export function checkCandidates(
  candidates: readonly CardCandidate[],
  rules: LanguageRules,
  place: 'line' | 'card',
): CheckedCards {
  // A card a format already left out is never read further.
  const cleaned = candidates.map((c) =>
    c.problems.length > 0
      ? { c, word: '', forbidden: [] as string[], hidden: false, category: undefined }
      : {
          c,
          word: cleanText(c.word),
          ...cleanForbidden(c.forbidden),
          category: c.category === undefined ? undefined : cleanText(c.category),
        },
  );
  const known = knownWords(
    cleaned
      .filter(({ c }) => c.problems.length === 0)
      .map((c) => ({ word: c.word, forbidden: c.forbidden.slice(0, FORBIDDEN_MAX) })),
  );
  const firstAt = new Map<string, number>();
  const result: CheckedCards = { cards: [], kept: [], problems: [], warnings: [] };
  for (const { c, word, forbidden, hidden, category } of cleaned) {
    if (c.problems.length > 0) {
      for (const ref of c.problems) result.problems.push({ at: c.at, ref });
      continue;
    }
    const dealt = forbidden.slice(0, FORBIDDEN_MAX);
    const problems = hidden
      ? [deckRef('deck.problem.hidden')]
      : [...targetProblems(word), ...forbiddenProblems(dealt)];
    const key = rules.plural(word);
    const earlier = firstAt.get(key);
    // Kept even when this card is left out: once it is fixed, a later copy is still one.
    if (earlier === undefined && word !== '') firstAt.set(key, c.at);
    if (problems.length > 0) {
      for (const ref of problems) result.problems.push({ at: c.at, ref });
      continue;
    }
    const advice: CardAdvice[] = [];
    if (untidySpaces(c)) advice.push({ ref: deckRef('deck.warning.spaces'), fix: { kind: 'tidySpaces' } });
    if (forbidden.length > FORBIDDEN_MAX)
      advice.push({
        ref: deckRef('deck.warning.tooManyForbidden', { count: forbidden.length, max: FORBIDDEN_MAX }),
        fix: { kind: 'firstFive' },
      });
    advice.push(...styleAdvice(word, dealt, rules, known));
    const categoryFits = category === undefined || !tooLong(category, DECK_CATEGORY_MAX);
    if (!categoryFits && category !== undefined)
      advice.push({
        ref: deckRef('deck.problem.categoryTooLong', {
          length: textLength(category),
          max: DECK_CATEGORY_MAX,
        }),
      });
    if (earlier !== undefined)
      advice.push({
        ref: deckRef(place === 'line' ? 'deck.problem.sameTargetAsLine' : 'deck.problem.sameTargetAsCard', {
          at: earlier,
        }),
        fix: { kind: 'dropCard' },
      });
    for (const ref of c.notes ?? []) advice.push({ ref });
    const shownCategory = category && categoryFits ? { category } : {};
    const index = result.cards.length;
    result.cards.push({ word, forbidden: dealt, ...shownCategory });
    result.kept.push({
      at: c.at,
      card: { word, forbidden: dealt, ...shownCategory },
      given: { word, forbidden, ...(category ? { category } : {}) },
    });
    for (const a of advice) result.warnings.push({ at: c.at, card: index, advice: a });
  }
  return result;
}
