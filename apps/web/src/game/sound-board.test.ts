// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSoundOn } from '../preferences/device-preferences.ts';
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

  it('plays a decoded sound through Web Audio', async () => {
    const start = vi.fn();
    const buffer = {} as AudioBuffer;
    class FakeContext {
      state = 'running';
      destination = {};
      decodeAudioData = vi.fn(async () => buffer);
      createBufferSource = () => ({ buffer: null, connect() {}, start });
      resume = vi.fn(async () => undefined);
      close = vi.fn(async () => undefined);
    }
    vi.stubGlobal('AudioContext', FakeContext);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ arrayBuffer: async () => new ArrayBuffer(8) })),
    );
    const board = createSoundBoard();
    await vi.waitFor(() => {
      board.play('chime');
      expect(start).toHaveBeenCalled();
    });
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
