import { describe, expect, it } from 'vitest';
import { decide } from './decide.ts';
import { parseGameRequest, parseRequest } from './parse.ts';
import { CODE, Driver } from './testing/driver.ts';

const playing = () => new Driver().addPlayers(4).start();
const inTurn = () => {
  const game = playing();
  game.ok('p1', 'startTurn');
  return game;
};

describe('card update: the request', () => {
  const full = { gamecode: CODE, index: 3, status: 'correct', roundStatus: 'in progress' };

  it.each(['gamecode', 'index', 'status', 'roundStatus'])(
    'any missing part (%s) gives the one missing-parameters message',
    (field) => {
      for (const missing of [undefined, null, '']) {
        const parsed = parseGameRequest('updateCardStatus', { ...full, [field]: missing });
        expect(parsed).toEqual({ ok: false, message: 'Missing required parameters for card update' });
      }
    },
  );

  it('gives the same message for no payload at all', () => {
    expect(parseGameRequest('updateCardStatus', undefined)).toEqual({
      ok: false,
      message: 'Missing required parameters for card update',
    });
    expect(parseGameRequest('updateCardStatus', 'x')).toEqual({
      ok: false,
      message: 'Missing required parameters for card update',
    });
  });

  it('parses a complete request, index 0 included', () => {
    expect(parseGameRequest('updateCardStatus', { ...full, gamecode: ' abcdef ', index: 0 })).toEqual({
      ok: true,
      value: {
        type: 'updateCardStatus',
        gamecode: 'ABCDEF',
        index: 0,
        status: 'correct',
        roundStatus: 'in progress',
      },
    });
  });

  it('reads a Buzz sent as `discard`, by a tab open from before the status was `buzzed`, as `buzzed`', () => {
    const parsed = parseGameRequest('updateCardStatus', { ...full, status: 'discard' });
    expect(parsed.ok && parsed.value).toMatchObject({ type: 'updateCardStatus', status: 'buzzed' });
    // The server's request path parses with the catalogue's schema directly.
    const atServer = parseRequest('updateCardStatus', { ...full, status: 'discard' });
    expect(atServer.ok && atServer.value.status).toBe('buzzed');
    const game = inTurn();
    const index = game.gp.cardIndex;
    game.ok('p2', 'updateCardStatus', { index, status: 'discard', roundStatus: 'in progress' });
    expect(game.state.deck[index ?? -1]?.status).toBe('buzzed');
    expect(game.gp.lastMark).toMatchObject({ index, status: 'buzzed' });
  });

  it('names the field of a present but bad part', () => {
    expect(parseGameRequest('updateCardStatus', { ...full, status: 'guessed' })).toEqual({
      ok: false,
      message: 'Invalid request: status: Invalid option: expected one of "correct"|"skipped"|"buzzed"',
    });
    expect(parseGameRequest('updateCardStatus', { ...full, index: '3' })).toEqual({
      ok: false,
      message: 'Invalid request: index: Invalid input: expected number, received string',
    });
    expect(parseGameRequest('updateCardStatus', { ...full, index: -1 })).toEqual({
      ok: false,
      message: 'Invalid request: index: Too small: expected number to be >=0',
    });
  });
});

describe('card update: the transaction’s checks, in order', () => {
  it('skips with a reason when the expected round status does not allow card updates', () => {
    const game = inTurn();
    const index = game.gp.cardIndex;
    expect(
      game.unchanged('p1', 'updateCardStatus', { index, status: 'correct', roundStatus: 'preround' }),
    ).toBe("Cards can't be updated while the round is preround");
  });

  it('checks the expected round status before the game status', () => {
    const game = new Driver().addPlayers(4);
    expect(
      game.unchanged('p1', 'updateCardStatus', { index: 0, status: 'correct', roundStatus: 'preround' }),
    ).toBe("Cards can't be updated while the round is preround");
  });

  it('refuses while the game is not active (lobby and finished)', () => {
    const game = new Driver().addPlayers(4);
    expect(
      game.refused('p1', 'updateCardStatus', { index: 99, status: 'correct', roundStatus: 'in progress' }),
    ).toBe('Game ABCDEF is not active');
    game.start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(
      game.refused('p1', 'updateCardStatus', { index: 0, status: 'correct', roundStatus: 'postround' }),
    ).toBe('Game ABCDEF is not active');
  });

  it('refuses for a game that does not exist', () => {
    const parsed = parseGameRequest('updateCardStatus', {
      gamecode: 'ZZZZZZ',
      index: 0,
      status: 'correct',
      roundStatus: 'in progress',
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const outcome = decide(undefined, parsed.value, 'p1', { now: 1, seed: 1 });
    expect(outcome.kind === 'refused' && outcome.message).toBe('Game ZZZZZZ does not exist');
  });

  it('skips with "Round status mismatch" when the stored round status differs from the expected one', () => {
    const game = playing(); // preround
    expect(
      game.unchanged('p1', 'updateCardStatus', { index: 0, status: 'correct', roundStatus: 'in progress' }),
    ).toBe('Round status mismatch');
    game.ok('p1', 'startTurn');
    const index = game.gp.cardIndex;
    expect(
      game.unchanged('p2', 'updateCardStatus', { index, status: 'buzzed', roundStatus: 'postround' }),
    ).toBe('Round status mismatch');
  });

  it('checks the round status before the card: a missing card under a stale status is a mismatch', () => {
    const game = playing();
    expect(
      game.unchanged('p1', 'updateCardStatus', { index: 999, status: 'correct', roundStatus: 'in progress' }),
    ).toBe('Round status mismatch');
  });

  it('refuses a card that does not exist', () => {
    const game = inTurn();
    expect(
      game.refused('p1', 'updateCardStatus', { index: 999, status: 'correct', roundStatus: 'in progress' }),
    ).toBe('Card 999 in game ABCDEF does not exist');
    game.expire();
    expect(
      game.refused('p2', 'updateCardStatus', { index: 20_000, status: 'correct', roundStatus: 'postround' }),
    ).toBe('Card 20000 in game ABCDEF does not exist');
  });

  it('sets status and roundPlayed `{round}-{half}` and puts the next card on screen', () => {
    const game = inTurn();
    const first = game.gp.cardIndex as number;
    const pileBefore = [...game.pile];
    const outcome = game.press('p1', 'correct');
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['card correct']);
    expect(game.state.deck[first]).toMatchObject({ status: 'correct', roundPlayed: '1-top', seen: true });
    expect(game.gp.cardIndex).toBe(pileBefore[0]);
    expect(game.pile).toEqual(pileBefore.slice(1));
    expect(game.gp.turnCards).toEqual([{ index: first, pass: 0, msLeft: 60_000 }]);
    const second = game.gp.cardIndex as number;
    const skip = game.press('p1', 'skipped');
    expect(skip.kind === 'accepted' && skip.events).toEqual(['card skipped']);
    const third = game.gp.cardIndex as number;
    const buzz = game.press('p2', 'buzzed');
    expect(buzz.kind === 'accepted' && buzz.events).toEqual(['card buzzed']);
    expect(game.state.deck[second]).toMatchObject({ status: 'skipped', roundPlayed: '1-top' });
    expect(game.state.deck[third]).toMatchObject({ status: 'buzzed', roundPlayed: '1-top' });
  });

  it('writes the round and half of later turns: 1-bottom, 2-top', () => {
    const game = playing();
    game.playTurn([]);
    game.ok('p2', 'startTurn');
    const bottom = game.gp.cardIndex as number;
    game.press('p2', 'correct');
    expect(game.state.deck[bottom]?.roundPlayed).toBe('1-bottom');
    game.expire();
    game.ok('p3', 'confirmScores');
    game.ok('p3', 'startTurn');
    const top = game.gp.cardIndex as number;
    game.press('p4', 'buzzed');
    expect(game.state.deck[top]?.roundPlayed).toBe('2-top');
  });
});

describe('card update: who may press what during the turn', () => {
  it('only the giver marks Correct or Skip', () => {
    const game = inTurn();
    expect(
      game.refused('p3', 'updateCardStatus', {
        index: game.gp.cardIndex,
        status: 'correct',
        roundStatus: 'in progress',
      }),
    ).toBe('Only the clue giver can mark a card correct');
    expect(
      game.refused('p2', 'updateCardStatus', {
        index: game.gp.cardIndex,
        status: 'skipped',
        roundStatus: 'in progress',
      }),
    ).toBe('Only the clue giver can skip a card');
  });

  it('only the watching team buzzes: the watcher and their teammates, not the giver or a guesser', () => {
    const game = inTurn();
    for (const who of ['p1', 'p3']) {
      expect(
        game.refused(who, 'updateCardStatus', {
          index: game.gp.cardIndex,
          status: 'buzzed',
          roundStatus: 'in progress',
        }),
      ).toBe('Only the watching team can buzz');
    }
    expect(game.press('p2', 'buzzed').kind).toBe('accepted');
    expect(game.press('p4', 'buzzed').kind).toBe('accepted');
    expect(game.gp.turnCards).toHaveLength(2);
  });

  it('an unassigned late joiner cannot buzz', () => {
    const game = inTurn();
    game.ok('p5', 'joinGame', { name: 'Late' });
    expect(
      game.refused('p5', 'updateCardStatus', {
        index: game.gp.cardIndex,
        status: 'buzzed',
        roundStatus: 'in progress',
      }),
    ).toBe('Only the watching team can buzz');
  });
});

describe('card update: Correct and Buzz at the same instant apply exactly once', () => {
  it('the giver’s Correct first: the watcher’s Buzz for the same card is skipped with a reason', () => {
    const game = inTurn();
    const index = game.gp.cardIndex as number;
    expect(game.press('p1', 'correct', index).kind).toBe('accepted');
    expect(
      game.unchanged('p2', 'updateCardStatus', { index, status: 'buzzed', roundStatus: 'in progress' }),
    ).toBe(`Card ${index} is no longer in play`);
    expect(game.state.deck[index]?.status).toBe('correct');
    expect(game.gp.turnCards).toEqual([{ index, pass: 0, msLeft: 60_000 }]);
  });

  it('the watcher’s Buzz first: the giver’s Correct for the same card is skipped with a reason', () => {
    const game = inTurn();
    const index = game.gp.cardIndex as number;
    expect(game.press('p2', 'buzzed', index).kind).toBe('accepted');
    expect(
      game.unchanged('p1', 'updateCardStatus', { index, status: 'correct', roundStatus: 'in progress' }),
    ).toBe(`Card ${index} is no longer in play`);
    expect(game.state.deck[index]?.status).toBe('buzzed');
    expect(game.state.gameplay.turnCards).toHaveLength(1);
  });

  it('a press after the deadline, before the server ends the turn, is skipped: time is up', () => {
    const game = inTurn();
    game.now = (game.gp.turnEndsAt as number) + 0;
    expect(
      game.unchanged('p1', 'updateCardStatus', {
        index: game.gp.cardIndex,
        status: 'correct',
        roundStatus: 'in progress',
      }),
    ).toBe('Time is up');
    game.now -= 1;
    expect(game.press('p1', 'correct').kind).toBe('accepted');
  });
});

describe('card update: review in postround', () => {
  function reviewing() {
    const game = inTurn();
    const played = [game.gp.cardIndex as number];
    game.press('p1', 'correct');
    played.push(game.gp.cardIndex as number);
    game.press('p1', 'skipped');
    game.expire();
    return { game, played: played as [number, number] };
  }

  it('the watcher moves a card between Correct, Skipped and Buzzed', () => {
    const { game, played } = reviewing();
    const outcome = game.send('p2', 'updateCardStatus', {
      index: played[0],
      status: 'buzzed',
      roundStatus: 'postround',
    });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['card reviewed']);
    expect(game.state.deck[played[0]]).toMatchObject({ status: 'buzzed', roundPlayed: '1-top' });
    game.ok('p2', 'updateCardStatus', { index: played[1], status: 'correct', roundStatus: 'postround' });
    expect(game.state.deck[played[1]]?.status).toBe('correct');
  });

  it('moving a card to where it already is changes nothing', () => {
    const { game, played } = reviewing();
    expect(
      game.unchanged('p2', 'updateCardStatus', {
        index: played[0],
        status: 'correct',
        roundStatus: 'postround',
      }),
    ).toBe('Nothing to change');
  });

  it('refuses a card that was not played in this turn', () => {
    const { game } = reviewing();
    const notPlayed = game.pile[0] as number;
    expect(
      game.refused('p2', 'updateCardStatus', {
        index: notPlayed,
        status: 'correct',
        roundStatus: 'postround',
      }),
    ).toBe(`Card ${notPlayed} was not played in this turn`);
  });

  it('only the watcher reviews while the watcher is online', () => {
    const { game, played } = reviewing();
    expect(
      game.refused('p1', 'updateCardStatus', {
        index: played[0],
        status: 'buzzed',
        roundStatus: 'postround',
      }),
    ).toBe('The clue giver cannot review or confirm their own turn');
    for (const who of ['p3', 'p4']) {
      expect(
        game.refused(who, 'updateCardStatus', {
          index: played[0],
          status: 'buzzed',
          roundStatus: 'postround',
        }),
      ).toBe('Only the watcher (or, if they are offline, their team or the host) can review cards');
    }
  });

  it('with the watcher offline, any watching-team player reviews; a guesser still cannot', () => {
    const { game, played } = reviewing();
    game.presence('p2', false);
    game.ok('p4', 'updateCardStatus', { index: played[0], status: 'buzzed', roundStatus: 'postround' });
    game.ok('p2', 'updateCardStatus', { index: played[0], status: 'correct', roundStatus: 'postround' });
    expect(
      game.refused('p3', 'updateCardStatus', {
        index: played[0],
        status: 'buzzed',
        roundStatus: 'postround',
      }),
    ).toBe('Only the watcher (or, if they are offline, their team or the host) can review cards');
  });

  it('the giver never reviews their own turn, not even as the host with the watcher offline', () => {
    const { game, played } = reviewing();
    game.presence('p2', false);
    expect(game.state.players.find((p) => p.playerId === 'p1')).toMatchObject({ host: true });
    expect(game.gp.giverId).toBe('p1');
    expect(
      game.refused('p1', 'updateCardStatus', {
        index: played[0],
        status: 'skipped',
        roundStatus: 'postround',
      }),
    ).toBe('The clue giver cannot review or confirm their own turn');
  });
});
