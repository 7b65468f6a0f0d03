import type { GameResult } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { resultHeadline } from './result-headline.ts';

function result(fields: Partial<GameResult>): GameResult {
  return {
    winner: 'tie',
    score: { 'team 1': 0, 'team 2': 0 },
    rosters: { 'team 1': [], 'team 2': [] },
    givers: [],
    finishedAt: 0,
    reason: 'turns',
    ...fields,
  };
}

describe('the end’s headline', () => {
  it('names the winner when every team had as many turns', () => {
    const even = result({
      winner: 'team 2',
      score: { 'team 1': 3, 'team 2': 5 },
      turns: { 'team 1': 2, 'team 2': 2 },
    });
    expect(resultHeadline(even)).toEqual({ headline: 'Team 2 wins!', winner: 'team 2', shortOfTurns: null });
  });

  it('ended after Team 1’s turn alone: Team 1 leads, nobody wins, and it says Team 2 had fewer turns', () => {
    const early = result({
      winner: 'team 1',
      score: { 'team 1': 2, 'team 2': 0 },
      reason: 'ended by host',
      turns: { 'team 1': 1, 'team 2': 0 },
    });
    expect(resultHeadline(early)).toEqual({
      headline: 'Team 1 leads',
      winner: null,
      shortOfTurns: 'The game ended early: Team 2 had fewer turns, so nobody wins.',
    });
  });

  it('level on points with unequal turns, and ties between some of three teams', () => {
    const level = result({
      score: { 'team 1': 1, 'team 2': 1, 'team 3': 0 },
      turns: { 'team 1': 1, 'team 2': 1, 'team 3': 0 },
    });
    expect(resultHeadline(level).headline).toBe('Level on points');
    const tie = result({
      score: { 'team 1': 2, 'team 2': 2, 'team 3': 1 },
      turns: { 'team 1': 1, 'team 2': 1, 'team 3': 1 },
    });
    expect(resultHeadline(tie)).toEqual({
      headline: 'Team 1 and Team 2 tie!',
      winner: null,
      shortOfTurns: null,
    });
  });

  it('a result stored before turns were counted, and no result at all', () => {
    expect(resultHeadline(result({ winner: 'team 1', score: { 'team 1': 1, 'team 2': 0 } })).headline).toBe(
      'Team 1 wins!',
    );
    expect(resultHeadline(null).headline).toBe('Game over');
  });
});
