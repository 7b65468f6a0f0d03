import './home.css';
import { Link } from 'react-router';

/** The start screen: four ways in, each a big target for one thumb. */
export default function HomeMenu() {
  return (
    <section className="panel home-screen" aria-labelledby="home-title">
      <h1 id="home-title">Describe it. Don't say it.</h1>
      <p className="home-pitch">A party game of forbidden words for two teams, played from your phones.</p>
      <ul className="home-menu">
        <li>
          <Link className="button primary" to="/home/create">
            Create game
          </Link>
        </li>
        <li>
          <Link className="button primary" to="/home/join">
            Join game
          </Link>
        </li>
        <li>
          <Link className="button" to="/home/rules">
            How to play
          </Link>
        </li>
        <li>
          <Link className="button" to="/home/submit">
            Suggest a card
          </Link>
        </li>
        <li>
          <Link className="button" to="/decks/new">
            Make a deck
          </Link>
        </li>
      </ul>
    </section>
  );
}
