import { teamsShortOfTurns } from './end.ts';
import { watchingTeam } from './roles.ts';
import { playingTeams, teamCountOf } from './team-count.ts';
import type { GameState, Half, PlayingTeam, PlayRecord } from './types.ts';

/** A card guessed with this little or less left on the turn's clock is a close call. */
export const LAST_SECONDS_MS = 5_000;
/** A win by this many points or fewer is a close call. */
export const NARROW_MARGIN = 1;

export interface AwardedPlayer {
  playerId: string;
  name: string;
  team: PlayingTeam;
}

/** The correct card that took its team the least time, when cards took different times. */
export interface FastestGuess extends AwardedPlayer {
  /** The giver's time on the card, from its showing to Correct (ms). */
  ms: number;
  round: number;
  half: Half;
}

/** The watchers whose Buzz caught the most forbidden words (several on a tie), when not everyone ties. */
export interface MostBuzzes {
  players: AwardedPlayer[];
  count: number;
}

/**
 * The closest call: a win by a point or less, or else the card guessed latest in its turn's last
 * seconds.
 */
export type ClosestCall =
  | { kind: 'narrowWin'; team: PlayingTeam; margin: number }
  | ({ kind: 'lastSecond'; msLeft: number; round: number; half: Half } & AwardedPlayer);

/** Awards worth reading at the end, each null when it would say nothing. */
export interface GameAwards {
  fastestGuess: FastestGuess | null;
  mostBuzzes: MostBuzzes | null;
  closestCall: ClosestCall | null;
}

function nameOf(state: GameState, playerId: string): string {
  const present = state.players.find((p) => p.playerId === playerId)?.name;
  if (present !== undefined) return present;
  const turn = state.gameplay.turns.findLast((t) => t.giverId === playerId);
  if (turn) return turn.giverName;
  for (const team of playingTeams(state.settings)) {
    const found = state.result?.rosters[team]?.find((p) => p.playerId === playerId);
    if (found) return found.name;
  }
  return '';
}

function giverOf(state: GameState, play: PlayRecord): AwardedPlayer {
  return { playerId: play.giverId, name: nameOf(state, play.giverId), team: play.givingTeam };
}

function fastestGuess(state: GameState): FastestGuess | null {
  const timed = state.gameplay.plays.filter(
    (p): p is PlayRecord & { msOnScreen: number } =>
      p.status === 'correct' && p.msOnScreen !== undefined && p.msOnScreen > 0,
  );
  let fastest: (typeof timed)[number] | undefined;
  let slowest = 0;
  for (const play of timed) {
    if (!fastest || play.msOnScreen < fastest.msOnScreen) fastest = play;
    slowest = Math.max(slowest, play.msOnScreen);
  }
  if (!fastest || fastest.msOnScreen === slowest) return null;
  return { ...giverOf(state, fastest), ms: fastest.msOnScreen, round: fastest.round, half: fastest.half };
}

function mostBuzzes(state: GameState): MostBuzzes | null {
  const teamCount = teamCountOf(state.settings);
  const caught = new Map<string, { team: PlayingTeam; count: number }>();
  for (const play of state.gameplay.plays) {
    if (play.status !== 'buzzed' || play.buzzerId === undefined) continue;
    const held = caught.get(play.buzzerId) ?? { team: watchingTeam(play.half, teamCount), count: 0 };
    held.count += 1;
    caught.set(play.buzzerId, held);
  }
  const count = Math.max(0, ...[...caught.values()].map((c) => c.count));
  if (count === 0) return null;
  const top = [...caught.entries()].filter(([, c]) => c.count === count);
  // Everyone who played caught as many: nobody stands out.
  const everyone = new Set([
    ...caught.keys(),
    ...playingTeams(state.settings).flatMap((t) => (state.result?.rosters[t] ?? []).map((p) => p.playerId)),
  ]);
  if (top.length === everyone.size) return null;
  return {
    players: top.map(([playerId, c]) => ({ playerId, name: nameOf(state, playerId), team: c.team })),
    count,
  };
}

function narrowWin(state: GameState): ClosestCall | null {
  const result = state.result;
  if (!result || result.winner === 'tie' || teamsShortOfTurns(result).length > 0) return null;
  const winner = result.winner;
  const others = playingTeams(state.settings)
    .filter((t) => t !== winner)
    .map((t) => result.score[t] ?? 0);
  const margin = (result.score[winner] ?? 0) - Math.max(...others);
  return margin > 0 && margin <= NARROW_MARGIN ? { kind: 'narrowWin', team: winner, margin } : null;
}

function lastSecond(state: GameState): ClosestCall | null {
  let latest: (PlayRecord & { msLeft: number }) | undefined;
  for (const play of state.gameplay.plays) {
    if (play.status !== 'correct' || play.msLeft === undefined || play.msLeft > LAST_SECONDS_MS) continue;
    if (!latest || play.msLeft < latest.msLeft) latest = { ...play, msLeft: play.msLeft };
  }
  if (!latest) return null;
  return {
    kind: 'lastSecond',
    ...giverOf(state, latest),
    msLeft: latest.msLeft,
    round: latest.round,
    half: latest.half,
  };
}

/** The awards of a finished game, from its confirmed plays (public by then) and its result. */
export function gameAwards(state: GameState): GameAwards {
  return {
    fastestGuess: fastestGuess(state),
    mostBuzzes: mostBuzzes(state),
    closestCall: narrowWin(state) ?? lastSecond(state),
  };
}
