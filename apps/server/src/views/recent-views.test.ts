import { createGame, defaultSettings, type GameState, viewsFor } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { RecentViews } from './recent-views.ts';

const game = (gamecode: string, version = 1): GameState => ({
  ...createGame({ gamecode, hostId: 'ada', hostName: 'Ada', settings: defaultSettings, now: 0 }),
  version,
});

describe('the views last sent of each game', () => {
  it('are given back for the same version and players, and not for another version or player', () => {
    const recent = new RecentViews();
    const state = game('ABCDEF', 4);
    const views = viewsFor(state, ['ada']);
    recent.remember(state, views);
    expect(recent.of(state, ['ada'])).toBe(views);
    expect(recent.of({ ...state, version: 5 }, ['ada'])).toBeUndefined();
    expect(recent.of(state, ['ada', 'ben'])).toBeUndefined();
    expect(recent.of(game('GHJKLM', 4), ['ada'])).toBeUndefined();
  });

  it('are let go when the game is finished', () => {
    const recent = new RecentViews();
    const state = game('ABCDEF', 4);
    recent.remember(state, viewsFor(state, ['ada']));
    const finished: GameState = { ...state, version: 5, status: 'finished' };
    recent.remember(finished, viewsFor(finished, ['ada']));
    expect(recent.size).toBe(0);
  });

  it('keep one version per game, and forget the games least recently changed beyond their bound', () => {
    const recent = new RecentViews(2);
    for (const code of ['AAAAAA', 'BBBBBB']) recent.remember(game(code), viewsFor(game(code), ['ada']));
    // AAAAAA changes again, so BBBBBB is now the least recently changed.
    recent.remember(game('AAAAAA', 2), viewsFor(game('AAAAAA', 2), ['ada']));
    recent.remember(game('CCCCCC'), viewsFor(game('CCCCCC'), ['ada']));
    expect(recent.size).toBe(2);
    expect(recent.of(game('AAAAAA', 2), ['ada'])).toBeDefined();
    expect(recent.of(game('AAAAAA', 1), ['ada'])).toBeUndefined();
    expect(recent.of(game('BBBBBB'), ['ada'])).toBeUndefined();
    expect(recent.of(game('CCCCCC'), ['ada'])).toBeDefined();
  });

  it('give back the length of a player’s whole view of the version kept, and of no other', () => {
    const recent = new RecentViews();
    const state = game('ABCDEF', 4);
    recent.remember(state, viewsFor(state, ['ada']), new Map([['ada', 2_000]]));
    expect(recent.wholeLength(state, 'ada')).toBe(2_000);
    expect(recent.wholeLength(state, 'ben')).toBeUndefined();
    expect(recent.wholeLength({ ...state, version: 5 }, 'ada')).toBeUndefined();
  });
});
