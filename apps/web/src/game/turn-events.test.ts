import type { GameView } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { TestGame } from '../testing/views.ts';
import { cardEventBetween, endedByTime, reviewCueBetween, TIME_UP_SLACK_MS } from './turn-events.ts';

/** The gameplay a guesser sees after each step of a turn. */
function turn() {
  const game = TestGame.started();
  const { giver, watcher, guesser } = game.roles();
  const seen = () => game.view(guesser).gameplay;
  const preround = seen();
  game.send(giver, 'startTurn');
  const started = seen();
  const press = (who: string, status: string) => {
    game.send(who, 'updateCardStatus', {
      index: game.view(giver).gameplay.card?.index,
      status,
      roundStatus: 'in progress',
    });
    return seen();
  };
  return { game, giver, watcher, guesser, seen, preround, started, press };
}

describe('what happened to a card, from a guesser’s views', () => {
  it('hears Correct, Skip and Buzz although it never sees the card', () => {
    const t = turn();
    const correct = t.press(t.giver, 'correct');
    expect(cardEventBetween(t.started, correct)).toBe('correct');
    const skipped = t.press(t.giver, 'skipped');
    expect(cardEventBetween(correct, skipped)).toBe('skipped');
    const buzzed = t.press(t.watcher, 'buzzed');
    expect(cardEventBetween(skipped, buzzed)).toBe('buzzed');
    expect(cardEventBetween(buzzed, buzzed)).toBeNull();
  });

  it('a buzz wins when views were missed in between', () => {
    const t = turn();
    t.press(t.giver, 'correct');
    const after = t.press(t.watcher, 'buzzed');
    expect(cardEventBetween(t.started, after)).toBe('buzzed');
  });

  it('nothing for a turn starting, a first view, or a reviewer moving a card', () => {
    const t = turn();
    expect(cardEventBetween(null, t.started)).toBeNull();
    expect(cardEventBetween(t.preround, t.started)).toBeNull();
    t.press(t.giver, 'correct');
    t.game.expireTurn();
    const review = t.seen();
    const index = t.game.view(t.watcher).gameplay.turnCards?.[0]?.index;
    t.game.send(t.watcher, 'updateCardStatus', { index, status: 'buzzed', roundStatus: 'postround' });
    expect(cardEventBetween(review, t.seen())).toBeNull();
  });
});

describe('a turn ended by time', () => {
  it('is one that reached review at its deadline', () => {
    const t = turn();
    const deadline = t.started.turnEndsAt as number;
    t.game.expireTurn();
    const review: GameView['gameplay'] = t.seen();
    expect(endedByTime(t.started, review, deadline)).toBe(true);
    expect(endedByTime(t.started, review, deadline - TIME_UP_SLACK_MS - 1)).toBe(false);
    expect(endedByTime(null, review, deadline)).toBe(false);
    expect(endedByTime(review, review, deadline)).toBe(false);
  });
});

describe('the review’s countdown running out', () => {
  /** A turn in review with a 15-second countdown, as a guesser sees it. */
  function inReview() {
    const game = new TestGame('ABCDEF', { reviewSeconds: 15 });
    for (const [id, name] of [
      ['ben', 'Ben'],
      ['cy', 'Cy'],
      ['dee', 'Dee'],
    ] as const)
      game.send(id, 'joinGame', { name });
    for (const [id, team] of [
      ['ada', 'team 1'],
      ['ben', 'team 1'],
      ['cy', 'team 2'],
      ['dee', 'team 2'],
    ] as const)
      game.send(id, 'updateTeam', { team });
    game.send('ada', 'updateGameStatus', { status: 'active' });
    const { giver, watcher, guesser } = game.roles();
    game.send(giver, 'startTurn');
    game.expireTurn();
    const review = game.view(guesser).gameplay;
    return { game, watcher, guesser, review, endsAt: review.reviewEndsAt as number };
  }

  it('sounds the gong when the countdown confirmed the scores by itself', () => {
    const t = inReview();
    t.game.now = t.endsAt;
    t.game.expireTurn();
    const next = t.game.view(t.guesser).gameplay;
    expect(next.roundStatus).toBe('preround');
    expect(reviewCueBetween(t.review, next, t.endsAt + 200)).toBe('gong');
  });

  it('is silent for a reviewer’s Confirm before the end, and for views of the same review', () => {
    const t = inReview();
    t.game.send(t.watcher, 'confirmScores');
    const next = t.game.view(t.guesser).gameplay;
    expect(reviewCueBetween(t.review, next, t.endsAt - 10_000)).toBeNull();
    expect(reviewCueBetween(t.review, t.review, t.endsAt + 200)).toBeNull();
    expect(reviewCueBetween(null, next, t.endsAt + 200)).toBeNull();
  });

  it('is silent in a review without a countdown', () => {
    const t = turn();
    t.game.expireTurn();
    const review = t.seen();
    expect(review.reviewEndsAt).toBeNull();
    t.game.send(t.watcher, 'confirmScores');
    expect(reviewCueBetween(review, t.seen(), Number.MAX_SAFE_INTEGER)).toBeNull();
  });
});
