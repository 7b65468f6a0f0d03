import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../state/hooks.ts';
import { Spinner } from '../ui/spinner.tsx';

/** After this long without a view, say that it is slow (the connection, most likely). */
const SLOW_MS = 8000;

/**
 * While the first view of the game is on its way. If the server refuses to show it (not a
 * player of it, no such game), say so at once with the server's words and a way to join; if it
 * failed for a passing reason (the network, a server error), say so while it is asked again.
 */
export function GameLoading({ gamecode }: { gamecode: string }) {
  const [slow, setSlow] = useState(false);
  const followed = useAppSelector((s) => s.game.gamecode === gamecode);
  const unavailable = useAppSelector((s) => s.game.unavailable);
  const loadFailure = useAppSelector((s) => s.game.loadFailure);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, []);
  if (followed && unavailable) {
    return (
      <section className="panel">
        <h1>Game {gamecode} is not open to you</h1>
        <p role="alert">{unavailable}</p>
        <p className="actions">
          <Link className="button primary" to={`/home/join?code=${encodeURIComponent(gamecode)}`}>
            Join game {gamecode}
          </Link>
          <Link className="button" to="/home">
            Home
          </Link>
        </p>
      </section>
    );
  }
  return (
    <>
      <Spinner label={`Loading game ${gamecode}`} />
      {followed && loadFailure ? (
        <p className="hint" role="alert">
          {loadFailure} Trying again…
        </p>
      ) : (
        slow && (
          <p className="hint" role="status">
            Still loading game {gamecode}… check your connection.
          </p>
        )
      )}
    </>
  );
}

/** Someone who is not (or no longer) a player of this game. */
export function NotMember({ gamecode }: { gamecode: string }) {
  return (
    <section className="panel">
      <h1>You are not in game {gamecode}</h1>
      <p>To take part, join it with your name.</p>
      <p className="actions">
        <Link className="button primary" to={`/home/join?code=${encodeURIComponent(gamecode)}`}>
          Join game {gamecode}
        </Link>
      </p>
    </section>
  );
}
