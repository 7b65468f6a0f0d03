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

/**
 * Irregular plurals and verb forms, the dictionary form first. Forms that are also common words
 * of their own are left out ("saw", "left", "rose", "lay", "bit", "led", "ground", "lent"), since
 * each would tie unrelated cards together.
 */
const IRREGULAR: readonly (readonly string[])[] = [
  ['tooth', 'teeth'],
  ['foot', 'feet'],
  ['mouse', 'mice'],
  ['louse', 'lice'],
  ['goose', 'geese'],
  ['man', 'men'],
  ['woman', 'women'],
  ['child', 'children'],
  ['ox', 'oxen'],
  ['person', 'people'],
  ['knife', 'knives'],
  ['leaf', 'leaves'],
  ['wolf', 'wolves'],
  ['life', 'lives'],
  ['wife', 'wives'],
  ['half', 'halves'],
  ['calf', 'calves'],
  ['loaf', 'loaves'],
  ['shelf', 'shelves'],
  ['thief', 'thieves'],
  ['elf', 'elves'],
  ['scarf', 'scarves'],
  ['hoof', 'hooves'],
  ['cactus', 'cacti'],
  ['fungus', 'fungi'],
  ['sell', 'sold'],
  ['buy', 'bought'],
  ['run', 'ran'],
  ['swim', 'swam', 'swum'],
  ['sing', 'sang', 'sung'],
  ['ring', 'rang', 'rung'],
  ['drink', 'drank'],
  ['sink', 'sank', 'sunk'],
  ['shrink', 'shrank', 'shrunk'],
  ['eat', 'ate', 'eaten'],
  ['fly', 'flew', 'flown'],
  ['go', 'went', 'gone'],
  ['see', 'seen'],
  ['take', 'took', 'taken'],
  ['give', 'gave', 'given'],
  ['write', 'wrote', 'written'],
  ['ride', 'rode', 'ridden'],
  ['drive', 'drove', 'driven'],
  ['break', 'broke', 'broken'],
  ['speak', 'spoken'],
  ['steal', 'stole', 'stolen'],
  ['freeze', 'froze', 'frozen'],
  ['choose', 'chose', 'chosen'],
  ['wake', 'woke', 'woken'],
  ['hide', 'hid', 'hidden'],
  ['fall', 'fell', 'fallen'],
  ['grow', 'grew', 'grown'],
  ['throw', 'threw', 'thrown'],
  ['blow', 'blew', 'blown'],
  ['know', 'knew', 'known'],
  ['draw', 'drew', 'drawn'],
  ['wear', 'wore', 'worn'],
  ['tear', 'tore', 'torn'],
  ['shake', 'shook', 'shaken'],
  ['forget', 'forgot', 'forgotten'],
  ['begin', 'began', 'begun'],
  ['sleep', 'slept'],
  ['keep', 'kept'],
  ['sweep', 'swept'],
  ['weep', 'wept'],
  ['feel', 'felt'],
  ['meet', 'met'],
  ['feed', 'fed'],
  ['bleed', 'bled'],
  ['flee', 'fled'],
  ['build', 'built'],
  ['send', 'sent'],
  ['spend', 'spent'],
  ['bend', 'bent'],
  ['lose', 'lost'],
  ['catch', 'caught'],
  ['teach', 'taught'],
  ['think', 'thought'],
  ['bring', 'brought'],
  ['fight', 'fought'],
  ['seek', 'sought'],
  ['find', 'found'],
  ['stand', 'stood'],
  ['understand', 'understood'],
  ['sit', 'sat'],
  ['win', 'won'],
  ['dig', 'dug'],
  ['hang', 'hung'],
  ['stick', 'stuck'],
  ['strike', 'struck'],
  ['shoot', 'shot'],
  ['spin', 'spun'],
  ['swing', 'swung'],
  ['sting', 'stung'],
  ['shine', 'shone'],
  ['slide', 'slid'],
  ['rise', 'risen'],
  ['sew', 'sewn'],
  ['tell', 'told'],
  ['hold', 'held'],
  ['say', 'said'],
  ['pay', 'paid'],
  ['make', 'made'],
  ['hear', 'heard'],
  ['light', 'lit'],
  ['come', 'came'],
  ['become', 'became'],
  ['mean', 'meant'],
  ['get', 'got', 'gotten'],
  ['do', 'did', 'done'],
];
const LEMMA_OF = new Map(IRREGULAR.flatMap((group) => group.map((w) => [w, group[0] as string])));

/** "teeth" → "tooth", "bought" → "buy"; any other word in lower case. */
export function englishLemma(word: string): string {
  const w = word.toLowerCase().trim();
  return LEMMA_OF.get(w) ?? w;
}

/** "magician" → "magic" → "mag", as "magic" → "mag": endings come off until none is left. */
export function englishStem(word: string): string {
  let w = englishPlural(englishLemma(word));
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
  lemma: englishLemma,
  spelling: englishSpelling,
  stopWords: ['the', 'and', 'for', 'with', 'from', 'into', 'its', 'your', 'our', 'their', 'his', 'her'],
  articles: ['the', 'a', 'an'],
  regional: [],
  seasons: ['spring', 'summer', 'autumn', 'fall', 'winter'],
  calendarWords: [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'christmas',
    'xmas',
    'easter',
    'halloween',
  ],
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
