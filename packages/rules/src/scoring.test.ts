import { describe, expect, it } from 'vitest';
import { formatScore, pointsFor, scoreOfPlays } from './scoring.ts';
import { Driver } from './testing/driver.ts';
import type { SkipPenalty } from './types.ts';

const penalty = (skipPenalty: SkipPenalty) => ({ skipPenalty });

describe('points per card', () => {
  it('correct: +1 to the giving team; buzzed: nothing', () => {
    expect(pointsFor('correct', 'top', penalty('full'), 2)).toEqual({ 'team 1': 1, 'team 2': 0 });
    expect(pointsFor('correct', 'bottom', penalty('full'), 2)).toEqual({ 'team 1': 0, 'team 2': 1 });
    expect(pointsFor('buzzed', 'top', penalty('full'), 2)).toEqual({ 'team 1': 0, 'team 2': 0 });
    expect(pointsFor('buzzed', 'bottom', penalty('half'), 2)).toEqual({ 'team 1': 0, 'team 2': 0 });
  });

  it.each([
    ['none', 0],
    ['half', 0.5],
    ['full', 1],
  ] as [SkipPenalty, number][])('skipped with penalty %s: %d to the watching team', (skipPenalty, points) => {
    expect(pointsFor('skipped', 'top', penalty(skipPenalty), 2)).toEqual({ 'team 1': 0, 'team 2': points });
    expect(pointsFor('skipped', 'bottom', penalty(skipPenalty), 2)).toEqual({
      'team 1': points,
      'team 2': 0,
    });
  });

  it('buzzed, where buzzed cards score for the watchers: +1 to the watching team', () => {
    const scoring = { skipPenalty: 'none', buzzedCardsScoreForWatchers: true } as const;
    expect(pointsFor('buzzed', 'top', scoring, 2)).toEqual({ 'team 1': 0, 'team 2': 1 });
    expect(pointsFor('buzzed', 'bottom', scoring, 2)).toEqual({ 'team 1': 1, 'team 2': 0 });
    expect(pointsFor('buzzed', 'third', scoring, 3)).toEqual({ 'team 1': 1, 'team 2': 0, 'team 3': 0 });
    expect(pointsFor('correct', 'top', scoring, 2)).toEqual({ 'team 1': 1, 'team 2': 0 });
  });
});

describe('scores in a game', () => {
  it.each([
    ['none', { 'team 1': 2, 'team 2': 0 }],
    ['half', { 'team 1': 2, 'team 2': 1.5 }],
    ['full', { 'team 1': 2, 'team 2': 3 }],
  ] as [SkipPenalty, object][])(
    'skip penalty %s after 2 correct, 3 skipped and 1 buzzed',
    (skipPenalty, score) => {
      const game = new Driver({ skipPenalty }).addPlayers(4).start();
      game.playTurn(['correct', 'skipped', 'skipped', 'buzzed', 'correct', 'skipped']);
      expect(game.gp.score).toEqual(score);
      expect(scoreOfPlays(game.gp.plays, penalty(skipPenalty), 2)).toEqual(score);
    },
  );

  it('buzzed cards score for the watchers when the game says so, in the score and the plays alike', () => {
    const scoring = { skipPenalty: 'half', buzzedCardsScoreForWatchers: true } as const;
    const game = new Driver(scoring).addPlayers(4).start();
    game.playTurn(['correct', 'buzzed', 'skipped', 'buzzed']);
    expect(game.gp.score).toEqual({ 'team 1': 1, 'team 2': 2.5 });
    expect(scoreOfPlays(game.gp.plays, scoring, 2)).toEqual(game.gp.score);
  });

  it('buzzed cards score nothing in a game created without the setting', () => {
    const game = new Driver().addPlayers(4).start();
    game.playTurn(['buzzed', 'buzzed']);
    expect(game.state.settings.buzzedCardsScoreForWatchers).toBe(false);
    expect(game.gp.score).toEqual({ 'team 1': 0, 'team 2': 0 });
  });

  it('the bottom half scores for team 2 and penalises skips to team 1', () => {
    const game = new Driver({ skipPenalty: 'half' }).addPlayers(4).start();
    game.playTurn([]);
    game.playTurn(['correct', 'correct', 'skipped', 'buzzed']);
    expect(game.gp.score).toEqual({ 'team 1': 0.5, 'team 2': 2 });
  });

  it('scores the cards as the reviewers left them, not as pressed', () => {
    const game = new Driver({ skipPenalty: 'full' }).addPlayers(4).start();
    game.ok('p1', 'startTurn');
    const first = game.gp.cardIndex as number;
    game.press('p1', 'correct');
    const second = game.gp.cardIndex as number;
    game.press('p1', 'correct');
    game.expire();
    game.ok('p2', 'updateCardStatus', { index: first, status: 'buzzed', roundStatus: 'postround' });
    game.ok('p2', 'updateCardStatus', { index: second, status: 'skipped', roundStatus: 'postround' });
    game.ok('p2', 'confirmScores');
    expect(game.gp.score).toEqual({ 'team 1': 0, 'team 2': 1 });
    expect(game.gp.plays.map((p) => p.status)).toEqual(['buzzed', 'skipped']);
  });

  it('keeps fractional scores exact and winner decided on them', () => {
    const game = new Driver({ skipPenalty: 'half', endValue: 1 }).addPlayers(4).start();
    game.playTurn(['correct', 'skipped', 'skipped', 'skipped']); // team 1: 1, team 2: 1.5
    game.playTurn(['skipped']); // team 1: 1.5
    game.playTurn(['skipped']); // team 2: 2
    game.playTurn([]);
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.score).toEqual({ 'team 1': 1.5, 'team 2': 2 });
    expect(game.state.result?.winner).toBe('team 2');
  });
});

describe('formatScore', () => {
  it('shows halves as 2.5 and whole numbers without decimals', () => {
    expect(formatScore(2.5)).toBe('2.5');
    expect(formatScore(0.5)).toBe('0.5');
    expect(formatScore(3)).toBe('3');
    expect(formatScore(0)).toBe('0');
    expect(formatScore(12)).toBe('12');
  });
});
