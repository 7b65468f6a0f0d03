import type { GameHighlights, PlayingTeam } from '@unsayable/rules';
import { activeLanguage, translate } from '../i18n/i18n.ts';
import { teamLabel } from './labels.ts';

/** One award as people read it: what it is, who won it, and the figure behind it. */
export interface AwardLine {
  award: 'bestTurn' | 'fastestGuess' | 'mostBuzzes' | 'closestCall';
  title: string;
  /** Who: a player's name, several names, or a team. */
  holder: string;
  detail: string;
  /** The team whose colour the award wears, when its holders are of one team. */
  team: PlayingTeam | null;
}

/** "Ada, Ben and Cy", as the active language lists names. */
export function listOfNames(names: string[]): string {
  return new Intl.ListFormat(activeLanguage(), { type: 'conjunction' }).format(names);
}

/** Seconds from milliseconds, with one decimal, as the active language writes them (2.4 or 2,4). */
function seconds(ms: number): string {
  return new Intl.NumberFormat(activeLanguage(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ms / 1000);
}

/**
 * The game's awards that say something, in the order the end shows them; `withBestTurn` false
 * leaves out the most cards in one turn, for a screen that already shows it (the players' end).
 */
export function awardLines(highlights: GameHighlights | null, withBestTurn = true): AwardLine[] {
  if (!highlights) return [];
  const lines: AwardLine[] = [];
  const best = highlights.bestTurn;
  if (best && withBestTurn)
    lines.push({
      award: 'bestTurn',
      title: translate('end.award.bestTurn'),
      holder: best.name,
      detail: translate('end.award.bestTurn.detail', { n: best.correct, team: teamLabel(best.team) }),
      team: best.team,
    });
  const { fastestGuess, mostBuzzes, closestCall } = highlights.awards;
  if (fastestGuess)
    lines.push({
      award: 'fastestGuess',
      title: translate('end.award.fastestGuess'),
      holder: fastestGuess.name,
      detail: translate('end.award.fastestGuess.detail', {
        seconds: seconds(fastestGuess.ms),
        team: teamLabel(fastestGuess.team),
      }),
      team: fastestGuess.team,
    });
  if (mostBuzzes) {
    const [first] = mostBuzzes.players;
    const team = first && mostBuzzes.players.every((p) => p.team === first.team) ? first.team : null;
    lines.push({
      award: 'mostBuzzes',
      title: translate('end.award.mostBuzzes', { n: mostBuzzes.players.length }),
      holder: listOfNames(mostBuzzes.players.map((p) => p.name)),
      detail: team
        ? translate('end.award.mostBuzzes.detailTeam', { n: mostBuzzes.count, team: teamLabel(team) })
        : translate('end.award.mostBuzzes.detail', { n: mostBuzzes.count }),
      team,
    });
  }
  if (closestCall?.kind === 'narrowWin')
    lines.push({
      award: 'closestCall',
      title: translate('end.award.closestCall'),
      holder: teamLabel(closestCall.team),
      detail: translate('end.award.narrowWin.detail', { n: closestCall.margin }),
      team: closestCall.team,
    });
  if (closestCall?.kind === 'lastSecond')
    lines.push({
      award: 'closestCall',
      title: translate('end.award.closestCall'),
      holder: closestCall.name,
      detail: translate('end.award.lastSecond.detail', {
        seconds: seconds(closestCall.msLeft),
        team: teamLabel(closestCall.team),
      }),
      team: closestCall.team,
    });
  return lines;
}
