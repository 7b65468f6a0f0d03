import type { GameView } from '@unsayable/rules';
import { teamLabel } from '../game/labels.ts';
import type { MessageKey, MessageValues } from '../i18n/i18n.ts';
import type { LeaveScreen } from './navigation-rules.ts';

/** One sentence of the dialog, by its catalogue key. */
export interface WarningText {
  key: MessageKey;
  values?: MessageValues;
}

/**
 * What Leave asks before it lets go of a seat: its title and what is lost, as the rules have it.
 * A leaver's seat goes, and during play their place in their team's turn order (`dropPlayer`);
 * the host role passes to the earliest-joined player left; anyone may join an active game again,
 * unassigned, and is put at the end of the order of the team they pick, except when this leave
 * empties a team, which ends the game. A finished game's rosters keep the leaver's name; Play
 * again takes only the players still in it. Before the game's view has arrived, what holds for
 * every player of that screen.
 */
export function leaveWarning(
  screen: LeaveScreen,
  gamecode: string,
  view: GameView | null,
): { title: WarningText; lines: WarningText[] } {
  const code = { code: gamecode };
  if (screen === 'end')
    return {
      title: { key: 'leave.end.title', values: code },
      lines: [{ key: 'leave.end.body', values: code }],
    };
  const you = view?.you ?? null;
  // Not known yet (no view): a player during play is most likely on a team.
  const inAnOrder = screen === 'play' && you?.team !== 'unassigned';
  const lastOfTeam = you && inAnOrder && view?.players.filter((p) => p.team === you.team).length === 1;
  const lines: WarningText[] = [{ key: inAnOrder ? 'leave.play.seatAndOrder' : 'leave.seat', values: code }];
  if (you && lastOfTeam) lines.push({ key: 'leave.play.lastOfTeam', values: { team: teamLabel(you.team) } });
  else if (screen === 'play') lines.push({ key: 'leave.play.rejoin', values: code });
  if (you?.host && (view?.players.length ?? 0) > 1) lines.push({ key: 'leave.host' });
  return { title: { key: 'leave.title', values: code }, lines };
}
