import './tv.css';
import { useSpectatedGame } from './use-spectated-game.ts';
import { WatchLoading } from './watch-unavailable.tsx';
import { WatchedGame } from './watched-game.tsx';

/**
 * The TV board (/tv/{gamecode}): the game for the whole room on a laptop or smart TV, from the
 * lobby's code and QR code to the end. It takes no seat and is no player; its connection is
 * nobody's, so it never receives the card, even on a player's laptop.
 */
export default function TvBoard() {
  const { gamecode, view, refusal } = useSpectatedGame('tv');
  return (
    <div className="tv-board">
      {view ? (
        <WatchedGame view={view} qrSize={320} />
      ) : (
        <WatchLoading gamecode={gamecode} refusal={refusal} />
      )}
    </div>
  );
}
