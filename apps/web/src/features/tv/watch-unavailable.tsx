import { Spinner } from '../../ui/spinner.tsx';

/** While the game is on its way, or why this page may not watch it (in the server's words). */
export function WatchLoading({ gamecode, refusal }: { gamecode: string; refusal: string | null }) {
  if (!refusal) return <Spinner label={`Loading game ${gamecode}`} />;
  return (
    <section className="panel">
      <h1>Game {gamecode} cannot be shown</h1>
      <p role="alert">{refusal}</p>
      <p className="actions">
        {/* A page load of its own: the home screen's connection is a player's, this page's is nobody's. */}
        <a className="button" href="/home">
          Home
        </a>
      </p>
    </section>
  );
}
