import { describe, expect, it } from 'vitest';
import { titleFor } from './page-title.ts';

describe('the page title', () => {
  it('names each screen, and the game code where there is one', () => {
    expect(titleFor('/home', '')).toBe('Unsayable');
    expect(titleFor('/', '')).toBe('Unsayable');
    expect(titleFor('/home/create', '')).toBe('Create game · Unsayable');
    expect(titleFor('/home/rules/', '')).toBe('How to play · Unsayable');
    expect(titleFor('/home/submit', '')).toBe('Suggest a card · Unsayable');
    expect(titleFor('/home/join', '')).toBe('Join game · Unsayable');
    expect(titleFor('/home/join', '?code=abc234')).toBe('Join game ABC234 on Unsayable');
    expect(titleFor('/waiting/ABC234', '')).toBe('Lobby ABC234 · Unsayable');
    expect(titleFor('/play/abc234', '')).toBe('Game ABC234 · Unsayable');
    expect(titleFor('/end/ABC234', '')).toBe('Game ABC234 is over · Unsayable');
    expect(titleFor('/tv/abc234', '')).toBe('TV board ABC234 · Unsayable');
    expect(titleFor('/watch/ABC234', '')).toBe('Watching ABC234 · Unsayable');
    expect(titleFor('/account', '')).toBe('Account · Unsayable');
    expect(titleFor('/account/confirm', '?code=x')).toBe('Account · Unsayable');
    expect(titleFor('/account/reset', '?code=x')).toBe('Set a new password · Unsayable');
  });

  it('never repeats what is not a game code', () => {
    expect(titleFor('/home/join', '?code=<b>Ann</b>')).toBe('Join game · Unsayable');
    expect(titleFor('/waiting/Ann', '')).toBe('Unsayable');
    expect(titleFor('/no/such/page', '')).toBe('Page not found · Unsayable');
  });
});
