import { type DeckMessageRef, deckRef, withinUnits } from '@unsayable/rules';
import { cardField, joinerOf, joinForbidden, splitForbidden } from './card-fields.ts';
import { type FormatReading, fitsACard, HIDDEN, leftOut, TOO_LONG, tooManyCards } from './deck-formats.ts';
import { hasHiddenCharacters } from './deck-text.ts';
import {
  type CardCandidate,
  DECK_CARDS_MAX,
  DECK_LANGUAGES,
  DECK_LINE_MAX,
  DECK_NAME_MAX,
  type DeckCard,
  type DeckFormat,
  type DeckLanguage,
} from './deck-types.ts';
import { repeatedKeys } from './json-keys.ts';

type JsonRecord = Record<string, unknown>;
const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where a card is in the parsed value: a list and an index, or an object and a key. */
type CardPlace = { list: unknown[]; index: number } | { object: JsonRecord; key: string };

const NOT_A_CARD = deckRef('deck.problem.notACard');
const FORBIDDEN_NOT_LIST = deckRef('deck.problem.forbiddenNotList');

/**
 * Forbidden words as a file gives them: a list of texts, or one text joined by `,` `;` `|` `/`
 * or `:`. Anything else is named, and the card left out.
 */
function forbiddenOf(raw: unknown): { words: string[]; problem?: DeckMessageRef } {
  if (raw === undefined || raw === null) return { words: [] };
  if (typeof raw === 'string') {
    if (!withinUnits(raw, DECK_LINE_MAX)) return { words: [], problem: TOO_LONG };
    return { words: splitForbidden(raw, joinerOf([raw])) };
  }
  if (!Array.isArray(raw)) return { words: [], problem: FORBIDDEN_NOT_LIST };
  const words = raw.filter((f): f is string => typeof f === 'string' && f.trim() !== '');
  return raw.some((f) => typeof f !== 'string') ? { words, problem: FORBIDDEN_NOT_LIST } : { words };
}

/** A card from its word, its forbidden words and category as a file gives them. */
function candidateOf(
  at: number,
  word: unknown,
  forbiddenRaw: unknown,
  category: unknown,
  notes: DeckMessageRef[] = [],
): CardCandidate {
  const { words: forbidden, problem } = forbiddenOf(forbiddenRaw);
  if (problem === TOO_LONG) return leftOut(at, TOO_LONG);
  const texts = [word, ...forbidden, category].filter((v): v is string => typeof v === 'string');
  if (!fitsACard(texts)) return leftOut(at, TOO_LONG);
  const problems: DeckMessageRef[] = [];
  if (typeof word !== 'string') problems.push(deckRef('deck.problem.wordNotText'));
  if (problem) problems.push(problem);
  if (category !== undefined && typeof category !== 'string')
    problems.push(deckRef('deck.problem.categoryNotText'));
  const wordText = typeof word === 'string' ? word : '';
  // The forbidden words a card deals are looked at by the card rules; a list may run to thousands.
  if ([wordText, typeof category === 'string' ? category : ''].some(hasHiddenCharacters))
    problems.push(HIDDEN);
  const categoryText = typeof category === 'string' && category.trim() !== '' ? category : undefined;
  return {
    at,
    word: wordText,
    forbidden,
    ...(categoryText ? { category: categoryText } : {}),
    problems,
    ...(notes.length > 0 ? { notes } : {}),
    exact: true,
  };
}

/** The keys of a card object by the part each names (several forbidden keys: `taboo1`, `taboo2`). */
function fieldsOf(raw: JsonRecord) {
  const keys = {
    word: [] as string[],
    forbidden: [] as string[],
    category: [] as string[],
    unknown: [] as string[],
  };
  for (const key of Object.keys(raw)) {
    const field = cardField(key);
    if (field === 'word' || field === 'forbidden' || field === 'category') keys[field].push(key);
    else if (field === undefined) keys.unknown.push(key);
  }
  return keys;
}

/** One entry of a list of cards: a card object, or a word alone. */
function listEntry(raw: unknown, at: number, category?: string): CardCandidate {
  if (typeof raw === 'string') return candidateOf(at, raw, [], category);
  if (!isRecord(raw)) return leftOut(at, NOT_A_CARD);
  const keys = fieldsOf(raw);
  if (keys.word.length === 0) return leftOut(at, NOT_A_CARD);
  // A second word or category key ("word" and "target") is read no more than an unknown one.
  const notRead = [...keys.unknown, ...keys.word.slice(1), ...keys.category.slice(1)];
  const notes =
    notRead.length > 0 ? [deckRef('deck.problem.unknownFields', { fields: notRead.join(', ') })] : [];
  const forbidden =
    keys.forbidden.length === 1
      ? raw[keys.forbidden[0] as string]
      : keys.forbidden.flatMap((key) => (Array.isArray(raw[key]) ? (raw[key] as unknown[]) : [raw[key]]));
  const ownCategory = keys.category.length > 0 ? raw[keys.category[0] as string] : undefined;
  return candidateOf(at, raw[keys.word[0] as string], forbidden, ownCategory ?? category, notes);
}

/** A card object's fields written anew, in the keys and shape (a list, a joined text) it had. */
function writeFields(old: JsonRecord, card: DeckCard): void {
  const keys = fieldsOf(old);
  if (keys.word[0] !== undefined) old[keys.word[0]] = card.word;
  const [first, ...others] = keys.forbidden;
  for (const key of others) delete old[key];
  if (first !== undefined || card.forbidden.length > 0) {
    const was = first === undefined ? undefined : old[first];
    old[first ?? 'forbidden'] =
      typeof was === 'string' ? joinForbidden(card.forbidden, joinerOf([was])) : card.forbidden;
  }
}

/** The card at `place` written anew, keeping the file's own keys and shape; `null` takes it out. */
function writeCard(place: CardPlace, card: DeckCard | null): void {
  if ('list' in place) {
    const old = place.list[place.index];
    if (!card) place.list.splice(place.index, 1);
    else if (!isRecord(old)) place.list[place.index] = card.word;
    else writeFields(old, card);
    return;
  }
  // An object's keys are its words: rebuilt in order, the changed entry in its place.
  const entries = Object.entries(place.object);
  for (const key of Object.keys(place.object)) delete place.object[key];
  for (const [key, value] of entries) {
    if (key !== place.key) place.object[key] = value;
    else if (card && isRecord(value)) {
      writeFields(value, card);
      place.object[fieldsOf(value).word.length > 0 ? key : card.word] = value;
    } else if (card)
      place.object[card.word] =
        typeof value === 'string' ? joinForbidden(card.forbidden, joinerOf([value])) : card.forbidden;
  }
}

/**
 * JSON with its outer `depth` levels one entry a line and each card on one line, as such files
 * are kept: a diff of a fix shows the one card.
 */
function jsonText(value: unknown, depth: number, indent = ''): string {
  const holdsContainers =
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).some((v) => typeof v === 'object' && v !== null);
  if (depth === 0 || !holdsContainers) return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? (value as unknown[]).map((v) => `${inner}${jsonText(v, depth - 1, inner)}`)
    : Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${jsonText(v, depth - 1, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${entries.join(',\n')}\n${indent}${close}`;
}

/** A reading of JSON whose every card is found again in a copy of the value for a rewrite. */
function jsonReading(
  value: unknown,
  format: DeckFormat,
  candidates: CardCandidate[],
  placeOf: (copy: unknown, at: number) => CardPlace | undefined,
): FormatReading {
  const depth = format === 'json' || format === 'jsonCategories' ? 2 : 1;
  return {
    format,
    candidates,
    problems: [],
    rewrite: (at, card) => {
      const copy = structuredClone(value);
      const place = placeOf(copy, at);
      if (place) writeCard(place, card);
      return `${jsonText(copy, depth)}\n`;
    },
  };
}

/** A list: of card objects, or of words (a word list). */
function readList(value: unknown[]): FormatReading {
  const candidates = value.map((raw, i) => listEntry(raw, i + 1));
  const format = value.every((v) => typeof v === 'string') ? 'jsonWords' : 'jsonCards';
  return jsonReading(value, format, candidates, (copy, at) =>
    Array.isArray(copy) ? { list: copy, index: at - 1 } : undefined,
  );
}

/** Whether an object's value is a card of a word map (its forbidden words) rather than a category. */
const isMapCard = (v: unknown) => typeof v === 'string' || (Array.isArray(v) && !v.some((e) => isRecord(e)));

/** A card object under its word (`"Cat": { "taboo": […] }`): every key of it names a card's part. */
const isKeyedCard = (v: unknown): v is JsonRecord =>
  isRecord(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => cardField(k) !== undefined);

/** The card of a word map's entry: its forbidden words, or a card object under its word. */
function entryCandidate(at: number, word: string, v: unknown, category: string | undefined): CardCandidate {
  if (isKeyedCard(v)) return listEntry(fieldsOf(v).word.length > 0 ? v : { ...v, word }, at, category);
  return isMapCard(v) ? candidateOf(at, word, v, category) : leftOut(at, FORBIDDEN_NOT_LIST);
}

/**
 * An object of words and their forbidden words (`{"Cat": ["purr", …]}`), or of categories each
 * holding such an object or a list of cards (`{"Animals": {"Cat": […]}}`).
 */
function readObject(value: JsonRecord, text: string): FormatReading | DeckMessageRef {
  const entries = Object.entries(value);
  if (!entries.some(([, v]) => Array.isArray(v) || isRecord(v))) return deckRef('deck.noCardsList');
  const count = entries.reduce(
    (n, [, v]) =>
      n + (isMapCard(v) ? 1 : Array.isArray(v) ? v.length : isRecord(v) ? Object.keys(v).length : 1),
    0,
  );
  if (count > DECK_CARDS_MAX) return tooManyCards(count);
  const candidates: CardCandidate[] = [];
  /** Each card's place as keys (and an index in a category's list), in reading order. */
  const places: (string | number)[][] = [];
  let byCategory = false;
  for (const [key, v] of entries) {
    if (isMapCard(v) || isKeyedCard(v)) {
      places.push([key]);
      candidates.push(entryCandidate(places.length, key, v, undefined));
    } else if (Array.isArray(v)) {
      byCategory = true;
      v.forEach((raw, i) => {
        places.push([key, i]);
        candidates.push(listEntry(raw, places.length, key));
      });
    } else if (isRecord(v)) {
      byCategory = true;
      for (const [word, forbidden] of Object.entries(v)) {
        places.push([key, word]);
        candidates.push(entryCandidate(places.length, word, forbidden, key));
      }
    } else {
      places.push([key]);
      candidates.push(leftOut(places.length, NOT_A_CARD));
    }
  }
  const reading = jsonReading(value, byCategory ? 'jsonCategories' : 'jsonMap', candidates, (copy, at) => {
    const [first, second] = places[at - 1] ?? [];
    const object = copy as JsonRecord;
    if (typeof first !== 'string') return undefined;
    if (second === undefined) return { object, key: first };
    const inner = object[first];
    if (typeof second === 'number') return Array.isArray(inner) ? { list: inner, index: second } : undefined;
    return isRecord(inner) ? { object: inner, key: second } : undefined;
  });
  // Named at the entry that was kept: the one given first is gone from the parsed value.
  for (const { path, key } of repeatedKeys(text, 2)) {
    const at = places.findIndex((p) => (path.length === 0 ? p[0] === key : p[0] === path[0] && p[1] === key));
    // Not found: its category was itself given twice and is named as such.
    if (at >= 0)
      reading.problems.push({ at: at + 1, ref: deckRef('deck.problem.repeatedKey', { word: key }) });
  }
  return reading;
}

/** The key of Download deck's card list, in any case. */
const cardsKeyOf = (value: JsonRecord) => Object.keys(value).find((k) => k.toLowerCase() === 'cards');

/**
 * JSON in any of the shapes people keep cards in: Download deck's file (`{ name, language,
 * cards }`), a list of cards or of words, an object of words and their forbidden words, or such
 * objects by category.
 */
export function readJson(value: unknown, text: string): FormatReading | DeckMessageRef {
  if (Array.isArray(value)) {
    if (value.length > DECK_CARDS_MAX) return tooManyCards(value.length);
    return readList(value);
  }
  if (!isRecord(value)) return deckRef('deck.noCardsList');
  const cardsKey = cardsKeyOf(value);
  const cards = cardsKey === undefined ? undefined : value[cardsKey];
  if (!Array.isArray(cards)) return readObject(value, text);
  if (cards.length > DECK_CARDS_MAX) return tooManyCards(cards.length);
  const candidates = cards.map((raw, i) => listEntry(raw, i + 1));
  // The rewrite works on the whole file: its name and language stay.
  const whole = jsonReading(value, 'json', candidates, (copy, at) => {
    const list = (copy as JsonRecord)[cardsKey as string];
    return Array.isArray(list) ? { list, index: at - 1 } : undefined;
  });
  const name = value.name;
  if (typeof name === 'string' && withinUnits(name, DECK_NAME_MAX) && !hasHiddenCharacters(name))
    whole.name = name.trim();
  if (DECK_LANGUAGES.includes(value.language as DeckLanguage))
    whole.language = value.language as DeckLanguage;
  return whole;
}
