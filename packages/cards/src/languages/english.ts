import type { LanguageRules } from './language-rules.ts';

/** Lower case with a simple plural taken off, so "Bees" and "bee" compare equal. */
export function englishPlural(word: string): string {
  const w = word.toLowerCase().trim();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && /(ses|xes|ches|shes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

// Longest first, so "ation" goes before "ion". A stem keeps at least three letters.
const ENDINGS = [
  'ation',
  'ition',
  'istry',
  'ical',
  'ian',
  'ion',
  'ist',
  'ing',
  'ate',
  'er',
  'or',
  'ic',
  'y',
].sort((a, b) => b.length - a.length);
const STEM_MIN = 3;

/** "magician" → "magic" → "mag", as "magic" → "mag": endings come off until none is left. */
export function englishStem(word: string): string {
  let w = englishPlural(word);
  for (let stripped = true; stripped; ) {
    const ending = ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= STEM_MIN);
    stripped = ending !== undefined;
    if (ending) w = w.slice(0, -ending.length);
  }
  // "runner" → "runn" → "run"; "time" → "tim", as "timer" → "tim".
  if (w.length > STEM_MIN && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > STEM_MIN && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Whole words spelt two ways on either side of the Atlantic, or by family habit. */
const VARIANTS: readonly (readonly string[])[] = [
  ['mom', 'mum', 'mam'],
  ['mommy', 'mummy'],
  ['gray', 'grey'],
  ['donut', 'doughnut'],
  ['pajamas', 'pyjamas'],
  ['tire', 'tyre'],
  ['jewelry', 'jewellery'],
  ['airplane', 'aeroplane'],
  ['aluminum', 'aluminium'],
  ['plow', 'plough'],
  ['cozy', 'cosy'],
  ['program', 'programme'],
  ['catalog', 'catalogue'],
  ['check', 'cheque'],
  ['curb', 'kerb'],
  ['sulfur', 'sulphur'],
];
const VARIANT_OF = new Map(VARIANTS.flatMap((group) => group.map((w) => [w, group[0] as string])));

/** "colour" → "color", "theatre" → "theater", "realise" → "realize", "mum" → "mom". */
export function englishSpelling(word: string): string {
  const w = englishPlural(word);
  const listed = VARIANT_OF.get(w);
  if (listed) return listed;
  // Four-letter words in "-our" ("four", "hour", "pour") have no "-or" twin.
  return w
    .replace(/(.{2,})our$/, '$1or')
    .replace(/([^aeiou])re$/, '$1er')
    .replace(/is(e|ed|ing|ation)$/, 'iz$1')
    .replace(/ae/g, 'e');
}

export const english: LanguageRules = {
  code: 'en',
  name: 'English',
  plural: englishPlural,
  stem: englishStem,
  prefixes: ['un', 're'],
  spelling: englishSpelling,
  unsuitable: [
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
  ],
};
