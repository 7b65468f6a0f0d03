import { cardFamilies, knownWords } from './card-families.ts';
import { DECK_MAX } from './constants.ts';
import { plain } from './outcome.ts';
import { shuffled } from './random.ts';
import type { Card, CardStatus, DeckEntry, Gameplay, GameState, Settings } from './types.ts';

/** The entry of each card not dealt yet, one for every deck that holds the card (`deckEntry`). */
const undealtEntries = new WeakMap<Card, DeckEntry>();

/** Each `{round}-{half}` text once: every card played made its own (10,000 in 250 games). */
const roundTexts = new Map<string, string>();

function sharedRound(text: string): string {
  const known = roundTexts.get(text);
  if (known !== undefined) return known;
  if (roundTexts.size < 1_000) roundTexts.set(text, text);
  return text;
}

/**
 * A deck entry, frozen. One not dealt yet (no status, no round, never seen) is the same object for
 * every deck that holds its card, as the card itself is: a game deals a few dozen of its deck's
 * hundreds of cards, and the server held an object for each of the others in every game (250 games
 * of 300 cards: 75,000 objects, 5.1 MB of its heap). So an entry holds no index: its place in the
 * deck is its index.
 */
export function deckEntry(
  cardOrDraft: Card,
  status: CardStatus | null = null,
  roundPlayed: string | null = null,
  seen = false,
): DeckEntry {
  // The card itself, not a draft's proxy of it (the host's cards, dealt inside a change): immer
  // does not look into a frozen entry to put the card back in place of its proxy.
  const card = plain(cardOrDraft);
  if (roundPlayed !== null)
    return Object.freeze({ card, status, roundPlayed: sharedRound(roundPlayed), seen });
  if (status !== null || seen) return Object.freeze({ card, status, roundPlayed, seen });
  let entry = undealtEntries.get(card);
  if (entry === undefined) {
    entry = Object.freeze({ card, status, roundPlayed, seen });
    undealtEntries.set(card, entry);
  }
  return entry;
}

/** Catalogue cards of the chosen categories that this group has not seen yet. */
function eligibleCards(catalogue: readonly Card[], settings: Settings, excluded: readonly string[]): Card[] {
  const seen = new Set(excluded);
  const categories = new Set<string>(settings.categories);
  return catalogue.filter((c) => !seen.has(c.id) && categories.has(c.category));
}

/**
 * The shuffled cards split in two: the first card of each family, then the others (Sun after
 * Sunburn). The host's cards count as dealt, so a catalogue relative of one is among the others.
 */
export function splitByFamily(
  shuffledCards: readonly Card[],
  gameCards: readonly Card[],
  known: ReadonlySet<string>,
): { firsts: Card[]; relatives: Card[] } {
  const family = cardFamilies([...gameCards, ...shuffledCards], known);
  const taken = new Set(gameCards.map((c) => family.get(c.id)));
  const firsts: Card[] = [];
  const relatives: Card[] = [];
  for (const card of shuffledCards) {
    const f = family.get(card.id);
    if (taken.has(f)) relatives.push(card);
    else {
      taken.add(f);
      firsts.push(card);
    }
  }
  return { firsts, relatives };
}

/**
 * The game's deck at start: the chosen categories of the catalogue and the host's own cards,
 * less what this group has already seen, shuffled. One card of each family comes first; the
 * relatives fill what room is left and lie at the bottom of the pile, so a game meets two of a
 * family only when it plays through every other card. The host's cards are always kept.
 */
export function buildDeck(
  catalogue: readonly Card[],
  gameCards: readonly Card[],
  settings: Settings,
  excluded: readonly string[],
  random: () => number,
): DeckEntry[] {
  const room = Math.max(0, DECK_MAX - gameCards.length);
  const { firsts, relatives } = splitByFamily(
    shuffled(eligibleCards(catalogue, settings, excluded), random),
    gameCards,
    knownWords(catalogue),
  );
  const top = firsts.slice(0, room);
  const bottom = relatives.slice(0, room - top.length);
  return [...shuffled([...gameCards, ...top], random), ...shuffled(bottom, random)].map((card) =>
    deckEntry(card),
  );
}

/** A player's deck's cards that this group has not seen yet. */
export function eligibleDeckCards(deckCards: readonly Card[], excluded: readonly string[]): Card[] {
  const seen = new Set(excluded);
  return deckCards.filter((c) => !seen.has(c.id));
}

/**
 * The cards a start draws on besides the host's: with a chosen deck, its unseen cards, and the
 * chosen categories only when Built-in cards too is on.
 */
export function sources(
  catalogue: readonly Card[],
  state: Pick<GameState, 'settings' | 'excludedCardIds' | 'chosenDeck'>,
  deckCards: readonly Card[] | null | undefined,
): { builtIn: readonly Card[]; own: Card[]; count: number } {
  const builtIn = !state.chosenDeck || state.chosenDeck.builtInToo ? catalogue : [];
  const own = state.chosenDeck ? eligibleDeckCards(deckCards ?? [], state.excludedCardIds) : [];
  return {
    builtIn,
    own,
    count: eligibleCatalogueCount(builtIn, state.settings, state.excludedCardIds) + own.length,
  };
}

/** How many catalogue cards a deck built now could draw on. */
export function eligibleCatalogueCount(
  catalogue: readonly Card[],
  settings: Settings,
  excluded: readonly string[],
): number {
  return eligibleCards(catalogue, settings, excluded).length;
}

/** How many cards a deck holds with this many catalogue cards to draw on and the host's own. */
export function deckSize(catalogueCount: number, gameCards: readonly Card[]): number {
  return Math.min(DECK_MAX, catalogueCount + gameCards.length);
}

/** How many cards a deck built now would hold, for the start check. */
export function eligibleCount(
  catalogue: readonly Card[],
  gameCards: readonly Card[],
  settings: Settings,
  excluded: readonly string[],
): number {
  return deckSize(eligibleCatalogueCount(catalogue, settings, excluded), gameCards);
}

/** A change to one deck entry: its index and the fields it takes. */
export type DeckChange = readonly [index: number, fields: Partial<DeckEntry>];

/**
 * A copy of the deck (up to 1,000 entries) with some entries changed, made outside the draft and
 * frozen, to put in the draft in its place. Through the draft, changing one entry made immer copy
 * the whole array and then walk every entry of it when finishing the change (a card action did
 * that for the deck, twice); a frozen value put into a draft is taken as it is.
 */
export function withDeckChanges(deck: readonly DeckEntry[], changes: readonly DeckChange[]): DeckEntry[] {
  // Spread, not slice(): V8 (Node 20) slices a frozen array many times slower.
  const copy = [...plain(deck)];
  for (const [index, fields] of changes) {
    const entry = copy[index];
    if (!entry) continue;
    const { card, status, roundPlayed, seen } = { ...entry, ...fields };
    copy[index] = deckEntry(card, status, roundPlayed, seen);
  }
  return Object.freeze(copy) as DeckEntry[];
}

/** The part of the gameplay that holds the pile. */
type PileOf = Pick<Gameplay, 'pile' | 'pileDrawn'>;

/** How many of the pass's order have been drawn (none in a game stored before it was counted). */
export function drawnFromPile(gp: PileOf): number {
  return gp.pileDrawn ?? 0;
}

/** How many cards are left in the pile. */
export function cardsInPile(gp: PileOf): number {
  return gp.pile.length - drawnFromPile(gp);
}

/** The pile: the deck indexes not drawn yet in this pass, the next first. */
export function undrawnCards(gp: PileOf): number[] {
  // A loop, not slice(): V8 (Node 20) slices a frozen array some fifty times slower.
  const pile = plain(gp.pile);
  const undrawn: number[] = [];
  for (let i = drawnFromPile(gp); i < pile.length; i++) undrawn.push(pile[i] as number);
  return undrawn;
}

/**
 * Puts the next card on screen. When the pile is empty, the skipped and buzzed cards of earlier
 * turns are reshuffled in (a new pass); with none, the deck is exhausted and no card shows.
 * `changes` are the caller's own changes to the deck in the same change (the card just marked),
 * written with the drawn card's `seen` in one copy of the deck, not one copy each. A draw copies
 * nothing of the pile: it counts one more card of the pass's order drawn.
 */
export function drawCard(state: GameState, random: () => number, changes: readonly DeckChange[] = []): void {
  const gp = state.gameplay;
  let unwritten = changes;
  if (cardsInPile(gp) === 0) {
    // The reshuffle reads the deck, with the caller's changes written (a rare step: one copy more).
    if (unwritten.length > 0) state.deck = withDeckChanges(state.deck, unwritten);
    unwritten = [];
    const thisTurn = new Set(gp.turnCards.map((t) => t.index));
    const again = plain(state.deck).flatMap((e, index) =>
      (e.status === 'skipped' || e.status === 'buzzed') && !thisTurn.has(index) ? [index] : [],
    );
    if (again.length > 0) {
      gp.pile = shuffled(again, random);
      gp.pileDrawn = 0;
      gp.pass += 1;
    }
  }
  // Read from the plain array, not the draft: through the draft every read is a proxy call.
  const drawnBefore = drawnFromPile(gp);
  const next = plain(gp.pile)[drawnBefore];
  if (next !== undefined) gp.pileDrawn = drawnBefore + 1;
  gp.cardIndex = next ?? null;
  const drawn = next !== undefined && plain(state.deck)[next] !== undefined;
  if (!drawn) gp.deckExhausted = true;
  const writes: readonly DeckChange[] = drawn ? [...unwritten, [next, { seen: true }]] : unwritten;
  if (writes.length > 0) state.deck = withDeckChanges(state.deck, writes);
}

/**
 * The card on screen when time runs out goes back unplayed, to the bottom of the pile: the
 * watching team has seen it and gives next, so it must not come straight back to them. The pile
 * is copied then, without the cards drawn before (once a turn).
 */
export function returnCardToPile(state: GameState): void {
  const gp = state.gameplay;
  if (gp.cardIndex !== null) {
    const pile = undrawnCards(gp);
    pile.push(gp.cardIndex);
    gp.pile = Object.freeze(pile) as number[];
    gp.pileDrawn = 0;
  }
  gp.cardIndex = null;
}

/**
 * The card on screen goes back on top of the pile, to come next (an undo takes back the draw that
 * followed a mark). The card just drawn is undrawn again, nothing copied; in a game stored before
 * `pileDrawn` was kept, the pile held the undrawn cards alone, and the card is put in front.
 */
export function returnCardToTop(gp: Gameplay): void {
  const card = gp.cardIndex;
  if (card === null) return;
  const drawn = drawnFromPile(gp);
  if (drawn > 0 && plain(gp.pile)[drawn - 1] === card) gp.pileDrawn = drawn - 1;
  else {
    gp.pile = Object.freeze([card, ...undrawnCards(gp)]) as number[];
    gp.pileDrawn = 0;
  }
  gp.cardIndex = null;
}
