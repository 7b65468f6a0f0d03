import { sources } from './deck.ts';
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

function emptyGameplay(): GameState['gameplay'] {
  return {
    roundStatus: 'preround',
    round: 1,
    half: 'top',
    order: { 'team 1': [], 'team 2': [] },
    turnIndex: { 'team 1': 0, 'team 2': 0 },
    rotations: { 'team 1': 0, 'team 2': 0 },
    score: { 'team 1': 0, 'team 2': 0 },
    giverId: null,
    giverName: null,
    watcherId: null,
    roundEndsAt: null,
    cardIndex: null,
    turnCards: [],
    pile: [],
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
    gameplay: emptyGameplay(),
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
 * Play again: the same players and teams in a new lobby, the same settings, and every card this
 * group has already drawn left out of the next deck.
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
  const game = blankGame(gamecode, previous.settings, now, players);
  game.excludedCardIds = [...new Set([...previous.excludedCardIds, ...drawn])];
  game.previousGamecode = previous.gamecode;
  if (previous.chosenDeck) game.chosenDeck = { ...previous.chosenDeck };
  if (catalogue) game.catalogueCardCount = sources(catalogue, game, deckCards).count;
  return game;
}
