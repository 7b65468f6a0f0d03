import { useCallback, useEffect, useRef } from 'react';
import { type Cue, createSoundBoard, type SoundBoard } from './sound-board.ts';

/**
 * The sound board for as long as the play screen is open. Browsers start audio only after the
 * person has touched the page, so any touch or key on the screen lets it play.
 */
export function useSoundBoard(): (cue: Cue) => void {
  const board = useRef<SoundBoard | null>(null);
  useEffect(() => {
    const created = createSoundBoard();
    board.current = created;
    const unlock = () => created.unlock();
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    return () => {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
      created.close();
      if (board.current === created) board.current = null;
    };
  }, []);
  return useCallback((cue: Cue) => board.current?.play(cue), []);
}
