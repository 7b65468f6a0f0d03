import {
  CARD_TEXT_MAX,
  CATEGORIES,
  DIFFICULTIES,
  FORBIDDEN_MAX,
  knownWords,
  textLength,
} from '@unsayable/rules';
import type { CardRecord } from './catalogue.ts';
import { UnreadableJson } from './catalogue.ts';
import {
  duplicateTargets,
  type Finding,
  type PlacedCard,
  sharedForbiddenWords,
  targetFamilies,
  targetsSharingStem,
} from './check-across.ts';
import { difficultyFollowsOrder, spreadProblems } from './check-spread.ts';
import { english } from './languages/english.ts';
import type { LanguageRules } from './languages/language-rules.ts';
import { contentWords, shareStem, spellingVariants } from './word-relations.ts';

export type Problem = Finding;

export interface CheckedFile {
  file: string;
  category: string | undefined;
  records: unknown;
}

export interface CheckReport {
  language: string;
  cards: number;
  categories: number;
  problems: Problem[];
  /** Worth a look, not wrong: target families the dealer keeps apart. */
  warnings: Problem[];
  byCategory: Record<string, number>;
  byDifficulty: Record<string, number>;
}

/** Lower case with a simple plural taken off (English), as duplicate targets are compared. */
export const stem = english.plural;

/**
 * A forbidden word may not equal, contain or be contained in the target, ignoring case and
 * plurals, as a whole or word by word ("sun" is off for "Sunflower", "beehive" for "Bee").
 * Words of one or two letters ("a", "to") are left out of the word-by-word check.
 */
export function overlaps(target: string, forbidden: string, rules: LanguageRules = english): boolean {
  const a = rules.plural(target.replace(/\s+/g, ' '));
  const b = rules.plural(forbidden.replace(/\s+/g, ' '));
  // An empty text is a length problem of its own, not an overlap with everything.
  if (a === '' || b === '') return false;
  if (a.includes(b) || b.includes(a)) return true;
  const words = (text: string) => contentWords(text).map((w) => rules.plural(w));
  return words(target).some((t) => words(forbidden).some((f) => t.includes(f) || f.includes(t)));
}

function unsuitable(text: string, rules: LanguageRules): string | undefined {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return rules.unsuitable.find((w) => words.includes(w));
}

// Counted as the request validation counts: characters as people see them.
const lengthOk = (text: unknown): text is string =>
  typeof text === 'string' && text.trim() === text && text.length >= 1 && textLength(text) <= CARD_TEXT_MAX;

/** How a forbidden word relates to the target, worst first; undefined when it is a clue of its own. */
function againstTarget(
  target: string,
  forbidden: string,
  rules: LanguageRules,
  known: ReadonlySet<string>,
): string | undefined {
  if (overlaps(target, forbidden, rules)) return 'overlaps the target';
  if (shareStem(target, forbidden, rules, known)) return 'shares a stem with the target';
  if (spellingVariants(target, forbidden, rules)) return 'is a spelling variant of the target';
  return undefined;
}

/** A second forbidden word that spends its slot on the same clue as an earlier one. */
function againstEarlier(
  forbidden: string,
  earlier: readonly string[],
  rules: LanguageRules,
  known: ReadonlySet<string>,
): string | undefined {
  for (const e of earlier) {
    if (rules.plural(e) === rules.plural(forbidden)) return `forbidden word "${forbidden}" is repeated`;
    if (spellingVariants(e, forbidden, rules))
      return `forbidden word "${forbidden}" is a spelling variant of "${e}"`;
    if (shareStem(e, forbidden, rules, known))
      return `forbidden words "${e}" and "${forbidden}" share a stem`;
  }
  return undefined;
}

function checkCard(
  where: string,
  raw: unknown,
  rules: LanguageRules,
  known: ReadonlySet<string>,
  problems: Problem[],
): CardRecord | undefined {
  const add = (message: string) => problems.push({ where, message });
  if (typeof raw !== 'object' || raw === null) return void add('not an object');
  const card = raw as Partial<CardRecord> & Record<string, unknown>;
  const extra = Object.keys(card).filter((k) => !['word', 'forbidden', 'difficulty'].includes(k));
  if (extra.length > 0) add(`unknown fields: ${extra.join(', ')}`);
  if (!lengthOk(card.word)) add(`the target must be 1–${CARD_TEXT_MAX} characters without outer spaces`);
  if (!DIFFICULTIES.includes(card.difficulty as never))
    add(`difficulty must be one of ${DIFFICULTIES.join(', ')}`);
  if (!Array.isArray(card.forbidden) || card.forbidden.length !== FORBIDDEN_MAX) {
    add(`needs exactly ${FORBIDDEN_MAX} forbidden words`);
    return undefined;
  }
  const earlier: string[] = [];
  for (const f of card.forbidden) {
    if (!lengthOk(f)) {
      add(`forbidden word "${String(f)}" must be 1–${CARD_TEXT_MAX} characters without outer spaces`);
      continue;
    }
    const repeat = againstEarlier(f, earlier, rules, known);
    if (repeat) add(repeat);
    earlier.push(f);
    const relation = typeof card.word === 'string' ? againstTarget(card.word, f, rules, known) : undefined;
    if (relation) add(`forbidden word "${f}" ${relation}`);
    if (unsuitable(f, rules)) add(`"${f}" is not family-friendly`);
  }
  if (typeof card.word === 'string' && unsuitable(card.word, rules))
    add(`the target "${card.word}" is not family-friendly`);
  return card as CardRecord;
}

/** Every record that looks like a card, for the vocabulary compounds are judged by. */
function recordsOf(files: readonly CheckedFile[]): CardRecord[] {
  return files.flatMap(({ records }) =>
    Array.isArray(records)
      ? records.filter(
          (r): r is CardRecord =>
            typeof r?.word === 'string' &&
            Array.isArray(r.forbidden) &&
            r.forbidden.every((f: unknown) => typeof f === 'string'),
        )
      : [],
  );
}

/**
 * Checks one language's catalogue: every card, the cards against each other (duplicates, shared
 * stems, shared forbidden words, families), the spread, and how difficulty was judged.
 */
export function checkCatalogue(files: CheckedFile[], rules: LanguageRules = english): CheckReport {
  const problems: Problem[] = [];
  const byCategory: Record<string, number> = {};
  const byDifficulty: Record<string, number> = {};
  const known = knownWords(recordsOf(files));
  const placed: PlacedCard[] = [];
  for (const { file, category, records } of files) {
    if (!category) {
      problems.push({
        where: file,
        message: `not a category file (expected one of: ${CATEGORIES.join(', ')})`,
      });
      continue;
    }
    if (records instanceof UnreadableJson) {
      problems.push({ where: file, message: `not valid JSON: ${records.message}` });
      continue;
    }
    if (!Array.isArray(records)) {
      problems.push({ where: file, message: 'must hold a JSON array of cards' });
      continue;
    }
    const difficulties: string[] = [];
    records.forEach((raw, i) => {
      const where = `${file}#${i + 1}${typeof (raw as CardRecord)?.word === 'string' ? ` "${(raw as CardRecord).word}"` : ''}`;
      const card = checkCard(where, raw, rules, known, problems);
      if (!card) return;
      byCategory[category] = (byCategory[category] ?? 0) + 1;
      byDifficulty[card.difficulty] = (byDifficulty[card.difficulty] ?? 0) + 1;
      difficulties.push(card.difficulty);
      if (typeof card.word === 'string') placed.push({ where, record: card });
    });
    const byPosition = difficultyFollowsOrder(file, difficulties);
    if (byPosition) problems.push(byPosition);
  }
  const cards = Object.values(byCategory).reduce((a, b) => a + b, 0);
  problems.push(
    ...duplicateTargets(placed, rules),
    ...targetsSharingStem(placed, rules),
    ...sharedForbiddenWords(placed, rules),
    ...spreadProblems(cards, byCategory, byDifficulty),
  );
  const warnings = targetFamilies(placed, known);
  return {
    language: rules.code,
    cards,
    categories: Object.keys(byCategory).length,
    problems,
    warnings,
    byCategory,
    byDifficulty,
  };
}

export function summaryLine(report: CheckReport): string {
  return `${report.cards} cards, ${report.categories} categories, ${report.problems.length} problems, ${report.warnings.length} warnings`;
}
