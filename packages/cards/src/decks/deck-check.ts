import { CARD_TEXT_MAX, cleanText, FORBIDDEN_MAX, knownWords, textLength } from '@unsayable/rules';
import { againstEarlier, againstTarget } from '../card-rules.ts';
import type { LanguageRules } from '../languages/language-rules.ts';
import { type CardCandidate, DECK_CATEGORY_MAX, type DeckCard } from './deck-types.ts';

const hasLetterOrDigit = (text: string) => /[\p{L}\p{N}]/u.test(text);

function targetProblems(word: string): string[] {
  if (word === '') return ['has no target word'];
  const problems: string[] = [];
  if (!hasLetterOrDigit(word)) problems.push(`the target "${word}" has no letters or digits`);
  const length = textLength(word);
  if (length > CARD_TEXT_MAX) problems.push(`the target is ${length} characters; at most ${CARD_TEXT_MAX}`);
  if (word.includes('|')) problems.push('the target may not hold "|"');
  return problems;
}

function forbiddenProblems(
  word: string,
  forbidden: readonly string[],
  rules: LanguageRules,
  known: ReadonlySet<string>,
): string[] {
  if (forbidden.length > FORBIDDEN_MAX)
    return [`has ${forbidden.length} forbidden words; at most ${FORBIDDEN_MAX}`];
  const problems: string[] = [];
  const earlier: string[] = [];
  for (const f of forbidden) {
    const length = textLength(f);
    if (length > CARD_TEXT_MAX) {
      problems.push(
        `forbidden word "${[...f].slice(0, 20).join('')}…" is ${length} characters; at most ${CARD_TEXT_MAX}`,
      );
      continue;
    }
    if (!hasLetterOrDigit(f)) problems.push(`forbidden word "${f}" has no letters or digits`);
    if (/[|:]/.test(f)) problems.push(`forbidden word "${f}" may not hold "|" or ":"`);
    const repeat = againstEarlier(f, earlier, rules, known);
    if (repeat) problems.push(repeat);
    const relation = word === '' ? undefined : againstTarget(word, f, rules, known);
    if (relation) problems.push(`forbidden word "${f}" ${relation}`);
    earlier.push(f);
  }
  return problems;
}

export interface CheckedCards {
  cards: DeckCard[];
  problems: { at: number; message: string }[];
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
  const cleaned = candidates.map((c) => ({
    ...c,
    word: cleanText(c.word),
    forbidden: c.forbidden.map(cleanText).filter((f) => f !== ''),
    category: c.category === undefined ? undefined : cleanText(c.category),
  }));
  const known = knownWords(cleaned.filter((c) => c.problems.length === 0));
  const firstAt = new Map<string, number>();
  const cards: DeckCard[] = [];
  const problems: CheckedCards['problems'] = [];
  for (const c of cleaned) {
    const found = [...c.problems];
    if (found.length === 0) {
      found.push(...targetProblems(c.word), ...forbiddenProblems(c.word, c.forbidden, rules, known));
      if (c.category !== undefined && textLength(c.category) > DECK_CATEGORY_MAX)
        found.push(`the category is ${textLength(c.category)} characters; at most ${DECK_CATEGORY_MAX}`);
      const key = rules.plural(c.word);
      const earlier = firstAt.get(key);
      if (earlier !== undefined && c.word !== '') found.push(`the same target as ${place} ${earlier}`);
      // Kept even when this card has problems: once they are fixed, a later copy is still one.
      else if (c.word !== '') firstAt.set(key, c.at);
    }
    for (const message of found) problems.push({ at: c.at, message });
    if (found.length === 0)
      cards.push({ word: c.word, forbidden: c.forbidden, ...(c.category ? { category: c.category } : {}) });
  }
  return { cards, problems };
}
