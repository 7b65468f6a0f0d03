// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSoundOn } from '../preferences/device-preferences.ts';
import { pageAudioContext, QUIET_MS } from './audio-unlock.ts';
import { createSoundBoard } from './sound-board.ts';

const vibrate = vi.fn(() => true);

beforeEach(() => {
  localStorage.clear();
  vibrate.mockClear();
  vi.stubGlobal('navigator', { ...navigator, vibrate });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no network in a test'))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the sound board', () => {
  it('vibrates on a buzz and at time up, not on a tick or a chime', () => {
    const board = createSoundBoard();
    board.play('tick');
    board.play('chime');
    expect(vibrate).not.toHaveBeenCalled();
    board.play('buzzer');
    board.play('horn');
    expect(vibrate.mock.calls).toEqual([[[120, 60, 120]], [[400]]]);
  });

  it('is silent and still when this device turned Sound off', () => {
    setSoundOn(false);
    createSoundBoard().play('buzzer');
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('plays a decoded sound through Web Audio, waking a context that sleeps until it has played', async () => {
    const start = vi.fn();
    const buffer = { duration: 0.6 } as AudioBuffer;
    class FakeContext {
      state = 'suspended';
      destination = {};
      decodeAudioData = vi.fn(async () => buffer);
      createBufferSource = () => ({ buffer: null, connect() {}, start });
      resume = vi.fn(async () => {
        this.state = 'running';
      });
      suspend = vi.fn(async () => {
        this.state = 'suspended';
      });
    }
    vi.stubGlobal('AudioContext', FakeContext);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ arrayBuffer: async () => new ArrayBuffer(8) })),
    );
    const board = createSoundBoard();
    const context = pageAudioContext() as unknown as FakeContext;
    await vi.waitFor(() => {
      board.play('chime');
      expect(start).toHaveBeenCalled();
    });
    expect(context.resume).toHaveBeenCalledTimes(1);
    expect(context.state).toBe('running');
    vi.useFakeTimers();
    board.play('chime');
    vi.advanceTimersByTime(600 + QUIET_MS - 1);
    expect(context.suspend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(context.suspend).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('has a file of its own for each cue: the gong of a review that ran out is not the horn of time up', () => {
    // The page's audio context of the test before, kept as a page keeps it.
    const fetched = vi.fn(() => Promise.reject(new Error('no network in a test')));
    vi.stubGlobal('fetch', fetched);
    createSoundBoard();
    const urls = fetched.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(urls).toHaveLength(5);
    expect(new Set(urls).size).toBe(5);
    expect(urls.some((url) => url.includes('gong'))).toBe(true);
  });
});
