// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, loadSession, saveSession } from './saved-session.ts';

beforeEach(() => localStorage.clear());

describe('the saved session', () => {
  it('is exactly three local-storage entries', () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'QWERTY' });
    expect(Object.keys(localStorage).sort()).toEqual([
      'unsayable.gamecode',
      'unsayable.playerId',
      'unsayable.playerName',
    ]);
    expect(loadSession()).toEqual({ playerId: 'p1', playerName: 'Ana', gamecode: 'QWERTY' });
  });

  it('changes only the entries given', () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'QWERTY' });
    saveSession({ gamecode: 'ABCDEF' });
    expect(loadSession()).toEqual({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    clearSession();
    expect(loadSession()).toEqual({ playerId: null, playerName: null, gamecode: null });
  });

  it('trusts only a game code the server could have issued', () => {
    for (const code of ['ABCDE0', 'ABCDEI', 'ABCDEO', 'abcdef', 'ABCDEFG', '<script>']) {
      localStorage.setItem('unsayable.gamecode', code);
      expect(loadSession().gamecode).toBeNull();
    }
  });

  it('ignores an overlong entry', () => {
    localStorage.setItem('unsayable.playerName', 'x'.repeat(101));
    expect(loadSession().playerName).toBeNull();
  });
});
