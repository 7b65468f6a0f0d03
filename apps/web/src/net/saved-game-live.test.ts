// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveSavedGame, markSavedGame, useLiveSavedGame } from './saved-game-live.ts';
import { clearSession, saveSession } from './saved-session.ts';

beforeEach(() => {
  localStorage.clear();
  markSavedGame('ABCDEF', false);
  markSavedGame('QWERTY', false);
});
afterEach(cleanup);

describe('whether the saved game can be gone back to', () => {
  it('is not offered until the server has said so', () => {
    saveSession({ gamecode: 'ABCDEF' });
    expect(liveSavedGame()).toBeNull();
    markSavedGame('ABCDEF', true);
    expect(liveSavedGame()).toBe('ABCDEF');
    markSavedGame('ABCDEF', false);
    expect(liveSavedGame()).toBeNull();
  });

  it('is the saved game’s alone: another live game is not the one to go back to', () => {
    saveSession({ gamecode: 'QWERTY' });
    markSavedGame('ABCDEF', true);
    expect(liveSavedGame()).toBeNull();
  });

  it('goes with the saved code (Leave forgets it)', () => {
    saveSession({ gamecode: 'ABCDEF' });
    markSavedGame('ABCDEF', true);
    clearSession();
    expect(liveSavedGame()).toBeNull();
  });

  it('is followed on screen as the session and the server’s answers change', () => {
    const { result } = renderHook(() => useLiveSavedGame());
    expect(result.current).toBeNull();
    act(() => saveSession({ gamecode: 'ABCDEF' }));
    expect(result.current).toBeNull();
    act(() => markSavedGame('ABCDEF', true));
    expect(result.current).toBe('ABCDEF');
    act(() => saveSession({ gamecode: null }));
    expect(result.current).toBeNull();
  });
});
