import type { GameView } from '@unsayable/rules';
import { useEffect, useRef, useState } from 'react';
import { cardEventBetween } from '../../game/turn-events.ts';

/** How long the buzz fills the board. */
const BUZZ_SHOWN_MS = 1600;

/** True for a moment after the watching team buzzed (seen, like every device, from the turn's tally). */
export function useBuzzMoment(gp: GameView['gameplay'] | null): boolean {
  const previous = useRef<GameView['gameplay'] | null>(null);
  const [buzzed, setBuzzed] = useState(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = gp;
    if (gp && cardEventBetween(before, gp) === 'buzzed') setBuzzed(true);
  }, [gp]);
  useEffect(() => {
    if (!buzzed) return;
    const timer = setTimeout(() => setBuzzed(false), BUZZ_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [buzzed]);
  return buzzed;
}
