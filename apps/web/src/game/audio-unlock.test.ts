// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keepAudioAwake,
  pageAudioContext,
  QUIET_MS,
  resumeAudio,
  unlockAudioOnFirstTouch,
} from './audio-unlock.ts';

/** A context with Web Audio's states; each test's is closed after it, as the page's next is new. */
function fakeContextClass(initial: AudioContextState) {
  const made: FakeContext[] = [];
  class FakeContext {
    state: AudioContextState = initial;
    resume = vi.fn(async () => {
      this.state = 'running';
    });
    suspend = vi.fn(async () => {
      this.state = 'suspended';
    });
    constructor() {
      made.push(this);
    }
  }
  return { FakeContext, made };
}

afterEach(() => {
  const context = pageAudioContext() as { state: string } | null;
  if (context) context.state = 'closed';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('audio on the first touch', () => {
  it('resumes the page’s one audio context from a touch, then stops listening', async () => {
    const { FakeContext, made } = fakeContextClass('suspended');
    vi.stubGlobal('AudioContext', FakeContext);
    const target = new EventTarget() as unknown as Window;
    const remove = vi.spyOn(target, 'removeEventListener');
    unlockAudioOnFirstTouch(target);
    expect(made).toHaveLength(0);
    target.dispatchEvent(new Event('pointerdown'));
    const context = made[0] as InstanceType<typeof FakeContext>;
    expect(context.resume).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(remove).toHaveBeenCalledWith('pointerdown', expect.any(Function), true);
    expect(remove).toHaveBeenCalledWith('keydown', expect.any(Function), true);
    expect(pageAudioContext()).toBe(pageAudioContext());
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(context.resume).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
  });

  it('keeps listening while the browser refuses to start audio', async () => {
    const { FakeContext, made } = fakeContextClass('suspended');
    vi.stubGlobal('AudioContext', FakeContext);
    const target = new EventTarget() as unknown as Window;
    const context = pageAudioContext() as unknown as InstanceType<typeof FakeContext>;
    context.resume.mockImplementation(async () => {
      throw new Error('not allowed');
    });
    unlockAudioOnFirstTouch(target);
    target.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    target.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    target.dispatchEvent(new Event('pointerdown'));
    expect(made).toHaveLength(1);
    expect(context.resume).toHaveBeenCalledTimes(3);
  });
});

describe('a quiet context sleeps', () => {
  it('suspends a running context once nothing has played for a while', async () => {
    vi.useFakeTimers();
    const { FakeContext } = fakeContextClass('running');
    vi.stubGlobal('AudioContext', FakeContext);
    const context = pageAudioContext() as unknown as InstanceType<typeof FakeContext>;
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(context.suspend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(context.suspend).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(context.state).toBe('suspended');
  });

  it('each sound keeps it awake for its length and the quiet after it', () => {
    vi.useFakeTimers();
    const { FakeContext } = fakeContextClass('running');
    vi.stubGlobal('AudioContext', FakeContext);
    const context = pageAudioContext() as unknown as InstanceType<typeof FakeContext>;
    vi.advanceTimersByTime(QUIET_MS - 100);
    keepAudioAwake(600);
    vi.advanceTimersByTime(600 + QUIET_MS - 1);
    expect(context.suspend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(context.suspend).toHaveBeenCalledTimes(1);
  });

  it('a cue that comes while the context is falling asleep wakes it all the same', () => {
    vi.useFakeTimers();
    const { FakeContext } = fakeContextClass('running');
    vi.stubGlobal('AudioContext', FakeContext);
    const context = pageAudioContext() as unknown as InstanceType<typeof FakeContext>;
    // Suspending takes a moment, during which the context still says it runs.
    context.suspend.mockImplementation(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            context.state = 'suspended';
            resolve();
          }, 10),
        ),
    );
    vi.advanceTimersByTime(QUIET_MS);
    expect(context.suspend).toHaveBeenCalledTimes(1);
    expect(context.state).toBe('running');
    resumeAudio();
    expect(context.resume).toHaveBeenCalledTimes(1);
    // Awake, it is not woken again.
    context.state = 'running';
    resumeAudio();
    expect(context.resume).toHaveBeenCalledTimes(1);
  });
});
