import { describe, expect, it } from 'vitest';
import { gameOfPage, pathOf } from './connection-game.ts';

describe('the game a page is about', () => {
  it('is the code of a game’s page, of the short invite and of the join form opened with one', () => {
    expect(gameOfPage('/waiting/ABC234')).toBe('ABC234');
    expect(gameOfPage('/play/abc234/')).toBe('ABC234');
    expect(gameOfPage('/end/ABC234')).toBe('ABC234');
    expect(gameOfPage('/tv/ABC234')).toBe('ABC234');
    expect(gameOfPage('/watch/ABC234?x=1')).toBe('ABC234');
    expect(gameOfPage('/abc234')).toBe('ABC234');
    expect(gameOfPage('/home/join?code=%20abc234%20')).toBe('ABC234');
  });

  it('is none for every other page, and for what is not a code', () => {
    for (const page of [
      '/',
      '/home',
      '/home/join',
      '/home/create?code=ABC234',
      '/decks',
      '/decks/ABC234',
      '/rules',
    ])
      expect(gameOfPage(page), page).toBeNull();
    expect(gameOfPage('/play/ABC')).toBeNull();
    expect(gameOfPage('/home/join?code=not-a-code')).toBeNull();
  });
});

it('the path of a page’s address leaves its query out', () => {
  expect(pathOf('/home/join?code=ABC234')).toBe('/home/join');
});
