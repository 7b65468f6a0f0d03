import type { GameView } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';
import { PausedNotice } from '../../game/paused-notice.tsx';
import { useText } from '../../i18n/i18n.ts';
import { RoleLine } from './turn-summary.tsx';

/**
 * The top of a running turn, in one compact line: the round, who gives, and what the viewer is;
 * while the clock is stopped, Paused and why, in its place. Everything else of the game waits
 * below the turn, so that the countdown, the card and its buttons fill the screen.
 */
export function TurnBar({ view, away = false }: { view: GameView; away?: boolean }) {
  const gp = view.gameplay;
  const { t } = useText();
  return (
    <div className="turn-bar">
      <h1>{t('play.heading', { round: gp.round, team: teamLabel(gp.givingTeam) })}</h1>
      {gp.pause || away ? <PausedNotice view={view} away={away} /> : <RoleLine view={view} />}
    </div>
  );
}
