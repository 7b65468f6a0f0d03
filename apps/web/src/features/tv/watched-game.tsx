import type { GameView } from '@unsayable/rules';
import { BuzzedWordFlash } from '../../game/buzzed-word-flash.tsx';
import { TimeUpFlash } from '../../game/time-up-flash.tsx';
import { TurnRevealView } from '../../game/turn-reveal-view.tsx';
import { useSoundBoard } from '../../game/use-sound-board.ts';
import { useTurnClock } from '../../game/use-turn-clock.ts';
import { useTurnReveal } from '../../game/use-turn-reveal.ts';
import { useText } from '../../i18n/i18n.ts';
import { useBuzzMoment } from './use-buzz-moment.ts';
import { WatchedEnd } from './watched-end.tsx';
import { WatchedLobby } from './watched-lobby.tsx';
import { WatchedTurn } from './watched-turn.tsx';

/** The buzz, across the screen for a moment: a picture (the live count says it in words). */
function BuzzFlash() {
  const { t } = useText();
  return (
    <div className="buzz-flash" aria-hidden="true">
      <span className="buzz-flash-text">{t('tv.buzzFlash')}</span>
    </div>
  );
}

/**
 * A game followed without a seat, from the lobby to the end: what the TV board and a spectator's
 * phone show, each at its own size. The turn is heard and felt as on the players' phones: the
 * ticks, the chime, the buzzer and the time-up moment; once confirmed, its cards are revealed.
 */
export function WatchedGame({ view, qrSize }: { view: GameView; qrSize: number }) {
  const play = useSoundBoard();
  const { seconds, timeUp } = useTurnClock(view.gameplay, play);
  const buzzed = useBuzzMoment(view.status === 'active' ? view.gameplay : null);
  const { reveal, close } = useTurnReveal(view);
  if (view.status === 'new') return <WatchedLobby view={view} qrSize={qrSize} />;
  if (view.status === 'finished') return <WatchedEnd view={view} />;
  return (
    <>
      <WatchedTurn view={view} seconds={seconds} />
      {buzzed && <BuzzFlash />}
      {timeUp && <TimeUpFlash />}
      <BuzzedWordFlash view={view} />
      {reveal && <TurnRevealView reveal={reveal} view={view} onClose={close} />}
    </>
  );
}
