import { describe, expect, it } from 'vitest';
import { podiumPlaces, standingOrder } from './podium-places.ts';

describe('the podium’s places', () => {
  it('ranks the teams by points, the best first', () => {
    expect(podiumPlaces({ 'team 1': 2, 'team 2': 5, 'team 3': 3 })).toEqual([
      { team: 'team 2', rank: 1, shared: false, points: 5 },
      { team: 'team 3', rank: 2, shared: false, points: 3 },
      { team: 'team 1', rank: 3, shared: false, points: 2 },
    ]);
  });

  it('level teams share a rank, and the next rank skips', () => {
    expect(
      podiumPlaces({ 'team 1': 1, 'team 2': 4, 'team 3': 4, 'team 4': 0.5 }).map((p) => [
        p.team,
        p.rank,
        p.shared,
      ]),
    ).toEqual([
      ['team 2', 1, true],
      ['team 3', 1, true],
      ['team 1', 3, false],
      ['team 4', 4, false],
    ]);
    expect(podiumPlaces({ 'team 1': 0, 'team 2': 0 }).map((p) => p.rank)).toEqual([1, 1]);
  });

  it('has only the game’s own teams', () => {
    expect(podiumPlaces({ 'team 1': 3, 'team 2': 1 }).map((p) => p.team)).toEqual(['team 1', 'team 2']);
  });

  it('stands the first in the middle from three teams on', () => {
    expect(standingOrder(2)).toEqual([0, 1]);
    expect(standingOrder(3)).toEqual([1, 0, 2]);
    expect(standingOrder(4)).toEqual([3, 1, 0, 2]);
  });
});
