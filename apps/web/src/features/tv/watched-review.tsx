import type { CardStatus, GameView } from '@unsayable/rules';
import { CardMarks, ReviewCountdownText } from '../../game/review-marks.tsx';
import { type MessageKey, useText } from '../../i18n/i18n.ts';

const STATUS_LABELS: Record<CardStatus, MessageKey> = {
  correct: 'play.list.correct',
  skipped: 'play.list.skipped',
  buzzed: 'play.list.buzzed',
};

/**
 * The turn under review as the room sees it: each card with how it went, its forbidden words (the
 * turn is over, so they are no secret now), who of the giving team contested it, and the review's
 * countdown. Nothing to press: the players review on their phones.
 */
export function WatchedReview({ view }: { view: GameView }) {
  const { t } = useText();
  const gp = view.gameplay;
  const cards = gp.turnCards ?? [];
  return (
    <section className="watch-review" aria-label={t('play.review')}>
      {gp.reviewEndsAt !== null && <ReviewCountdownText endsAt={gp.reviewEndsAt} />}
      {cards.length === 0 ? (
        <p className="hint">{t('play.review.noCards')}</p>
      ) : (
        <ul>
          {cards.map((card) => (
            <li key={card.index} className={`watch-review-${card.status}`}>
              <span className="review-word">
                {card.word}
                <CardMarks view={view} card={card} />
              </span>
              <span className="watch-review-status">{t(STATUS_LABELS[card.status])}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
