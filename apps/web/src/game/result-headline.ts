import { type GameResult, type PlayingTeam, TEAMS, teamsShortOfTurns } from '@unsayable/rules';
import { translate } from '../i18n/i18n.ts';
import { teamLabel, teamLabels } from './labels.ts';

export interface ResultHeadline {
  /** What the end says first: who won, a tie, or, when the teams had unequal turns, who leads. */
  headline: string;
  /** The team celebrated: a winner only, never a team that merely led when the game was cut short. */
  winner: PlayingTeam | null;
  /** Which teams had fewer turns, when the game ended before every team had as many. */
  shortOfTurns: string | null;
}

/**
 * The end's headline, one rule for the players' end screen and the room's. A team wins only when
 * every team had as many turns; a game ended early after Team 1's turn alone has a leader, and
 * says that Team 2 had fewer turns.
 */
export function resultHeadline(result: GameResult | null): ResultHeadline {
  if (!result) return { headline: translate('end.gameOver'), winner: null, shortOfTurns: null };
  const teams = TEAMS.filter((t) => result.score[t] !== undefined);
  const best = Math.max(...teams.map((t) => result.score[t] ?? 0));
  const leaders = teams.filter((t) => result.score[t] === best);
  const short = teamsShortOfTurns(result);
  if (short.length > 0) {
    const [leader] = leaders;
    return {
      headline:
        leaders.length === 1 && leader
          ? translate('end.leads', { team: teamLabel(leader) })
          : translate('end.level'),
      winner: null,
      shortOfTurns: translate('end.shortOfTurns', { teams: teamLabels(short) }),
    };
  }
  if (result.winner !== 'tie') {
    return {
      headline: translate('end.wins', { team: teamLabel(result.winner) }),
      winner: result.winner,
      shortOfTurns: null,
    };
  }
  // With three or four teams, a tie may be between some of them only: say which.
  const headline =
    leaders.length < teams.length
      ? translate('end.teamsTie', { teams: teamLabels(leaders) })
      : translate('end.tie');
  return { headline, winner: null, shortOfTurns: null };
}
