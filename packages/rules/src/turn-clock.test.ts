import { describe, expect, it } from 'vitest';
import { GIVER_RETURN_MS } from './constants.ts';
import { SYSTEM } from './outcome.ts';
import { Driver } from './testing/driver.ts';
import { turnDeadline } from './turn-clock.ts';

/**
 * A running turn of a 60-second game in its second half: p2 gives (team 2), p1 (the host, team 1)
 * watches, so the host is not the giver.
 */
function running(): Driver {
  const game = new Driver({ turnSeconds: 60 }).addPlayers(4).start();
  game.playTurn(['correct']);
  expect(game.gp.giverId).toBe('p2');
  game.ok('p2', 'startTurn');
  return game;
}

const PAUSED = 'The turn is paused; wait for it to resume';

describe('Pause turn and Resume turn (the host)', () => {
  it('stops the clock with the time left, and resumes with exactly that time', () => {
    const game = running();
    const start = game.now;
    game.now = start + 20_000;
    game.ok('p1', 'pauseTurn');
    expect(game.gp.turnEndsAt).toBeNull();
    expect(game.gp.pause).toEqual({ remainingMs: 40_000, byHost: true, giveUpAt: null });
    for (const who of ['p1', 'p2', 'p3', 'p4']) {
      expect(game.view(who).gameplay.pause).toEqual({ remainingMs: 40_000, byHost: true, giveUpAt: null });
    }
    game.now += 5 * 60_000; // a long break: the turn does not end
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe('The turn is paused, waiting for the clue giver');
    expect(game.gp.roundStatus).toBe('in progress');
    game.ok('p1', 'resumeTurn');
    expect(game.gp.pause).toBeNull();
    expect(game.gp.turnEndsAt).toBe(game.now + 40_000);
    game.now += 39_999;
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe('The turn has not ended yet');
    game.now += 1;
    game.ok(SYSTEM, 'expireTurn');
    expect(game.gp.roundStatus).toBe('postround');
  });

  it('pauses add up: two pauses keep the time the turn had at each', () => {
    const game = running();
    const start = game.now;
    game.now = start + 10_000;
    game.ok('p1', 'pauseTurn');
    game.now += 30_000;
    game.ok('p1', 'resumeTurn');
    game.now += 15_000;
    game.ok('p1', 'pauseTurn');
    expect(game.gp.pause?.remainingMs).toBe(35_000);
    game.now += 1_000;
    game.ok('p1', 'resumeTurn');
    expect(game.gp.turnEndsAt).toBe(game.now + 35_000);
  });

  it('only the host, only during a turn; a second press changes nothing', () => {
    const game = running();
    for (const who of ['p2', 'p3', 'p4']) {
      expect(game.refused(who, 'pauseTurn')).toBe('Only the host can pause the turn');
      expect(game.refused(who, 'resumeTurn')).toBe('Only the host can resume the turn');
    }
    expect(game.unchanged('p1', 'resumeTurn')).toBe('The turn is not paused');
    game.ok('p1', 'pauseTurn');
    expect(game.unchanged('p1', 'pauseTurn')).toBe('The turn is already paused');
    game.ok('p1', 'resumeTurn');
    game.expire();
    expect(game.refused('p1', 'pauseTurn')).toBe('No turn is in progress');
    expect(game.refused('p1', 'resumeTurn')).toBe('No turn is in progress');
  });

  it('is refused once the time is up, before the server ends the turn', () => {
    const game = running();
    game.now = game.gp.turnEndsAt as number;
    expect(game.refused('p1', 'pauseTurn')).toBe("The turn's time is up");
  });

  it('Correct, Skip and Buzz are refused while paused', () => {
    const game = running();
    game.ok('p1', 'pauseTurn');
    expect(
      game.refused('p2', 'updateCardStatus', {
        index: game.gp.cardIndex,
        status: 'correct',
        roundStatus: 'in progress',
      }),
    ).toBe(PAUSED);
    expect(
      game.refused('p2', 'updateCardStatus', {
        index: game.gp.cardIndex,
        status: 'skipped',
        roundStatus: 'in progress',
      }),
    ).toBe(PAUSED);
    expect(
      game.refused('p1', 'updateCardStatus', {
        index: game.gp.cardIndex,
        status: 'buzzed',
        roundStatus: 'in progress',
      }),
    ).toBe(PAUSED);
    game.ok('p1', 'resumeTurn');
    game.press('p2', 'correct');
    expect(game.view('p3').gameplay.tally.correct).toBe(1);
  });

  it('the host ending the game while paused leaves no pause behind', () => {
    const game = running();
    game.ok('p1', 'pauseTurn');
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.gp.pause).toBeNull();
    expect(turnDeadline(game.state)).toBeNull();
  });
});

describe('the giver loses their last connection', () => {
  it('the clock stops for everyone and goes on with the time left when they come back', () => {
    const game = running();
    game.now += 25_000;
    game.presence('p2', false);
    expect(game.gp.pause).toEqual({
      remainingMs: 35_000,
      byHost: false,
      giveUpAt: game.now + GIVER_RETURN_MS,
    });
    expect(game.view('p3').gameplay.turnEndsAt).toBeNull();
    game.now += 50_000;
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe('The turn is paused, waiting for the clue giver');
    game.presence('p2', true);
    expect(game.gp.pause).toBeNull();
    expect(game.gp.turnEndsAt).toBe(game.now + 35_000);
  });

  it('not back within 60 seconds: the turn ends as at time up, its cards kept for review', () => {
    const game = running();
    game.press('p2', 'correct');
    const onScreen = game.gp.cardIndex;
    game.presence('p2', false);
    game.now += GIVER_RETURN_MS - 1;
    game.unchanged(SYSTEM, 'expireTurn');
    game.now += 1;
    const outcome = game.send(SYSTEM, 'expireTurn');
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['turn ended: giver away']);
    expect(game.gp).toMatchObject({
      roundStatus: 'postround',
      turnEndsAt: null,
      pause: null,
      cardIndex: null,
    });
    expect(game.pile.at(-1)).toBe(onScreen);
    expect(game.view('p1').gameplay.tally.correct).toBe(1);
  });

  it('the stored deadline follows: the turn end, the give-up time, none while the host holds it', () => {
    const game = running();
    expect(turnDeadline(game.state)).toBe(game.gp.turnEndsAt);
    game.presence('p2', false);
    const giveUpAt = game.now + GIVER_RETURN_MS;
    expect(turnDeadline(game.state)).toBe(giveUpAt);
    game.ok('p1', 'pauseTurn');
    expect(game.gp.pause).toMatchObject({ byHost: true, giveUpAt });
    expect(turnDeadline(game.state)).toBe(giveUpAt);
    expect(game.refused('p1', 'resumeTurn')).toBe(
      'The clue giver is offline; the turn goes on when they are back',
    );
    game.presence('p2', true); // back, but the host holds the turn: still paused, no deadline
    expect(game.gp.pause).toMatchObject({ byHost: true, giveUpAt: null });
    expect(turnDeadline(game.state)).toBeNull();
    game.ok('p1', 'resumeTurn');
    expect(turnDeadline(game.state)).toBe(game.gp.turnEndsAt);
  });

  it('others going offline, or the giver after time is up, leave the clock alone', () => {
    const game = running();
    const endsAt = game.gp.turnEndsAt;
    game.presence('p3', false);
    game.presence('p1', false);
    expect(game.gp.pause).toBeNull();
    expect(game.gp.turnEndsAt).toBe(endsAt);
    game.now = endsAt as number;
    game.presence('p2', false);
    expect(game.gp.pause).toBeNull();
    game.ok(SYSTEM, 'expireTurn');
    expect(game.gp.roundStatus).toBe('postround');
  });

  it('a server marking everyone offline as it starts again does not hold the clock', () => {
    const game = running();
    const endsAt = game.gp.turnEndsAt;
    game.ok(SYSTEM, 'setPresence', { playerId: 'p2', online: false, cause: 'server restart' });
    expect(game.gp.pause).toBeNull();
    expect(game.gp.turnEndsAt).toBe(endsAt);
  });

  it('a giver who leaves the game while away ends the turn at once', () => {
    const game = running();
    game.presence('p2', false);
    game.ok('p2', 'leaveGame');
    expect(game.gp).toMatchObject({ roundStatus: 'postround', pause: null });
    expect(turnDeadline(game.state)).toBeNull();
  });
});
