// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAudioContext, unlockAudioOnFirstTouch } from './audio-unlock.ts';

afterEach(() => vi.unstubAllGlobals());

describe('audio on the first touch', () => {
  it('resumes the page’s one audio context from a touch, then stops listening', async () => {
    const resume = vi.fn(async function (this: { state: string }) {
      this.state = 'running';
    });
    class FakeContext {
      state = 'suspended';
      resume = resume;
    }
    vi.stubGlobal('AudioContext', FakeContext);
    const target = new EventTarget() as unknown as Window;
    const remove = vi.spyOn(target, 'removeEventListener');
    unlockAudioOnFirstTouch(target);
    expect(resume).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerdown'));
    expect(resume).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    target.dispatchEvent(new Event('keydown'));
    expect(remove).toHaveBeenCalledWith('pointerdown', expect.any(Function), true);
    expect(pageAudioContext()).toBe(pageAudioContext());
    target.dispatchEvent(new Event('pointerdown'));
    expect(resume).toHaveBeenCalledTimes(1);
  });
});
