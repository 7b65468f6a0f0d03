import type { GameView } from '@unsayable/rules';
import { useEffect, useRef, useState } from 'react';
import { newlyMarkedWord } from './buzzed-words.ts';

/** How long the marked word fills the screen. */
const FLASH_SHOWN_MS = 2200;

/** The word a watcher just marked, for a moment; null the rest of the time. */
export function useBuzzedWordFlash(gp: GameView['gameplay'] | null): string | null {
  const previous = useRef<GameView['gameplay'] | null>(null);
  const [word, setWord] = useState<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = gp;
    const marked = gp ? newlyMarkedWord(before, gp) : null;
    if (marked !== null) setWord(marked);
  }, [gp]);
  useEffect(() => {
    if (word === null) return;
    const timer = setTimeout(() => setWord(null), FLASH_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [word]);
  return word;
}
