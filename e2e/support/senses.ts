import type { BrowserContext, Page } from '@playwright/test';

/**
 * A cue as the spec tells it from the length of the sound played (the files are 0.05, 0.6, 0.5,
 * 0.95 and 0.75 s).
 */
export type HeardCue = 'tick' | 'chime' | 'buzzer' | 'horn' | 'gong';

/** A sound the page started: its length, its context, and the context's time when it started. */
interface Sound {
  duration: number;
  context: BaseAudioContext;
  at: number;
}

/**
 * Records, in every page of the context, what the play screen plays and vibrates, without
 * touching the app: each Web Audio buffer started (known by its length, and heard once its
 * context has played past its end: a sleeping context holds it until it wakes), each
 * `navigator.vibrate` pattern, each CSS animation that started, and when the time-up moment first
 * appeared (epoch ms on this machine's one clock).
 */
export async function recordSenses(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as {
      __sounds: Sound[];
      __felt: unknown[];
      __timeUpAt: number[];
      __moved: string[];
    };
    w.__sounds = [];
    w.__felt = [];
    w.__timeUpAt = [];
    w.__moved = [];
    document.addEventListener('animationstart', (event) => w.__moved.push(event.animationName), true);
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
      w.__sounds.push({
        duration: this.buffer?.duration ?? -1,
        context: this.context,
        at: this.context.currentTime,
      });
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

function cuesOf(durations: number[]): HeardCue[] {
  return durations.map(cueOf).filter((c): c is HeardCue => c !== 'unknown');
}

/** The cues the page has played to their end. */
export async function heard(page: Page): Promise<HeardCue[]> {
  return cuesOf(
    await page.evaluate(() =>
      (window as unknown as { __sounds: Sound[] }).__sounds
        .filter((sound) => sound.context.currentTime >= sound.at + sound.duration)
        .map((sound) => sound.duration),
    ),
  );
}

/** The cues the page has started, played yet or not: what a muted device must have none of. */
export async function started(page: Page): Promise<HeardCue[]> {
  return cuesOf(
    await page.evaluate(() =>
      (window as unknown as { __sounds: Sound[] }).__sounds.map((sound) => sound.duration),
    ),
  );
}

/** The state of the audio context the page's last sound played through, or null before any. */
export async function audioState(page: Page): Promise<AudioContextState | null> {
  return page.evaluate(
    () => (window as unknown as { __sounds: Sound[] }).__sounds.at(-1)?.context.state ?? null,
  );
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
