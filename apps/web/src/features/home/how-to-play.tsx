import './home.css';
import { Link } from 'react-router';

const EXAMPLE = { word: 'Beach', forbidden: ['Sand', 'Sea', 'Sun', 'Waves', 'Holiday'] };

/** The rules in a minute's reading, with a card to show what one looks like. */
export default function HowToPlay() {
  return (
    <article className="panel home-screen" aria-labelledby="rules-title">
      <h1 id="rules-title">How to play</h1>
      <p className="home-pitch">
        Get your team to say the word on the card without saying it, any part of it, or any of the forbidden
        words.
      </p>

      <h2>An example card</h2>
      <figure className="example-card" aria-labelledby="example-word">
        <h3 id="example-word">{EXAMPLE.word}</h3>
        <ul aria-label="Forbidden words">
          {EXAMPLE.forbidden.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
        <figcaption className="hint">Try: “Where you build castles and swim on a summer day.”</figcaption>
      </figure>

      <h2>Teams and turns</h2>
      <ul className="rules-list">
        <li>
          Players split into two teams, or three or four when the host chooses more (at least two players in
          each). Everyone uses their own phone or laptop.
        </li>
        <li>
          Each turn, one player of a team is the <strong>clue giver</strong>: they see the card and describe
          the word. Their teammates are the <strong>guessers</strong> and shout out answers; they never see
          the card.
        </li>
        <li>
          The next team <strong>watches</strong>: they see the card too, and one of them holds the buzzer. Say
          the card’s word in any form or any part of it (“bear” for Polar bear, “magic” for Magician), a
          forbidden word in any form or part of it, or make a gesture, and they press <strong>Buzz</strong>.
        </li>
        <li>
          Teams take turns in order: Team 1, Team 2, then Team 3 and Team 4 if there are more. Within a team
          everyone gets a go at giving clues. With three or four teams, the team after the giving team watches
          (Team 1 watches the last team), and the other teams wait for their turn.
        </li>
      </ul>

      <h2>During a turn</h2>
      <ul className="rules-list">
        <li>
          The giver presses <strong>Start turn</strong>; the timer runs for everyone at once.
        </li>
        <li>
          <strong>Correct</strong> when the team guesses the word, <strong>Skip</strong> to give up on a card,
          and the watchers’ <strong>Buzz</strong> throws the card out.
        </li>
        <li>
          Tapped the wrong one? The giver has 3 seconds to press <strong>Undo</strong> and get the card back.
        </li>
        <li>
          The host can <strong>Pause turn</strong> and <strong>Resume turn</strong>. If the giver’s phone
          drops off, the clock stops for everyone until they are back; after a minute away their turn ends.
        </li>
        <li>
          When time is up, the watcher checks the cards, can move any that were marked wrongly, and presses{' '}
          <strong>Confirm scores</strong>.
        </li>
      </ul>

      <h2>Scoring</h2>
      <ul className="rules-list">
        <li>Correct: 1 point to the giving team.</li>
        <li>Buzzed: no points.</li>
        <li>
          Skipped: no points, unless the game has a skip penalty: then half a point or a full point goes to
          the watching team.
        </li>
      </ul>

      <h2>The end</h2>
      <p>The host picks how the game ends when creating it:</p>
      <ul className="rules-list">
        <li>
          <strong>Turns per player</strong>: everyone on a team has given clues 1 to 5 times, someone who
          joined late too.
        </li>
        <li>
          <strong>Time limit</strong>: 10 to 90 minutes of play.
        </li>
        <li>
          <strong>Target score</strong>: a team reaches 10 to 100 points and leads.
        </li>
      </ul>
      <p>
        The game ends only after the last team’s turn of a round, so every team has had the same number of
        turns. Only three things can end it earlier in a round, leaving the teams before one turn ahead: a
        team has no players left, no cards are left to play, or the host ends the game early (a turn being
        checked still counts; one still running does not). The team with the most points wins; if the leading
        teams are level when a target score is reached, play goes on.
      </p>

      <h2>Your own cards</h2>
      <p>
        <strong>Make a deck</strong> on the start screen: paste or upload up to 2,000 cards, save, and share
        the deck’s link. To play it, paste the link in <strong>Deck link or code</strong> when creating a
        game; with <strong>Built-in cards too</strong> off, only the deck’s cards are dealt (it needs at least
        20). Players see the deck’s name and how many cards it has, never the cards.
      </p>

      <div className="actions">
        <Link className="button primary" to="/home/create">
          Create a game
        </Link>
        <Link className="button" to="/home/join">
          Join a game
        </Link>
      </div>
    </article>
  );
}
