/**
 * Every message of a player's own deck (the editor's per-line problems, its refusals of a paste,
 * the deck routes' refusals) as a key with its values, so the browser shows it in the player's
 * language (`apps/web/src/i18n/locales/<language>/game.json`, where each key is written out), and
 * its English text, which the server's error log and any client without the key keep. Keys never
 * change meaning; a text reworded keeps its key.
 */
import { deckLinkMessages } from './deck-link.ts';
import { transportMessages } from './messages.ts';

/** Values filled into a message: numbers stay numbers, so a translation can pick a plural. */
export type DeckMessageParams = Record<string, string | number>;

/** A size in megabytes as people read it: "1", "1.2". */
const mb = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 1 });
const count = (n: number) => n.toLocaleString('en');

type P = DeckMessageParams;
const s = (p: P, name: string) => String(p[name] ?? '');
const n = (p: P, name: string) => Number(p[name] ?? 0);

/** The English text of every deck message, by key. */
export const DECK_ENGLISH = {
  // The deck's fields.
  'deck.nameRequired': () => 'Give the deck a name.',
  'deck.nameTooLong': (p: P) => `A deck name can be at most ${n(p, 'max')} characters.`,
  'deck.nameHidden': () => 'The deck name has control or invisible characters.',
  'deck.nameAccents': (p: P) => `A deck name can have at most ${n(p, 'max')} accents or marks on one letter.`,
  'deck.nameNoLetters': () => 'A deck name needs a letter, a digit or an emoji.',
  'deck.language': () =>
    'Choose the deck’s language: English, Español, Français, Deutsch, Italiano or Português (Brasil).',
  // A paste or file that is no deck at all.
  'deck.empty': () => 'Paste or upload at least one card.',
  'deck.binary': () => 'This is not text: upload a text, CSV or JSON file of cards.',
  'deck.tooBig': (p: P) =>
    `A deck can be at most ${mb(n(p, 'limit'))} MB of text; this is ${mb(n(p, 'size'))} MB.`,
  'deck.tooMany': (p: P) =>
    `A deck holds at most ${count(n(p, 'max'))} cards; this has ${count(n(p, 'count'))}.`,
  'deck.notUtf8': () =>
    'This file is not text in UTF-8: save it as UTF-8 text, CSV or JSON and upload it again.',
  'deck.noCardsList': () =>
    'This JSON holds no cards: a deck file, a list of cards or words, or an object of words and their forbidden words.',
  'deck.badJson': () => 'This looks like JSON but does not read as JSON (a comma or a quote out of place?).',
  'deck.badJsonAt': (p: P) =>
    `This looks like JSON but does not read as JSON at line ${n(p, 'line')} (a comma or a quote out of place?).`,
  // One card's problems, named at its line (or card, in JSON): those before the card rules' style
  // findings leave the card out; the style findings are advice on a card that is kept.
  'deck.problem.tooLong': (p: P) =>
    `is far too long for a card: a word can be at most ${n(p, 'max')} characters`,
  'deck.problem.hidden': () => 'has control or invisible characters',
  'deck.problem.manyBars': () => 'has more than one "|" (one card a line: Target|forbidden 1:forbidden 2)',
  'deck.problem.unclosedQuote': () => 'a quote opened here is never closed; the rest is left out',
  'deck.problem.tooManyCells': (p: P) =>
    `has ${n(p, 'cells')} cells; the first ${n(p, 'columns')} are read, the others are not`,
  'deck.problem.unknownColumns': (p: P) => `these columns are not read: ${s(p, 'names')}`,
  'deck.problem.columnName': () => 'is read as the column’s name, not as a card',
  'deck.problem.separatorLine': () => 'names the cell separator for Excel, not a card',
  'deck.problem.repeatedKey': (p: P) =>
    `"${s(p, 'word')}" is given twice in one object; only its last entry is read, the first is left out`,
  'deck.problem.notACard': () => 'is not a card (a word, or a word with its forbidden words)',
  'deck.problem.unknownFields': (p: P) => `these fields are not read: ${s(p, 'fields')}`,
  'deck.problem.wordNotText': () => 'the word must be text',
  'deck.problem.forbiddenNotList': () => 'the forbidden words must be a list of words or one text',
  'deck.problem.categoryNotText': () => '"category" must be text',
  'deck.problem.noTarget': () => 'has no target word',
  'deck.problem.targetNoLetters': (p: P) => `the target "${s(p, 'word')}" has no letters or digits`,
  'deck.problem.targetTooLong': (p: P) =>
    `the target is ${n(p, 'length')} characters; at most ${n(p, 'max')}`,
  'deck.problem.targetAccents': (p: P) =>
    `the target has more than ${n(p, 'max')} accents or marks on one letter`,
  'deck.problem.forbiddenTooLong': (p: P) =>
    `forbidden word "${s(p, 'word')}…" is ${n(p, 'length')} characters; at most ${n(p, 'max')}`,
  'deck.problem.forbiddenNoLetters': (p: P) => `forbidden word "${s(p, 'word')}" has no letters or digits`,
  // The word itself is left out: it would draw over the lines around the message.
  'deck.problem.forbiddenAccents': (p: P) =>
    `a forbidden word has more than ${n(p, 'max')} accents or marks on one letter`,
  'deck.problem.forbiddenRepeated': (p: P) => `forbidden word "${s(p, 'word')}" is repeated`,
  'deck.problem.forbiddenVariant': (p: P) =>
    `forbidden word "${s(p, 'word')}" is a spelling variant of "${s(p, 'earlier')}"`,
  'deck.problem.forbiddenShareStem': (p: P) =>
    `forbidden words "${s(p, 'earlier')}" and "${s(p, 'word')}" share a stem`,
  'deck.problem.overlapsTarget': (p: P) => `forbidden word "${s(p, 'word')}" overlaps the target`,
  'deck.problem.stemOfTarget': (p: P) => `forbidden word "${s(p, 'word')}" shares a stem with the target`,
  'deck.problem.variantOfTarget': (p: P) =>
    `forbidden word "${s(p, 'word')}" is a spelling variant of the target`,
  'deck.problem.categoryTooLong': (p: P) =>
    `the category is ${n(p, 'length')} characters, at most ${n(p, 'max')}: the card is kept without it`,
  // Advice on a card that is kept.
  'deck.warning.spaces': () => 'has spaces at the ends of a word or two in a row; the card is kept tidied',
  'deck.warning.tooManyForbidden': (p: P) =>
    `has ${n(p, 'count')} forbidden words; a card shows ${n(p, 'max')}, so the first ${n(p, 'max')} are kept`,
  'deck.problem.sameTargetAsLine': (p: P) => `the same target as line ${n(p, 'at')}`,
  'deck.problem.sameTargetAsCard': (p: P) => `the same target as card ${n(p, 'at')}`,
  // Where a problem is.
  'deck.where.line': (p: P) => `Line ${n(p, 'at')}`,
  'deck.where.card': (p: P) => `Card ${n(p, 'at')}`,
  // The deck routes' own refusals.
  'deck.route.tooMany': () => 'Too many decks saved from your network: try again later.',
  'deck.route.tooManyReports': () => 'Too many decks reported from your network: try again later.',
  'deck.route.ownDeck': () => 'This is your own deck: edit or delete it instead of reporting it.',
  'deck.route.notYours': () =>
    'Only the device that made this deck, or someone with its edit link, can change it.',
  'deck.route.nothingGood': () => 'No card can be saved: fix the problems listed and save again.',
  'deck.route.malformed': () => deckLinkMessages.malformed,
  'deck.route.missing': () => 'No deck has this link: check it with whoever shared it.',
  'deck.route.hidden': () => 'This deck is no longer available.',
  'deck.route.otherSite': () => transportMessages.otherSite,
} as const satisfies Record<string, (p: P) => string>;

export type DeckMessageKey = keyof typeof DECK_ENGLISH;

/** A deck message by key, with its values: what a browser translates. */
export interface DeckMessageRef {
  key: DeckMessageKey;
  params: DeckMessageParams;
}

/** Every deck message key, in the order above. */
export const DECK_MESSAGE_KEYS = Object.keys(DECK_ENGLISH) as DeckMessageKey[];

export function deckRef(key: DeckMessageKey, params: DeckMessageParams = {}): DeckMessageRef {
  return { key, params };
}

/** A deck message's English text (the error log's, and the fallback of a client without the key). */
export function deckText({ key, params }: DeckMessageRef): string {
  return DECK_ENGLISH[key](params);
}
