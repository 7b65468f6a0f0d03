import { DECK_MIN } from './constants.ts';
import { sources } from './deck.ts';
import { gameLanguage } from './schemas.ts';
import { perTeam, playingTeams } from './team-count.ts';
import type { Card, ChosenDeck, GameState, PlayerEntry, Settings } from './types.ts';

export interface NewGame {
  gamecode: string;
  hostId: string;
  hostName: string;
  settings: Settings;
  now: number;
  /** The card catalogue, to count the cards the deck could draw on (the lobby's start check). */
  catalogue?: readonly Card[];
  /** A player's deck to deal from, with its cards (to count them; the game keeps only the choice). */
  deck?: { chosen: ChosenDeck; cards: readonly Card[] };
}

/** The gameplay of a game in the lobby: nothing played, one entry per team of `settings`. */
export function emptyGameplay(settings: Settings): GameState['gameplay'] {
  const teams = playingTeams(settings);
  return {
    roundStatus: 'preround',
    round: 1,
    half: 'top',
    order: perTeam(teams, () => []),
    turnIndex: perTeam(teams, () => 0),
    rotations: perTeam(teams, () => 0),
    score: perTeam(teams, () => 0),
    giverId: null,
    giverName: null,
    watcherId: null,
    turnEndsAt: null,
    pause: null,
    lastMark: null,
    cardIndex: null,
    turnCards: [],
    pile: [],
    pileDrawn: 0,
    pass: 0,
    deckExhausted: false,
    startedAt: null,
    turns: [],
    plays: [],
  };
}

function blankGame(gamecode: string, settings: Settings, now: number, players: PlayerEntry[]): GameState {
  return {
    gamecode,
    createdAt: now,
    status: 'new',
    version: 1,
    players,
    users: players.map((p) => p.playerId),
    settings,
    gameplay: emptyGameplay(settings),
    deck: [],
    gameCards: [],
    nextGameCardId: 1,
    excludedCardIds: [],
    result: null,
    previousGamecode: null,
    nextGamecode: null,
  };
}

/** A new game in the lobby, its creator the host, unassigned. */
export function createGame({
  gamecode,
  hostId,
  hostName,
  settings,
  now,
  catalogue,
  deck,
}: NewGame): GameState {
  const host: PlayerEntry = {
    playerId: hostId,
    name: hostName,
    team: 'unassigned',
    host: true,
    online: true,
    lastSeen: now,
    joinedAt: now,
    pendingTeam: null,
  };
  const game = blankGame(gamecode, settings, now, [host]);
  if (deck) game.chosenDeck = { ...deck.chosen };
  if (catalogue) game.catalogueCardCount = sources(catalogue, game, deck?.cards).count;
  return game;
}

/**
 * The cards a group has drawn, oldest first, left out of its next deck. A group that plays game
 * after game would otherwise run out of fresh cards (and could not start at all), and the list
 * would grow without end. So once fewer fresh cards remain in the chosen categories than twice
 * what the last game drew, the cards of earlier games come back, those drawn longest ago first;
 * the last game's own cards come back only when a game could not start without them (fewer than
 * the 20 it needs), again the first drawn first.
 */
export function cardsToLeaveOut(
  previouslyLeftOut: readonly string[],
  drawn: readonly string[],
  settings: Settings,
  catalogue?: readonly Card[],
  /** A player's deck the game deals from: its cards, and whether the categories join them. */
  deck?: { cards: readonly Card[]; builtInToo: boolean },
): string[] {
  const justDrawn = new Set(drawn);
  const earlier = previouslyLeftOut.filter((id) => !justDrawn.has(id));
  const last = [...justDrawn];
  if (!catalogue) return [...earlier, ...last];
  // Cards no longer in the catalogue (an operator removed them, or the host's own) are forgotten.
  const own = deck?.cards ?? [];
  const known = new Set([...catalogue, ...own].map((c) => c.id));
  const categories = new Set<string>(settings.categories);
  const builtIn = !deck || deck.builtInToo ? catalogue.filter((c) => categories.has(c.category)) : [];
  const eligible = new Set([...builtIn, ...own].map((c) => c.id));
  let fresh = eligible.size - [...earlier, ...last].filter((id) => eligible.has(id)).length;
  /** Drops ids from the front of `list` until `fresh` reaches `wanted`; returns the rest. */
  const bringBack = (list: readonly string[], wanted: number): string[] => {
    let back = 0;
    while (fresh < wanted && back < list.length) {
      if (eligible.has(list[back] as string)) fresh++;
      back++;
    }
    return list.slice(back);
  };
  const keptEarlier = bringBack(earlier, Math.min(eligible.size, Math.max(DECK_MIN, 2 * last.length)));
  const keptLast = bringBack(last, Math.min(eligible.size, DECK_MIN));
  return [...keptEarlier, ...keptLast].filter((id) => known.has(id));
}

/**
 * Play again: the same players and teams in a new lobby, the same settings, and the cards this
 * group has drawn left out of the next deck (see `cardsToLeaveOut`).
 */
export function rematch(
  previous: GameState,
  gamecode: string,
  now: number,
  catalogue?: readonly Card[],
  deckCards?: readonly Card[] | null,
): GameState {
  const players = previous.players.map((p) => ({ ...p, pendingTeam: null, joinedAt: now }));
  const drawn = previous.deck.filter((e) => e.seen).map((e) => e.card.id);
  // A game stored before games had a language was English: its next game says so.
  const settings = { ...previous.settings, language: gameLanguage(previous.settings) };
  const game = blankGame(gamecode, settings, now, players);
  const deck = previous.chosenDeck
    ? { cards: deckCards ?? [], builtInToo: previous.chosenDeck.builtInToo }
    : undefined;
  game.excludedCardIds = cardsToLeaveOut(previous.excludedCardIds, drawn, settings, catalogue, deck);
  game.previousGamecode = previous.gamecode;
  if (previous.chosenDeck) game.chosenDeck = { ...previous.chosenDeck };
  // Whom the host removed stays out of the group's next game too, until let back in there.
  if (previous.removed?.length) game.removed = previous.removed.map((r) => ({ ...r }));
  if (catalogue) game.catalogueCardCount = sources(catalogue, game, deckCards).count;
  return game;
}
