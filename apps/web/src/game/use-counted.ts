import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../preferences/reduced-motion.ts';

const STEP_MS = 110;

/**
 * A number that counts up to a new, higher value a step at a time (whole points, or halves when
 * the gain has a half), so a score is seen ticking up. It jumps when it goes down, on first
 * show, and under reduced motion.
 */
export function useCounted(value: number): { shown: number; counting: boolean } {
  const [shown, setShown] = useState(value);
  const current = useRef(value);
  useEffect(() => {
    const from = current.current;
    if (value <= from || prefersReducedMotion()) {
      current.current = value;
      setShown(value);
      return;
    }
    const step = Number.isInteger(value - from) ? 1 : 0.5;
    const timer = setInterval(() => {
      current.current = Math.min(value, current.current + step);
      setShown(current.current);
      if (current.current >= value) clearInterval(timer);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [value]);
  return { shown, counting: shown !== value };
}
