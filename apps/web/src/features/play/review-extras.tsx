import type { GameView, PlayedCardView } from '@unsayable/rules';
import { useState } from 'react';
import { nameOf } from '../../game/labels.ts';
import { useSecondsLeft } from '../../game/use-turn-clock.ts';
import { formatNumber, useText } from '../../i18n/i18n.ts';
import { contestCard } from '../../state/cards-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { stopReviewCountdown } from '../../state/round-slice.ts';

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

/** The giving team's one tap on a card they think the reviewers got wrong, and its way back. */
export function ContestCard({ view, card }: { view: GameView; card: PlayedCardView }) {
  const dispatch = useAppDispatch();
  const { t } = useText();
  const [sending, setSending] = useState(false);
  const gp = view.gameplay;
  if (!view.you || view.you.team !== gp.givingTeam) return null;
  const contested = card.contestedBy !== undefined;
  const send = () => {
    setSending(true);
    void dispatch(contestCard({ gamecode: view.gamecode, index: card.index, contest: !contested })).finally(
      () => setSending(false),
    );
  };
  return (
    <button
      type="button"
      className={contested ? 'button compact review-withdraw' : 'button compact review-contest'}
      disabled={sending}
      aria-label={t(contested ? 'play.review.withdrawCard' : 'play.review.contestCard', { word: card.word })}
      onClick={send}
    >
      {t(contested ? 'play.review.withdraw' : 'play.review.contest')}
    </button>
  );
}

/**
 * The review's countdown, in a game that has one: when it runs out the server confirms the scores
 * as they stand. The host may stop it; the scores then wait for Confirm, as without one.
 */
export function ReviewCountdown({ view }: { view: GameView }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.round.pending);
  const { t } = useText();
  const seconds = useSecondsLeft(view.gameplay.reviewEndsAt);
  if (seconds === null) return null;
  return (
    <div className="review-countdown">
      <p role="timer">{t('play.review.countdown', { seconds: formatNumber(seconds) })}</p>
      {view.you?.host && (
        <button
          type="button"
          className="button compact"
          disabled={pending}
          onClick={() => void dispatch(stopReviewCountdown({ gamecode: view.gamecode }))}
        >
          {t('play.review.stopCountdown')}
        </button>
      )}
    </div>
  );
}
