import { describe, expect, it } from 'vitest';
import { decide } from './decide.ts';
import { SYSTEM } from './outcome.ts';
import { Driver } from './testing/driver.ts';

const playing = (settings = {}) => new Driver(settings).addPlayers(4).start();

describe('Start turn', () => {
  it('only the giver starts the turn', () => {
    const game = playing();
    for (const who of ['p2', 'p3', 'p4']) {
      expect(game.refused(who, 'startTurn')).toBe('Only the clue giver can start the turn');
    }
  });

  it('sets the deadline from the seconds per turn and puts the first card on screen', () => {
    const game = playing({ turnSeconds: 45 });
    const first = game.pile[0];
    const outcome = game.send('p1', 'startTurn');
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['turn started']);
    expect(game.gp.roundStatus).toBe('in progress');
    expect(game.gp.turnEndsAt).toBe(game.now + 45_000);
    expect(game.gp.cardIndex).toBe(first);
    expect(game.pile).toHaveLength(19 + 100);
    expect(game.state.deck[first as number]?.seen).toBe(true);
    expect(game.gp.turnCards).toEqual([]);
  });

  it('a second press while the turn runs changes nothing', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    expect(game.unchanged('p1', 'startTurn')).toBe('Nothing to change');
    expect(game.unchanged('p3', 'startTurn')).toBe('Nothing to change');
  });

  it('is refused once the turn is over and in review', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.expire();
    expect(game.refused('p1', 'startTurn')).toBe('The turn has already started');
  });

  it('is refused outside an active game', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p1', 'startTurn')).toBe('Game ABCDEF is not active');
    expect(game.refused('p1', 'confirmScores')).toBe('Game ABCDEF is not active');
    expect(game.refused('p1', 'skipTurn')).toBe('Game ABCDEF is not active');
  });
});

describe('turn expiry at the deadline (the server’s expireTurn)', () => {
  it('before the deadline changes nothing', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.now = (game.gp.turnEndsAt as number) - 1;
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe('The turn has not ended yet');
    expect(game.gp.roundStatus).toBe('in progress');
  });

  it('at the deadline the card on screen goes back to the bottom of the pile, unplayed', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    const onScreen = game.gp.cardIndex as number;
    const pile = [...game.pile];
    game.now = game.gp.turnEndsAt as number;
    const outcome = game.send(SYSTEM, 'expireTurn');
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['turn expired']);
    expect(game.gp).toMatchObject({ roundStatus: 'postround', turnEndsAt: null, cardIndex: null });
    expect(game.pile).toEqual([...pile, onScreen]);
    expect(game.state.deck[onScreen]).toMatchObject({ status: null, roundPlayed: null });
    expect(game.gp.turnCards.map((t) => t.index)).not.toContain(onScreen);
  });

  it('outside a running turn changes nothing', () => {
    const game = new Driver().addPlayers(4);
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe('Nothing to change');
    game.start();
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe('Nothing to change');
    game.ok('p1', 'startTurn');
    game.expire();
    expect(game.unchanged(SYSTEM, 'expireTurn')).toBe('Nothing to change');
  });
});

describe('Confirm scores', () => {
  it('only in postround', () => {
    const game = playing();
    expect(game.refused('p2', 'confirmScores')).toBe('Scores can only be confirmed after the turn');
    game.ok('p1', 'startTurn');
    expect(game.refused('p2', 'confirmScores')).toBe('Scores can only be confirmed after the turn');
  });

  it('only by a reviewer: the watcher while online', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.expire();
    expect(game.refused('p1', 'confirmScores')).toBe(
      'The clue giver cannot review or confirm their own turn',
    );
    for (const who of ['p3', 'p4']) {
      expect(game.refused(who, 'confirmScores')).toBe(
        'Only the watcher (or, if they are offline, their team or the host) can review cards',
      );
    }
    const outcome = game.send('p2', 'confirmScores');
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['scores confirmed']);
  });

  it('completes the turn exactly once: a second confirm naming no turn is refused', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    game.expire();
    game.ok('p2', 'confirmScores');
    expect(game.gp.score['team 1']).toBe(1);
    expect(game.refused('p2', 'confirmScores')).toBe('Scores can only be confirmed after the turn');
    expect(game.gp.score['team 1']).toBe(1);
    expect(game.gp.turns).toHaveLength(1);
  });

  it('two reviewers confirming the same turn at once: the second is a quiet no-op', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    game.expire();
    game.presence('p2', false); // the watcher is away: p4, of the watching team, may confirm
    const turn = { round: 1, half: 'top' };
    game.ok('p4', 'confirmScores', turn);
    game.presence('p2', true); // the watcher is back and presses at the same moment
    expect(game.unchanged('p2', 'confirmScores', turn)).toBe('The scores of this turn are already confirmed');
    expect(game.unchanged('p4', 'confirmScores', turn)).toBe('The scores of this turn are already confirmed');
    expect(game.gp.score['team 1']).toBe(1);
    expect(game.gp.turns).toHaveLength(1);
    // A confirm naming the turn now in preround is still refused: it is not a duplicate.
    expect(game.refused('p3', 'confirmScores', { round: 1, half: 'bottom' })).toBe(
      'Scores can only be confirmed after the turn',
    );
  });

  it('a second confirm of the turn that ended the game is a quiet no-op too', () => {
    const game = new Driver({ endValue: 1 }).addPlayers(4).start();
    for (let i = 0; i < 3; i++) game.playTurn([]);
    game.ok('p4', 'startTurn');
    game.expire();
    const watcher = game.gp.watcherId as string;
    game.ok(watcher, 'confirmScores', { round: 2, half: 'bottom' });
    expect(game.state.status).toBe('finished');
    expect(game.unchanged(watcher, 'confirmScores', { round: 2, half: 'bottom' })).toBe(
      'The scores of this turn are already confirmed',
    );
  });

  it('the host who gave the clues cannot confirm their own turn; a watching-team player can', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.expire();
    game.presence('p2', false);
    expect(game.refused('p1', 'confirmScores')).toBe(
      'The clue giver cannot review or confirm their own turn',
    );
    expect(game.view('p1').you?.canReview).toBe(false);
    expect(game.view('p4').you?.canReview).toBe(true);
    game.ok('p4', 'confirmScores');
  });

  it('with nobody of the watching team online and the host giving, another player confirms', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.expire();
    game.presence('p2', false);
    game.presence('p4', false);
    expect(game.refused('p1', 'confirmScores')).toBe(
      'The clue giver cannot review or confirm their own turn',
    );
    game.ok('p5', 'joinGame', { name: 'Newcomer' }); // not on a team: not a reviewer
    expect(game.refused('p5', 'confirmScores')).toBe(
      'Only the watcher (or, if they are offline, their team or the host) can review cards',
    );
    game.ok('p3', 'confirmScores');
    expect(game.gp.half).toBe('bottom');
  });

  it('with the watcher offline the host or a watching-team player confirms', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.expire();
    game.presence('p2', false);
    expect(game.refused('p3', 'confirmScores')).toBe(
      'Only the watcher (or, if they are offline, their team or the host) can review cards',
    );
    game.ok('p4', 'confirmScores');
    expect(game.gp.half).toBe('bottom');
    // next turn: p3 watches; with p3 offline the host (p1, team 1 too) may confirm
    game.ok('p2', 'startTurn');
    game.expire();
    game.presence('p3', false);
    game.ok('p1', 'confirmScores');
    expect(game.gp.round).toBe(2);
  });

  it('records the turn and the plays, then moves to the next preround', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    const a = game.gp.cardIndex as number;
    game.now += 4_000;
    game.press('p1', 'correct');
    const b = game.gp.cardIndex as number;
    game.now += 1_500;
    game.press('p2', 'buzzed');
    game.expire();
    game.ok('p2', 'confirmScores');
    expect(game.gp.turns).toEqual([
      { round: 1, half: 'top', givingTeam: 'team 1', giverId: 'p1', giverName: 'Player 1', skipped: false },
    ]);
    expect(game.gp.plays).toEqual([
      {
        index: a,
        cardId: game.state.deck[a]?.card.id,
        status: 'correct',
        round: 1,
        half: 'top',
        pass: 0,
        givingTeam: 'team 1',
        giverId: 'p1',
        msOnScreen: 4_000,
        msLeft: 56_000,
      },
      {
        index: b,
        cardId: game.state.deck[b]?.card.id,
        status: 'buzzed',
        round: 1,
        half: 'top',
        pass: 0,
        givingTeam: 'team 1',
        giverId: 'p1',
        msOnScreen: 1_500,
        msLeft: 54_500,
        buzzerId: 'p2',
      },
    ]);
    expect(game.gp).toMatchObject({
      roundStatus: 'preround',
      half: 'bottom',
      turnCards: [],
      turnEndsAt: null,
    });
  });
});

describe('round status (the generic request)', () => {
  it('setting the value it already has does nothing', () => {
    const game = playing();
    expect(game.unchanged('p3', 'updateRoundStatus', { roundStatus: 'preround' })).toBe('Nothing to change');
    game.ok('p1', 'startTurn');
    expect(game.unchanged('p3', 'updateRoundStatus', { roundStatus: 'in progress' })).toBe(
      'Nothing to change',
    );
  });

  it('changes only while the game is active', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p1', 'updateRoundStatus', { roundStatus: 'preround' })).toBe(
      'Game ABCDEF is not active',
    );
    expect(game.refused('p1', 'updateRoundStatus', { roundStatus: 'in progress' })).toBe(
      'Game ABCDEF is not active',
    );
    game.start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.refused('p1', 'updateRoundStatus', { roundStatus: 'in progress' })).toBe(
      'Game ABCDEF is not active',
    );
  });

  it('preround → in progress is Start turn, with its rule', () => {
    const game = playing();
    expect(game.refused('p2', 'updateRoundStatus', { roundStatus: 'in progress' })).toBe(
      'Only the clue giver can start the turn',
    );
    game.ok('p1', 'updateRoundStatus', { roundStatus: 'in progress' });
    expect(game.gp.roundStatus).toBe('in progress');
    expect(game.gp.cardIndex).not.toBeNull();
  });

  it('postround → preround is Confirm scores, with its rule', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    game.expire();
    expect(game.refused('p3', 'updateRoundStatus', { roundStatus: 'preround' })).toBe(
      'Only the watcher (or, if they are offline, their team or the host) can review cards',
    );
    expect(game.refused('p1', 'updateRoundStatus', { roundStatus: 'preround' })).toBe(
      'The clue giver cannot review or confirm their own turn',
    );
    game.ok('p2', 'updateRoundStatus', { roundStatus: 'preround' });
    expect(game.gp).toMatchObject({ roundStatus: 'preround', half: 'bottom', giverId: 'p2' });
  });

  it('refuses the other moves', () => {
    const game = playing();
    expect(game.refused('p1', 'updateRoundStatus', { roundStatus: 'postround' })).toBe(
      "The round can't go from preround to postround",
    );
    game.ok('p1', 'startTurn');
    expect(game.refused('p1', 'updateRoundStatus', { roundStatus: 'postround' })).toBe(
      "The round can't go from in progress to postround",
    );
    expect(game.refused('p1', 'updateRoundStatus', { roundStatus: 'preround' })).toBe(
      "The round can't go from in progress to preround",
    );
    game.expire();
    expect(game.refused('p2', 'updateRoundStatus', { roundStatus: 'in progress' })).toBe(
      "The round can't go from postround to in progress",
    );
  });
});

describe('Skip turn (the host, for an absent giver)', () => {
  /** Bottom half of round 1: p2 gives, p3 watches, p1 is the host. */
  const bottomHalf = () => {
    const game = playing();
    game.playTurn([]);
    return game;
  };

  it('is the host’s alone', () => {
    const game = bottomHalf();
    game.presence('p2', false);
    expect(game.refused('p3', 'skipTurn')).toBe('Only the host can skip a turn');
  });

  it('is refused while the giver is online', () => {
    const game = bottomHalf();
    expect(game.refused('p1', 'skipTurn')).toBe(
      'The clue giver is online; only an absent giver’s turn can be skipped',
    );
  });

  it('is refused once the turn has started', () => {
    const game = bottomHalf();
    game.ok('p2', 'startTurn');
    game.presence('p2', false);
    expect(game.refused('p1', 'skipTurn')).toBe('The turn has already started');
    game.expire();
    expect(game.refused('p1', 'skipTurn')).toBe('The turn has already started');
  });

  it('completes the absent giver’s turn with no cards and moves on', () => {
    const game = bottomHalf();
    game.presence('p2', false);
    const outcome = game.send('p1', 'skipTurn');
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['turn skipped']);
    expect(game.gp.turns.at(-1)).toEqual({
      round: 1,
      half: 'bottom',
      givingTeam: 'team 2',
      giverId: 'p2',
      giverName: 'Player 2',
      skipped: true,
    });
    expect(game.gp.score).toEqual({ 'team 1': 0, 'team 2': 0 });
    expect(game.gp).toMatchObject({
      round: 2,
      half: 'top',
      roundStatus: 'preround',
      giverId: 'p3',
      watcherId: 'p4',
    });
    expect(game.gp.turnIndex['team 2']).toBe(1);
  });
});

describe('the giver leaves mid-turn', () => {
  it('ends the turn at once: the card on screen goes back and review starts', () => {
    const game = playing();
    game.playTurn([]);
    game.ok('p2', 'startTurn');
    const played = game.gp.cardIndex as number;
    game.press('p2', 'correct');
    const onScreen = game.gp.cardIndex as number;
    game.ok('p2', 'leaveGame');
    expect(game.gp).toMatchObject({ roundStatus: 'postround', cardIndex: null, turnEndsAt: null });
    expect(game.pile.at(-1)).toBe(onScreen);
    expect(game.gp.turnCards).toEqual([{ index: played, pass: 0, msLeft: 60_000 }]);
    // the watcher reviews and confirms; the point still goes to the giver's team, p4 gives next
    game.ok('p3', 'confirmScores');
    expect(game.gp.score).toEqual({ 'team 1': 0, 'team 2': 1 });
    expect(game.gp).toMatchObject({ round: 2, half: 'top', giverId: 'p3', watcherId: 'p4' });
  });

  it('a guesser leaving does not end the turn', () => {
    const game = new Driver().addPlayers(6).start();
    game.ok('p1', 'startTurn');
    game.ok('p3', 'leaveGame');
    expect(game.gp.roundStatus).toBe('in progress');
  });

  it('the watcher leaving mid-turn hands review to the watching team and the host', () => {
    const game = new Driver().addPlayers(6).start();
    game.ok('p1', 'startTurn');
    game.ok('p2', 'leaveGame');
    expect(game.gp.watcherId).toBeNull();
    expect(game.gp.roundStatus).toBe('in progress');
    expect(game.press('p4', 'buzzed').kind).toBe('accepted');
    game.expire();
    game.ok('p6', 'confirmScores');
    expect(game.gp).toMatchObject({ half: 'bottom', giverId: 'p4', watcherId: 'p3' });
  });
});

describe('system-only requests', () => {
  it('a player cannot send the server’s requests, and the server cannot send a player’s', () => {
    const game = playing();
    game.ok('p1', 'startTurn');
    const now = (game.gp.turnEndsAt as number) + 1;
    const expire = decide(game.state, { type: 'expireTurn', gamecode: 'ABCDEF' }, 'p1', { now, seed: 1 });
    expect(expire.kind === 'refused' && expire.message).toBe('Only the server can do that');
    const presence = decide(
      game.state,
      { type: 'setPresence', gamecode: 'ABCDEF', playerId: 'p2', online: false, cause: 'connection' },
      'p1',
      {
        now,
        seed: 1,
      },
    );
    expect(presence.kind === 'refused' && presence.message).toBe('Only the server can do that');
    const start = decide(game.state, { type: 'confirmScores', gamecode: 'ABCDEF' }, SYSTEM, { now, seed: 1 });
    expect(start.kind === 'refused' && start.message).toBe('Only the server can do that');
  });
});
