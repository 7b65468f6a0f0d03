import {
  CARD_TEXT_MAX,
  cleanText,
  FORBIDDEN_MAX,
  knownWords,
  MARKS_PER_CHARACTER_MAX,
  mostMarksOnOneCharacter,
  textLength,
} from '@unsayable/rules';
import { relationToEarlier, relationToTarget } from '../card-rules.ts';
import type { LanguageRules } from '../languages/language-rules.ts';
import { type DeckMessageRef, deckRef } from './deck-messages.ts';
import { type CardCandidate, DECK_CATEGORY_MAX, type DeckCard } from './deck-types.ts';

const hasLetterOrDigit = (text: string) => /[\p{L}\p{N}]/u.test(text);
/** Counted only as far as the limit: the whole count is for the message of a text too long. */
const tooLong = (text: string, max: number) => textLength(text, max) > max;
const stacksMarks = (text: string) => mostMarksOnOneCharacter(text) > MARKS_PER_CHARACTER_MAX;

function targetProblems(word: string): DeckMessageRef[] {
  if (word === '') return [deckRef('deck.problem.noTarget')];
  const problems: DeckMessageRef[] = [];
  if (!hasLetterOrDigit(word)) problems.push(deckRef('deck.problem.targetNoLetters', { word }));
  if (tooLong(word, CARD_TEXT_MAX))
    problems.push(deckRef('deck.problem.targetTooLong', { length: textLength(word), max: CARD_TEXT_MAX }));
  if (word.includes('|')) problems.push(deckRef('deck.problem.targetBar'));
  if (stacksMarks(word))
    problems.push(deckRef('deck.problem.targetAccents', { max: MARKS_PER_CHARACTER_MAX }));
  return problems;
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

function forbiddenProblems(
  word: string,
  forbidden: readonly string[],
  rules: LanguageRules,
  known: ReadonlySet<string>,
): DeckMessageRef[] {
  if (forbidden.length > FORBIDDEN_MAX)
    return [deckRef('deck.problem.tooManyForbidden', { count: forbidden.length, max: FORBIDDEN_MAX })];
  const problems: DeckMessageRef[] = [];
  const earlier: string[] = [];
  for (const f of forbidden) {
    if (tooLong(f, CARD_TEXT_MAX)) {
      const start = [...f].slice(0, 20).join('');
      const length = textLength(f);
      problems.push(deckRef('deck.problem.forbiddenTooLong', { word: start, length, max: CARD_TEXT_MAX }));
      continue;
    }
    if (stacksMarks(f)) {
      problems.push(deckRef('deck.problem.forbiddenAccents', { max: MARKS_PER_CHARACTER_MAX }));
      continue;
    }
    if (!hasLetterOrDigit(f)) problems.push(deckRef('deck.problem.forbiddenNoLetters', { word: f }));
    if (/[|:]/.test(f)) problems.push(deckRef('deck.problem.forbiddenMarks', { word: f }));
    const repeat = relationToEarlier(f, earlier, rules, known);
    if (repeat) problems.push(deckRef(EARLIER_KEY[repeat.relation], { word: f, earlier: repeat.earlier }));
    const relation = word === '' ? undefined : relationToTarget(word, f, rules, known);
    if (relation) problems.push(deckRef(TARGET_KEY[relation], { word: f }));
    earlier.push(f);
  }
  return problems;
}

export interface CheckedCards {
  cards: DeckCard[];
  problems: { at: number; ref: DeckMessageRef }[];
}

/**
 * The catalogue checker's rules for one card (length, a forbidden word that overlaps, shares a
 * stem with or spells the target another way, in the deck language's normalisation) and for the
 * deck (one card per target): every problem named at its card's place; the good cards kept.
 */
export function checkCandidates(
  candidates: readonly CardCandidate[],
  rules: LanguageRules,
  place: 'line' | 'card',
): CheckedCards {
  // A card a format already left out is never read further.
  const cleaned = candidates.map((c) =>
    c.problems.length > 0
      ? c
      : {
          ...c,
          word: cleanText(c.word),
          forbidden: c.forbidden.map(cleanText).filter((f) => f !== ''),
          category: c.category === undefined ? undefined : cleanText(c.category),
        },
  );
  const known = knownWords(cleaned.filter((c) => c.problems.length === 0));
  const firstAt = new Map<string, number>();
  const cards: DeckCard[] = [];
  const problems: CheckedCards['problems'] = [];
  for (const c of cleaned) {
    const found = [...c.problems];
    if (found.length === 0) {
      found.push(...targetProblems(c.word), ...forbiddenProblems(c.word, c.forbidden, rules, known));
      if (c.category !== undefined && tooLong(c.category, DECK_CATEGORY_MAX))
        found.push(
          deckRef('deck.problem.categoryTooLong', { length: textLength(c.category), max: DECK_CATEGORY_MAX }),
        );
      const key = rules.plural(c.word);
      const earlier = firstAt.get(key);
      if (earlier !== undefined && c.word !== '')
        found.push(
          deckRef(place === 'line' ? 'deck.problem.sameTargetAsLine' : 'deck.problem.sameTargetAsCard', {
            at: earlier,
          }),
        );
      // Kept even when this card has problems: once they are fixed, a later copy is still one.
      else if (c.word !== '') firstAt.set(key, c.at);
    }
    for (const ref of found) problems.push({ at: c.at, ref });
    if (found.length === 0)
      cards.push({ word: c.word, forbidden: c.forbidden, ...(c.category ? { category: c.category } : {}) });
  }
  return { cards, problems };
}
