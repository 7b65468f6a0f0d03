import { CARD_TEXT_MAX, CATEGORIES, DIFFICULTIES, FORBIDDEN_MAX, textLength } from '@unsayable/rules';
import type { CardRecord } from './catalogue.ts';
import { UnreadableJson } from './catalogue.ts';

export interface Problem {
  where: string;
  message: string;
}

export interface CheckedFile {
  file: string;
  category: string | undefined;
  records: unknown;
}

export interface CheckReport {
  cards: number;
  categories: number;
  problems: Problem[];
  byCategory: Record<string, number>;
  byDifficulty: Record<string, number>;
}

/** Lower case with a simple plural taken off, so "Bees" and "bee" compare equal. */
export function stem(word: string): string {
  const w = word.toLowerCase().trim();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && /(ses|xes|ches|shes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((t) => t.length >= 3)
    .map(stem);
}

/**
 * A forbidden word may not equal, contain or be contained in the target, ignoring case and
 * plurals, as a whole or word by word ("sun" is off for "Sunflower", "beehive" for "Bee").
 * Words of one or two letters ("a", "to") are left out of the word-by-word check.
 */
export function overlaps(target: string, forbidden: string): boolean {
  const a = stem(target.replace(/\s+/g, ' '));
  const b = stem(forbidden.replace(/\s+/g, ' '));
  // An empty text is a length problem of its own, not an overlap with everything.
  if (a === '' || b === '') return false;
  if (a.includes(b) || b.includes(a)) return true;
  return tokens(target).some((t) => tokens(forbidden).some((f) => t.includes(f) || f.includes(t)));
}

/** Words no family card should carry; a short list of the obvious, not a moral judge. */
const UNSUITABLE = [
  'sex',
  'sexy',
  'porn',
  'nude',
  'naked',
  'cocaine',
  'heroin',
  'kill',
  'murder',
  'suicide',
  'rape',
  'drunk',
  'damn',
  'hell',
  'crap',
];

function unsuitable(text: string): string | undefined {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return UNSUITABLE.find((w) => words.includes(w));
}

// Counted as the request validation counts: characters as people see them.
const lengthOk = (text: unknown): text is string =>
  typeof text === 'string' && text.trim() === text && text.length >= 1 && textLength(text) <= CARD_TEXT_MAX;

function checkCard(where: string, raw: unknown, problems: Problem[]): CardRecord | undefined {
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
  const seen = new Set<string>();
  for (const f of card.forbidden) {
    if (!lengthOk(f)) {
      add(`forbidden word "${String(f)}" must be 1–${CARD_TEXT_MAX} characters without outer spaces`);
      continue;
    }
    if (seen.has(stem(f))) add(`forbidden word "${f}" is repeated`);
    seen.add(stem(f));
    if (typeof card.word === 'string' && overlaps(card.word, f))
      add(`forbidden word "${f}" overlaps the target`);
    const bad = unsuitable(f);
    if (bad) add(`"${f}" is not family-friendly`);
  }
  if (typeof card.word === 'string' && unsuitable(card.word))
    add(`the target "${card.word}" is not family-friendly`);
  return card as CardRecord;
}

/** Checks the whole catalogue: every card, duplicates across files, and the spread. */
export function checkCatalogue(files: CheckedFile[]): CheckReport {
  const problems: Problem[] = [];
  const byCategory: Record<string, number> = {};
  const byDifficulty: Record<string, number> = {};
  const targets = new Map<string, string>();
  let cards = 0;
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
    records.forEach((raw, i) => {
      const where = `${file}#${i + 1}${typeof (raw as CardRecord)?.word === 'string' ? ` "${(raw as CardRecord).word}"` : ''}`;
      const card = checkCard(where, raw, problems);
      if (!card) return;
      cards += 1;
      byCategory[category] = (byCategory[category] ?? 0) + 1;
      byDifficulty[card.difficulty] = (byDifficulty[card.difficulty] ?? 0) + 1;
      if (typeof card.word !== 'string') return;
      const key = stem(card.word);
      const first = targets.get(key);
      if (first) problems.push({ where, message: `duplicate target (also ${first})` });
      else targets.set(key, where);
    });
  }
  spread(cards, byCategory, byDifficulty, problems);
  return { cards, categories: Object.keys(byCategory).length, problems, byCategory, byDifficulty };
}

/** A reasonable spread: every category present with a fair share, no difficulty crowding out the rest. */
function spread(
  cards: number,
  byCategory: Record<string, number>,
  byDifficulty: Record<string, number>,
  problems: Problem[],
): void {
  if (cards === 0) return;
  for (const category of CATEGORIES) {
    const n = byCategory[category] ?? 0;
    if (n < cards / CATEGORIES.length / 2)
      problems.push({ where: category, message: `only ${n} cards: below half a fair share` });
  }
  for (const difficulty of DIFFICULTIES) {
    const share = (byDifficulty[difficulty] ?? 0) / cards;
    if (share < 0.1 || share > 0.6) {
      problems.push({
        where: difficulty,
        message: `${Math.round(share * 100)} % of the cards: keep each difficulty within 10–60 %`,
      });
    }
  }
}

export function summaryLine(report: CheckReport): string {
  return `${report.cards} cards, ${report.categories} categories, ${report.problems.length} problems`;
}
