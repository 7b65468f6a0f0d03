import { type CardStatus, type GameView, type PerTeam, type PlayedCardView, TEAMS } from '@unsayable/rules';
import { type ReactNode, useEffect, useState } from 'react';
import { type MessageKey, useText } from '../i18n/i18n.ts';
import { prefersReducedMotion } from '../preferences/reduced-motion.ts';
import { nameOf, teamLabel } from './labels.ts';
import type { TurnReveal } from './turn-reveal.ts';
import { useCounted } from './use-counted.ts';
import './turn-reveal.css';
import './buzzed-word.css';

/** How long each card waits for the one before it: the cards come in one after another. */
const CARD_STEP_MS = 450;

const RESULT: Record<CardStatus, MessageKey> = {
  correct: 'play.list.correct',
  skipped: 'play.list.skipped',
  buzzed: 'play.list.buzzed',
};

/** What a card earned, team by team ("+1 Team 1"), or nothing for a buzzed card. */
function pointsText(points: PerTeam<number>, number: (n: number) => string): string {
  return TEAMS.filter((team) => (points[team] ?? 0) !== 0)
    .map((team) => `+${number(points[team] ?? 0)} ${teamLabel(team)}`)
    .join(' · ');
}

/** A team's score in the reveal, counting up to its new value. */
function CountedScore({ value }: { value: number }) {
  const { shown, counting } = useCounted(value);
  const { number } = useText();
  return <dd className={counting ? 'counting' : undefined}>{number(shown)}</dd>;
}

/**
 * The scores before and after the turn, as a plain list: the page's own Scores stay the one
 * region of that name.
 */
function RevealScores({ score, team }: { score: PerTeam<number>; team: string }) {
  return (
    <dl className="turn-reveal-scores">
      {TEAMS.filter((t) => score[t] !== undefined).map((t) => (
        <div key={t} className={`team-${t.slice(-1)}${t === team ? ' highlight' : ''}`}>
          <dt>{teamLabel(t)}</dt>
          <CountedScore value={score[t] ?? 0} />
        </div>
      ))}
    </dl>
  );
}

/**
 * The turn just confirmed, on every screen at once: its cards one after another (the word, its
 * forbidden words, the result and the points), then the scores counting up, then who gives next.
 * Still under reduced motion; closed by Continue, Escape, a tap beside it, or by itself after a
 * few seconds. The host's closes it on every screen (Skip for everyone).
 */
export function TurnRevealView({
  reveal,
  view,
  onClose,
  cardAction,
  note,
  forEveryone = false,
}: {
  reveal: TurnReveal;
  view: GameView;
  onClose: () => void;
  /** The host's screen: closing it closes every screen's (its button says so: Skip for everyone). */
  forEveryone?: boolean;
  /** What a player may do with a card of the turn (a player's screen: flag it); none on a TV. */
  cardAction?: (card: PlayedCardView) => ReactNode;
  /** Said under the cards (what that action did), in a live region of its own. */
  note?: ReactNode;
}) {
  const { t, number } = useText();
  const still = prefersReducedMotion();
  const [counted, setCounted] = useState(still);
  useEffect(() => {
    if (still) return;
    const timer = setTimeout(() => setCounted(true), CARD_STEP_MS * (reveal.cards.length + 1));
    return () => clearTimeout(timer);
  }, [still, reveal]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    // A tap beside the panel closes it too (the keyboard has Continue and Escape).
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and Continue close it from the keyboard
    <section
      className={`turn-reveal${still ? ' still' : ''}`}
      aria-labelledby="turn-reveal-title"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="turn-reveal-panel">
        <h2 id="turn-reveal-title" className={`turn-reveal-title team-${reveal.team.slice(-1)}`}>
          {t('reveal.title', { team: teamLabel(reveal.team) })}
        </h2>
        {reveal.cards.length === 0 ? (
          <p className="hint">{t('reveal.noCards')}</p>
        ) : (
          <ol className="turn-reveal-cards">
            {reveal.cards.map(({ card, points }, i) => (
              <li
                key={card.index}
                className={`turn-reveal-card result-${card.status}`}
                style={{ animationDelay: `${i * CARD_STEP_MS}ms` }}
              >
                <span className="turn-reveal-word">{card.word}</span>
                <span className="turn-reveal-result">{t(RESULT[card.status])}</span>
                <span className="turn-reveal-points">{pointsText(points, number)}</span>
                <span className="turn-reveal-forbidden">{card.forbidden.join(' · ')}</span>
                {card.buzzedWord !== undefined && (
                  <span className="turn-reveal-said buzzed-word-said">
                    {t('buzz.marked', { word: card.buzzedWord })}
                  </span>
                )}
                {cardAction && <span className="turn-reveal-action">{cardAction(card)}</span>}
              </li>
            ))}
          </ol>
        )}
        {note}
        <RevealScores score={counted ? reveal.scoreAfter : reveal.scoreBefore} team={reveal.team} />
        <p className="turn-reveal-next">
          {t('reveal.next', { giver: nameOf(view, reveal.nextGiverId), team: teamLabel(reveal.nextTeam) })}
        </p>
        <button type="button" className="button primary" onClick={onClose}>
          {t(forEveryone ? 'reveal.skipAll' : 'reveal.continue')}
        </button>
      </div>
    </section>
  );
}
