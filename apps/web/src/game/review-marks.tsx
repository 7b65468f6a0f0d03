import type { GameView, PlayedCardView } from '@unsayable/rules';
import './review-marks.css';
import { formatNumber, useText } from '../i18n/i18n.ts';
import { nameOf } from './labels.ts';
import { useSecondsLeft } from './use-turn-clock.ts';

/**
 * Under a card's word in the review: its forbidden words, small (the turn is over, so every screen
 * may see them), and who of the giving team contested it.
 */
export function CardMarks({ view, card }: { view: GameView; card: PlayedCardView }) {
  const { t } = useText();
  const words = card.forbidden.join(' · ');
  return (
    <>
      {words !== '' && (
        <span className="review-forbidden">
          <span className="visually-hidden">{t('play.review.forbidden', { words })}</span>
          <span aria-hidden="true">{words}</span>
        </span>
      )}
      {card.contestedBy !== undefined && (
        <span className="review-contested">
          {t('play.review.contestedBy', { name: nameOf(view, card.contestedBy) })}
        </span>
      )}
    </>
  );
}

/** The seconds until the review confirms itself, on server time. */
export function ReviewCountdownText({ endsAt }: { endsAt: number }) {
  const { t } = useText();
  const seconds = useSecondsLeft(endsAt);
  if (seconds === null) return null;
  return <p role="timer">{t('play.review.countdown', { seconds: formatNumber(seconds) })}</p>;
}
