import { describe, expect, it } from 'vitest';
import { ownMessages, skipReasons } from './messages.ts';
import { SYSTEM } from './outcome.ts';
import { settingsSchema } from './schemas.ts';
import { Driver } from './testing/driver.ts';
import { turnDeadline } from './turn-clock.ts';
import { spectatorView, viewFor } from './view.ts';

/**
 * Round 1 top: p1 gives, p3 guesses (both team 1), p2 watches, p4 is on the watching team; p1 is
 * the host. Two cards played (one correct, one buzzed), then time runs out: the turn is in review.
 */
function inReview(reviewSeconds?: number) {
  const game = new Driver(reviewSeconds === undefined ? {} : { reviewSeconds }).addPlayers(4).start();
  game.ok('p1', 'startTurn');
  const correct = game.gp.cardIndex as number;
  game.press('p1', 'correct');
  const buzzed = game.gp.cardIndex as number;
  game.press('p2', 'buzzed');
  game.expire();
  return { game, correct, buzzed };
}

describe('the review countdown setting', () => {
  it('is off unless chosen, and takes only its choices', () => {
    expect(settingsSchema.parse({}).reviewSeconds).toBeUndefined();
    for (const seconds of [0, 15, 30, 60]) {
      expect(settingsSchema.parse({ reviewSeconds: seconds }).reviewSeconds).toBe(seconds);
    }
    for (const wrong of [5, 14.5, -15, 90, '15', null]) {
      const parsed = settingsSchema.safeParse({ reviewSeconds: wrong });
      expect(parsed.success, String(wrong)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'The review countdown must be off (0) or 15, 30, 60 seconds',
      );
    }
  });
});

describe('a review with a countdown', () => {
  it('ends at the review’s seconds after the turn; every screen sees when', () => {
    const { game } = inReview(15);
    const endsAt = game.now + 15_000;
    expect(game.gp.reviewEndsAt).toBe(endsAt);
    expect(turnDeadline(game.state)).toBe(endsAt);
    for (const who of ['p1', 'p2', 'p3', 'p4'])
      expect(viewFor(game.state, who).gameplay.reviewEndsAt).toBe(endsAt);
    expect(spectatorView(game.state).gameplay.reviewEndsAt).toBe(endsAt);
  });

  it('is confirmed by the server at its end, scored as a reviewer’s Confirm would', () => {
    const { game } = inReview(15);
    game.now += 14_000;
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe(skipReasons.reviewNotOver);
    game.now += 1_000;
    game.ok(SYSTEM, 'expireTurn');
    expect(game.gp.roundStatus).toBe('preround');
    expect(game.gp.half).toBe('bottom');
    expect(game.gp.score).toEqual({ 'team 1': 1, 'team 2': 0 });
    expect(game.gp.turns).toHaveLength(1);
    expect(game.gp.reviewEndsAt).toBeNull();
    expect(turnDeadline(game.state)).toBeNull();
    // A reviewer's Confirm of the same turn arriving just after is a quiet no-op.
    expect(game.unchanged('p2', 'confirmScores', { round: 1, half: 'top' })).toBe(
      skipReasons.alreadyConfirmed,
    );
  });

  it('a reviewer’s Confirm before the end leaves the server nothing to do', () => {
    const { game } = inReview(30);
    game.ok('p2', 'confirmScores', { round: 1, half: 'top' });
    expect(game.gp.reviewEndsAt).toBeNull();
    game.now += 31_000;
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe(skipReasons.unchanged);
  });

  it('the host stops it: no deadline, the scores wait for Confirm', () => {
    const { game } = inReview(60);
    game.ok('p1', 'stopReviewCountdown');
    expect(game.gp.reviewEndsAt).toBeNull();
    expect(turnDeadline(game.state)).toBeNull();
    expect(viewFor(game.state, 'p3').gameplay.reviewEndsAt).toBeNull();
    game.now += 61_000;
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe(skipReasons.unchanged);
    expect(game.gp.roundStatus).toBe('postround');
    expect(game.unchanged('p1', 'stopReviewCountdown')).toBe(skipReasons.unchanged);
    game.ok('p2', 'confirmScores');
    expect(game.gp.roundStatus).toBe('preround');
  });

  it('only the host stops it, and only in a review', () => {
    const { game } = inReview(15);
    for (const who of ['p2', 'p3', 'p4']) {
      expect(game.refused(who, 'stopReviewCountdown')).toBe(
        ownMessages.hostOnly('stop the review countdown'),
      );
    }
    game.ok('p2', 'confirmScores');
    expect(game.refused('p1', 'stopReviewCountdown')).toBe(ownMessages.reviewCountdownOnly);
  });

  it('without the setting the review has no countdown and no deadline', () => {
    const { game } = inReview();
    expect(game.gp.reviewEndsAt).toBeUndefined();
    expect(turnDeadline(game.state)).toBeNull();
    expect(viewFor(game.state, 'p2').gameplay.reviewEndsAt).toBeNull();
    game.now += 3_600_000;
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe(skipReasons.unchanged);
    const off = inReview(0);
    expect(off.game.gp.reviewEndsAt).toBeUndefined();
  });

  it('the next turn’s review gets a fresh countdown', () => {
    const { game } = inReview(15);
    game.now += 15_000;
    game.ok(SYSTEM, 'expireTurn');
    game.ok('p2', 'startTurn');
    expect(game.view('p1').gameplay.reviewEndsAt).toBeNull();
    game.expire();
    expect(game.gp.reviewEndsAt).toBe(game.now + 15_000);
  });
});

describe('contesting a card in the review', () => {
  it('a player of the giving team contests; every screen sees who, on that card only', () => {
    const { game, correct, buzzed } = inReview();
    game.ok('p3', 'contestCard', { index: buzzed, contest: true });
    expect(game.gp.contests).toEqual([{ index: buzzed, playerId: 'p3' }]);
    for (const view of [
      ...['p1', 'p2', 'p3', 'p4'].map((p) => viewFor(game.state, p)),
      spectatorView(game.state),
    ]) {
      const cards = view.gameplay.turnCards ?? [];
      expect(cards.find((c) => c.index === buzzed)?.contestedBy).toBe('p3');
      expect(cards.find((c) => c.index === correct)?.contestedBy).toBeUndefined();
    }
  });

  it('the giver’s team withdraws it; a second contest of a card changes nothing', () => {
    const { game, buzzed } = inReview();
    game.ok('p1', 'contestCard', { index: buzzed, contest: true });
    expect(game.unchanged('p3', 'contestCard', { index: buzzed, contest: true })).toBe(skipReasons.unchanged);
    expect(game.gp.contests).toEqual([{ index: buzzed, playerId: 'p1' }]);
    game.ok('p3', 'contestCard', { index: buzzed, contest: false });
    expect(game.gp.contests).toEqual([]);
    expect(
      viewFor(game.state, 'p2').gameplay.turnCards?.find((c) => c.index === buzzed)?.contestedBy,
    ).toBeUndefined();
    expect(game.unchanged('p3', 'contestCard', { index: buzzed, contest: false })).toBe(
      skipReasons.unchanged,
    );
  });

  it('only the giving team, only a card of this turn, only in the review', () => {
    const { game, buzzed } = inReview();
    for (const who of ['p2', 'p4']) {
      expect(game.refused(who, 'contestCard', { index: buzzed, contest: true })).toBe(
        ownMessages.contestGiversOnly,
      );
    }
    const notPlayed = game.state.deck.findIndex((_, i) => !game.gp.turnCards.some((t) => t.index === i));
    expect(game.refused('p3', 'contestCard', { index: notPlayed, contest: true })).toBe(
      ownMessages.cardNotPlayedThisTurn(notPlayed),
    );
    game.ok('p2', 'confirmScores');
    expect(game.refused('p3', 'contestCard', { index: buzzed, contest: true })).toBe(
      ownMessages.contestInReviewOnly,
    );
    game.ok('p2', 'startTurn');
    const onScreen = game.gp.cardIndex as number;
    expect(game.refused('p2', 'contestCard', { index: onScreen, contest: true })).toBe(
      ownMessages.contestInReviewOnly,
    );
  });

  it('does not stop the countdown, and is gone with the confirmed turn', () => {
    const { game, buzzed } = inReview(15);
    const endsAt = game.gp.reviewEndsAt;
    game.ok('p3', 'contestCard', { index: buzzed, contest: true });
    expect(game.gp.reviewEndsAt).toBe(endsAt);
    game.now += 15_000;
    game.ok(SYSTEM, 'expireTurn');
    expect(game.gp.contests).toEqual([]);
    expect(game.gp.plays.find((p) => p.index === buzzed)?.status).toBe('buzzed');
  });

  it('a reviewer may still move a contested card', () => {
    const { game, buzzed } = inReview();
    game.ok('p3', 'contestCard', { index: buzzed, contest: true });
    game.ok('p2', 'updateCardStatus', { index: buzzed, status: 'skipped', roundStatus: 'postround' });
    expect(viewFor(game.state, 'p3').gameplay.turnCards?.find((c) => c.index === buzzed)).toMatchObject({
      status: 'skipped',
      contestedBy: 'p3',
    });
  });
});

describe('the forbidden words of the turn’s cards', () => {
  it('reach a guesser in the review, never before', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'startTurn');
    const first = game.gp.cardIndex as number;
    game.press('p1', 'correct');
    expect(viewFor(game.state, 'p3').gameplay.turnCards).toBeNull();
    expect(spectatorView(game.state).gameplay.turnCards).toBeNull();
    game.expire();
    const forbidden = game.state.deck[first]?.card.forbidden;
    expect(forbidden?.length).toBeGreaterThan(0);
    expect(viewFor(game.state, 'p3').gameplay.turnCards?.[0]?.forbidden).toEqual(forbidden);
    expect(spectatorView(game.state).gameplay.turnCards?.[0]?.forbidden).toEqual(forbidden);
  });
});
