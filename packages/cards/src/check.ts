import {
  CARD_TEXT_MAX,
  type CardLanguage,
  type Category,
  DEFAULT_LANGUAGE,
  DIFFICULTIES,
  FORBIDDEN_MAX,
  knownWords,
  LANGUAGE_CATEGORIES,
} from '@unsayable/rules';
import { hemisphereProblems, regionalProblems } from './card-language.ts';
import { againstEarlier, againstTarget, lengthOk, unsuitable } from './card-rules.ts';
import type { CardRecord } from './catalogue.ts';
import { UnreadableJson } from './catalogue.ts';
import {
  duplicateTargets,
  type Finding,
  nearSynonyms,
  type PlacedCard,
  sharedForbiddenWords,
  targetFamilies,
  targetsSharingStem,
} from './check-across.ts';
import { difficultyFollowsOrder, difficultyFollowsPosition, spreadProblems } from './check-spread.ts';
import { english } from './languages/english.ts';
import type { LanguageRules } from './languages/language-rules.ts';

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
  /** Worth a look, not wrong: pairs of targets of one family, which the dealer keeps apart. */
  warnings: Problem[];
  byCategory: Record<string, number>;
  byDifficulty: Record<string, number>;
}

/** Lower case with a simple plural taken off (English), as duplicate targets are compared. */
export const stem = english.plural;

export { overlaps } from './card-rules.ts';

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
  if (typeof card.word === 'string' && card.forbidden.every((f) => typeof f === 'string')) {
    for (const p of regionalProblems(card.word, card.forbidden, rules)) add(p);
    for (const p of hemisphereProblems(card.word, card.forbidden, rules)) add(p);
  }
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
  const categories = LANGUAGE_CATEGORIES[rules.code as CardLanguage] ?? LANGUAGE_CATEGORIES[DEFAULT_LANGUAGE];
  for (const { file, category, records } of files) {
    if (!category || !categories.includes(category as Category)) {
      problems.push({
        where: file,
        message: `not a category file of this language (expected one of: ${categories.join(', ')})`,
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
    else problems.push(...difficultyFollowsPosition(file, difficulties));
  }
  const cards = Object.values(byCategory).reduce((a, b) => a + b, 0);
  problems.push(
    ...duplicateTargets(placed, rules),
    ...targetsSharingStem(placed, rules),
    ...sharedForbiddenWords(placed, rules),
    ...nearSynonyms(placed, rules),
  );
  const families = targetFamilies(placed, known, rules);
  problems.push(...families.problems, ...spreadProblems(cards, byCategory, byDifficulty, categories));
  const warnings = families.warnings;
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
