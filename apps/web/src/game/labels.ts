import type { GameResult, GameView, Settings, Team } from '@unsayable/rules';
import { type MessageKey, translate } from '../i18n/i18n.ts';

/**
 * The names the host gave the teams of the game on screen. A tab shows one game at a time, and
 * its screen sets them as it draws the game's view (`useGame`, the TV's `useSpectatedGame`), so
 * every place that names a team (lists, turns, scores, the end) names it alike without each being
 * handed the settings, as `translate` knows the language without being told.
 */
let teamNames: Settings['teamNames'];

export function showTeamNames(names: Settings['teamNames']): void {
  teamNames = names;
}

/** How people read a team: its own name with its emoji ("🦊 Reds"), else "Team 1" … "Team 4"; "Unassigned". */
export function teamLabel(team: Team): string {
  if (team === 'unassigned') return translate('game.team.unassigned');
  const named = teamNames?.[team];
  if (named) return `${named.emoji} ${named.name}`;
  return translate(`game.team.${team.slice(-1)}` as MessageKey);
}

/** Teams as people read a list of them: "Team 1", "Team 1 and Team 3", "Team 1, Team 2 and Team 4". */
export function teamLabels(teams: readonly Team[]): string {
  const labels = teams.map(teamLabel);
  const last = labels.pop();
  return labels.length > 0
    ? translate('game.teams.and', { first: labels.join(', '), last: last ?? '' })
    : (last ?? '');
}

/** A player's name from the view, or a neutral word for someone who has left. */
export function nameOf(view: GameView, playerId: string | null): string {
  if (!playerId) return translate('game.nobody');
  return view.players.find((p) => p.playerId === playerId)?.name ?? translate('game.playerWhoLeft');
}

/** A card category as people read it ("Film, music and books"); an unknown one as it is written. */
export function categoryLabel(category: string): string {
  const key = `game.category.${category}` as MessageKey;
  const label = translate(key);
  return label === key ? category.charAt(0).toUpperCase() + category.slice(1) : label;
}

export function isOnline(view: GameView, playerId: string | null): boolean {
  return view.players.some((p) => p.playerId === playerId && p.online);
}

/** Why a game ended, as the end screen and the TV board say it. */
export const END_REASON = {
  turns: 'end.reason.turns',
  time: 'end.reason.time',
  score: 'end.reason.score',
  'empty team': 'end.reason.emptyTeam',
  deck: 'end.reason.deck',
  'ended by host': 'end.reason.host',
} as const satisfies Record<GameResult['reason'], MessageKey>;
