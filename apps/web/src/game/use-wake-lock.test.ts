// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock.ts';

function fakeWakeLock() {
  const sentinels: { released: boolean; release: ReturnType<typeof vi.fn> }[] = [];
  const wakeLock = {
    request: vi.fn(async () => {
      const sentinel = {
        released: false,
        release: vi.fn(async () => {
          sentinel.released = true;
        }),
      };
      sentinels.push(sentinel);
      return sentinel;
    }),
  };
  return { wakeLock, sentinels };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('keeping the screen awake while a game is open', () => {
  it('takes the lock at once, again when the page comes back into view, and lets go on leaving', async () => {
    setVisibility('visible');
    const { wakeLock, sentinels } = fakeWakeLock();
    const hook = renderHook(() => useWakeLock(wakeLock));
    await settle();
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    expect(sentinels).toHaveLength(1);

    // Hidden, the browser lets go of it by itself; seen again, it is taken anew.
    setVisibility('hidden');
    (sentinels[0] as { released: boolean }).released = true;
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);

    hook.unmount();
    await settle();
    expect(sentinels[1]?.release).toHaveBeenCalled();
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
  });

  it('is no failure where the browser has none, or refuses it', async () => {
    expect(() => renderHook(() => useWakeLock(undefined)).unmount()).not.toThrow();
    const refusing = { request: vi.fn(() => Promise.reject(new Error('NotAllowedError'))) };
    const hook = renderHook(() => useWakeLock(refusing));
    await settle();
    expect(refusing.request).toHaveBeenCalled();
    hook.unmount();
  });
});
