import { eligibleCatalogueCount } from './deck.ts';
import { perTeam, playingTeams } from './team-count.ts';
import type { Card, GameState, PlayerEntry, Settings } from './types.ts';

export interface NewGame {
  gamecode: string;
  hostId: string;
  hostName: string;
  settings: Settings;
  now: number;
  /** The card catalogue, to count the cards the deck could draw on (the lobby's start check). */
  catalogue?: readonly Card[];
}

function emptyGameplay(settings: Settings): GameState['gameplay'] {
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
export function createGame({ gamecode, hostId, hostName, settings, now, catalogue }: NewGame): GameState {
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
  if (catalogue) game.catalogueCardCount = eligibleCatalogueCount(catalogue, settings, []);
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
): GameState {
  const players = previous.players.map((p) => ({ ...p, pendingTeam: null, joinedAt: now }));
  const drawn = previous.deck.filter((e) => e.seen).map((e) => e.card.id);
  const game = blankGame(gamecode, previous.settings, now, players);
  game.excludedCardIds = [...new Set([...previous.excludedCardIds, ...drawn])];
  game.previousGamecode = previous.gamecode;
  if (catalogue)
    game.catalogueCardCount = eligibleCatalogueCount(catalogue, game.settings, game.excludedCardIds);
  return game;
}
