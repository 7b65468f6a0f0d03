import type { CardStatus, PlayedCardView, VisibleCard } from '@unsayable/rules';
import { useEffect, useRef, useState } from 'react';
import { type MessageKey, useText } from '../../i18n/i18n.ts';
import { prefersReducedMotion } from '../../preferences/reduced-motion.ts';
import { CardFace, CardView } from './card-view.tsx';

/** How long a played card takes to leave (card.css has the same). */
const LEAVE_MS = 650;

const STAMP = {
  correct: 'play.stamp.correct',
  skipped: 'play.stamp.skipped',
  buzzed: 'play.stamp.buzzed',
} as const satisfies Record<CardStatus, MessageKey>;

interface Leaving {
  card: VisibleCard;
  status: CardStatus;
}

/**
 * The card on screen, and the one just played on its way out: it flies off on Correct, slides
 * aside on Skip, shakes on a Buzz; the next one comes in. The leaving card is a picture only
 * (hidden from screen readers); with reduced motion there is none, the next card simply appears.
 */
export function CardStage({ card, turnCards }: { card: VisibleCard; turnCards: PlayedCardView[] | null }) {
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const shown = useRef(card);
  const { t } = useText();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new card index is the event; turnCards is read then
  useEffect(() => {
    const before = shown.current;
    shown.current = card;
    if (before.index === card.index) return;
    if (prefersReducedMotion()) return;
    const status = turnCards?.find((c) => c.index === before.index)?.status ?? 'skipped';
    setLeaving({ card: before, status });
    const timer = setTimeout(() => setLeaving(null), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [card.index]);

  return (
    <div className="card-stage">
      <CardView key={card.index} card={card} />
      {leaving && (
        <div className={`card card-leaving leaving-${leaving.status}`} aria-hidden="true">
          <CardFace card={leaving.card} />
          <span className="card-stamp">{t(STAMP[leaving.status])}</span>
        </div>
      )}
    </div>
  );
}
