import type { BrowserContext, Page } from '@playwright/test';

/**
 * A cue as the spec tells it from the length of the sound played (the files are 0.05, 0.6, 0.5,
 * 0.95 and 0.75 s).
 */
export type HeardCue = 'tick' | 'chime' | 'buzzer' | 'horn' | 'gong';

/**
 * Records, in every page of the context, what the play screen plays and vibrates, without
 * touching the app: each Web Audio buffer started (known by its length), each `navigator.vibrate`
 * pattern, each CSS animation that started, and when the time-up moment first appeared (epoch ms
 * on this machine's one clock).
 */
export async function recordSenses(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as {
      __heard: number[];
      __felt: unknown[];
      __timeUpAt: number[];
      __moved: string[];
    };
    w.__heard = [];
    w.__felt = [];
    w.__timeUpAt = [];
    w.__moved = [];
    document.addEventListener('animationstart', (event) => w.__moved.push(event.animationName), true);
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
      w.__heard.push(this.buffer?.duration ?? -1);
      return start.apply(this, args as Parameters<typeof start>);
    };
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => {
        w.__felt.push(pattern);
        return true;
      },
    });
    let shown = false;
    new MutationObserver(() => {
      const now = document.querySelector('.time-up') !== null;
      if (now && !shown) w.__timeUpAt.push(performance.timeOrigin + performance.now());
      shown = now;
    }).observe(document, { childList: true, subtree: true });
  });
}

function cueOf(seconds: number): HeardCue | 'unknown' {
  if (seconds > 0 && seconds < 0.1) return 'tick';
  if (Math.abs(seconds - 0.6) < 0.03) return 'chime';
  if (Math.abs(seconds - 0.5) < 0.03) return 'buzzer';
  if (Math.abs(seconds - 0.95) < 0.03) return 'horn';
  if (Math.abs(seconds - 0.75) < 0.03) return 'gong';
  return 'unknown';
}

export async function heard(page: Page): Promise<HeardCue[]> {
  const durations = await page.evaluate(() => (window as unknown as { __heard: number[] }).__heard);
  return durations.map(cueOf).filter((c): c is HeardCue => c !== 'unknown');
}

export async function felt(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __felt: unknown[] }).__felt);
}

export async function timeUpSeenAt(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __timeUpAt: number[] }).__timeUpAt);
}

/** The names of the CSS animations that have started on the page. */
export async function moved(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __moved: string[] }).__moved);
}
