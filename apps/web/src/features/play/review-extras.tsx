import type { GameView, PlayedCardView } from '@unsayable/rules';
import { useState } from 'react';
import { ReviewCountdownText } from '../../game/review-marks.tsx';
import { useText } from '../../i18n/i18n.ts';
import { contestCard } from '../../state/cards-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { stopReviewCountdown } from '../../state/round-slice.ts';

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
  if (view.gameplay.reviewEndsAt === null) return null;
  return (
    <div className="review-countdown">
      <ReviewCountdownText endsAt={view.gameplay.reviewEndsAt} />
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
