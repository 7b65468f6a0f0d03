import type { GameView } from '@unsayable/rules';
import { useEffect, useRef, useState } from 'react';
import {
  closedForEveryone,
  type ReviewedTurn,
  revealAfter,
  revealDurationMs,
  reviewedTurn,
  type TurnReveal,
} from './turn-reveal.ts';

/**
 * The reveal of the turn just confirmed, on this screen, for a few seconds, until closed, or until
 * the next turn starts: kept from the review this screen saw, so a screen opened after the review
 * shows none. The host's close reaches every screen through the view (`revealClosed`); anyone
 * else's `close` is their screen's alone.
 */
export function useTurnReveal(view: GameView | null): {
  reveal: TurnReveal | null;
  close: () => void;
  /** Keeps the reveal on screen until it is closed (a player acting on it: flagging a card). */
  keep: () => void;
} {
  const reviewed = useRef<ReviewedTurn | null>(null);
  const [reveal, setReveal] = useState<TurnReveal | null>(null);
  const [kept, setKept] = useState(false);

  useEffect(() => {
    if (!view) return;
    // The next turn has started: its countdown matters more than the last turn's cards.
    if (view.status !== 'active' || view.gameplay.roundStatus !== 'preround') setReveal(null);
    else setReveal((shown) => (shown && closedForEveryone(shown, view) ? null : shown));
    const underReview = reviewedTurn(view);
    if (underReview) {
      reviewed.current = underReview;
      return;
    }
    const before = reviewed.current;
    if (!before) return;
    reviewed.current = null;
    const next = revealAfter(before, view);
    if (next && !closedForEveryone(next, view)) setReveal(next);
  }, [view]);

  useEffect(() => {
    if (!reveal || kept) return;
    const timer = setTimeout(() => setReveal(null), revealDurationMs(reveal.cards.length));
    return () => clearTimeout(timer);
  }, [reveal, kept]);
  // Each reveal goes by itself until someone acts on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reveal is the event
  useEffect(() => setKept(false), [reveal]);

  return { reveal, close: () => setReveal(null), keep: () => setKept(true) };
}
