import { useEffect } from 'react';

/** The part of the Screen Wake Lock API this uses (absent from some browsers and from tests). */
interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/**
 * Keeps the screen on while a game is open, so that a phone lying on the table does not sleep
 * through the talk between two turns. Where the browser has the Screen Wake Lock; taken again
 * whenever the page becomes visible (the browser lets go of it when the page is hidden); let go
 * on leaving the game. A refusal (battery saver, no permission) is no failure: the screen simply
 * sleeps as it would have.
 */
export function useWakeLock(wakeLock: WakeLockLike | undefined = browserWakeLock()): void {
  useEffect(() => {
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let left = false;
    const take = () => {
      if (left || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      wakeLock.request('screen').then(
        (taken) => {
          if (left) void taken.release().catch(() => {});
          else sentinel = taken;
        },
        () => {},
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release().catch(() => {});
    };
  }, [wakeLock]);
}

function browserWakeLock(): WakeLockLike | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
}
