import { type GameAwards, gameAwards } from './game-awards.ts';
import { perTeam, playingTeams } from './team-count.ts';
import type { GameState, Half, PerTeam, PlayingTeam } from './types.ts';

export interface TeamFigures {
  /** Turns the team gave clues in (a skipped turn of an absent giver not counted). */
  turns: number;
  correct: number;
  skipped: number;
  buzzed: number;
}

export interface BestTurn {
  round: number;
  half: Half;
  giverId: string;
  name: string;
  team: PlayingTeam;
  correct: number;
}

/**
 * What the end screen celebrates, from the confirmed cards of a finished game (public by then):
 * the turn with the most cards correct (the earliest on a tie; none when no card was correct, nor
 * when every turn played had as many), each team's cards while it gave clues, and the awards.
 */
export interface GameHighlights {
  bestTurn: BestTurn | null;
  teams: PerTeam<TeamFigures>;
  awards: GameAwards;
}

const turnKey = (round: number, half: Half) => `${round}-${half}`;

export function gameHighlights(state: GameState): GameHighlights {
  const { turns, plays } = state.gameplay;
  const teams = perTeam(playingTeams(state.settings), () => ({
    turns: 0,
    correct: 0,
    skipped: 0,
    buzzed: 0,
  }));
  const figuresOf = (team: PlayingTeam): TeamFigures =>
    (teams[team] ??= { turns: 0, correct: 0, skipped: 0, buzzed: 0 });
  for (const turn of turns) if (!turn.skipped) figuresOf(turn.givingTeam).turns += 1;

  const correctByTurn = new Map<string, number>();
  for (const play of plays) {
    const figures = figuresOf(play.givingTeam);
    if (play.status === 'correct') {
      figures.correct += 1;
      const key = turnKey(play.round, play.half);
      correctByTurn.set(key, (correctByTurn.get(key) ?? 0) + 1);
    } else if (play.status === 'skipped') figures.skipped += 1;
    else figures.buzzed += 1;
  }

  let bestTurn: BestTurn | null = null;
  const played = turns.filter((turn) => !turn.skipped);
  const counts = new Set(played.map((turn) => correctByTurn.get(turnKey(turn.round, turn.half)) ?? 0));
  for (const turn of counts.size === 1 && played.length > 1 ? [] : played) {
    const correct = correctByTurn.get(turnKey(turn.round, turn.half)) ?? 0;
    if (correct === 0 || (bestTurn && bestTurn.correct >= correct)) continue;
    const name = state.players.find((p) => p.playerId === turn.giverId)?.name ?? turn.giverName;
    bestTurn = {
      round: turn.round,
      half: turn.half,
      giverId: turn.giverId,
      name,
      team: turn.givingTeam,
      correct,
    };
  }
  return { bestTurn, teams, awards: gameAwards(state) };
}
