import { type GameState, teamsShortOfTurns } from '@unsayable/rules';
import type { Store } from '../store/store.ts';

export interface PlayedGame {
  code: string;
  playedAt: number;
  team: string;
  result: 'won' | 'lost' | 'tie' | 'unfinished';
}

/** `team 1` as the account page shows it: `Team 1`. */
const teamLabel = (team: string) => team.charAt(0).toUpperCase() + team.slice(1);

/** How one game went for one player: their team and whether it won. */
export function playedGame(state: GameState, playerId: string): PlayedGame | undefined {
  const result = state.result;
  const seat = state.players.find((p) => p.playerId === playerId);
  const rostered = result
    ? Object.entries(result.rosters).find(([, roster]) => roster?.some((p) => p.playerId === playerId))?.[0]
    : undefined;
  const team = rostered ?? seat?.team;
  if (!team) return undefined;
  // A game ended before every team had as many turns has a leader, not a winner.
  const outcome =
    !result || teamsShortOfTurns(result).length > 0
      ? 'unfinished'
      : result.winner === 'tie'
        ? 'tie'
        : result.winner === team
          ? 'won'
          : 'lost';
  return {
    code: state.gamecode,
    playedAt: result?.finishedAt ?? state.createdAt,
    team: teamLabel(team),
    result: outcome,
  };
}

/** What `GET /api/account` shows a signed-in player: their decks and games, newest first. */
export async function profileOf(store: Store, userId: string) {
  const decks = (await store.decks.decksOwnedBy(userId)).map(
    ({ id, name, language, cardCount, editedAt }) => ({
      id,
      name,
      language,
      cardCount,
      editedAt,
    }),
  );
  const games: PlayedGame[] = [];
  for (const code of await store.gamesPlayedBy(userId)) {
    const state = await store.loadGame(code);
    const game = state && playedGame(state, userId);
    if (game) games.push(game);
  }
  games.sort((a, b) => b.playedAt - a.playedAt);
  return { decks, games };
}
