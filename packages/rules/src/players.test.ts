import { describe, expect, it } from 'vitest';
import { createGame } from './create.ts';
import { decide } from './decide.ts';
import { SYSTEM } from './outcome.ts';
import { parseGameRequest } from './parse.ts';
import { defaultSettings } from './schemas.ts';
import { Driver } from './testing/driver.ts';

function request(type: string, payload: Record<string, unknown>) {
  const parsed = parseGameRequest(type, { gamecode: 'QRST23', ...payload });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

describe('join', () => {
  it('a game that does not exist: the fixed message, by code', () => {
    const outcome = decide(undefined, request('joinGame', { name: 'Ana' }), 'p9', { now: 5, seed: 1 });
    expect(outcome).toMatchObject({ kind: 'refused', message: 'Game code QRST23 does not exist!' });
  });

  it('a game that does not exist, for the other calls: by code for team and player updates, else plainly', () => {
    const ctx = { now: 5, seed: 1 };
    expect(decide(undefined, request('updateTeam', { team: 'team 1' }), 'p1', ctx)).toMatchObject({
      message: 'Game code QRST23 does not exist!',
    });
    expect(decide(undefined, request('updatePlayer', { name: 'Bo' }), 'p1', ctx)).toMatchObject({
      message: 'Game code QRST23 does not exist!',
    });
    for (const type of ['startTurn', 'confirmScores', 'leaveGame', 'playAgain']) {
      expect(decide(undefined, request(type, {}), 'p1', ctx)).toMatchObject({
        kind: 'refused',
        message: 'Game QRST23 does not exist',
      });
    }
  });

  it('arrives unassigned, online, not host, at the server’s time', () => {
    const game = new Driver();
    game.now += 123;
    const outcome = game.send('p2', 'joinGame', { name: '  Zoë  ' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['player joined']);
    expect(game.state.players[1]).toEqual({
      playerId: 'p2',
      name: 'Zoë',
      team: 'unassigned',
      host: false,
      online: true,
      lastSeen: game.now,
      joinedAt: game.now,
      pendingTeam: null,
    });
    expect(game.state.users).toEqual(['p1', 'p2']);
  });

  it('joins an active game unassigned', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p5', 'joinGame', { name: 'Late' });
    expect(game.state.players.at(-1)?.team).toBe('unassigned');
    expect(game.gp.order).toEqual({ 'team 1': ['p1', 'p3'], 'team 2': ['p2', 'p4'] });
  });

  it('refuses a finished game with the fixed message', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.refused('p5', 'joinGame', { name: 'Late' })).toBe("ABCDEF is finished and can't be joined!");
  });

  it('joining again changes nothing', () => {
    const game = new Driver().addPlayers(2);
    expect(game.unchanged('p2', 'joinGame', { name: 'Other name' })).toBe('You are already in this game');
  });

  it('is full at 20 players', () => {
    const game = new Driver().addPlayers(20, false);
    expect(game.state.players).toHaveLength(20);
    expect(game.refused('p21', 'joinGame', { name: 'One too many' })).toBe(
      'Game ABCDEF is full (20 players)',
    );
  });

  it('refuses a name already taken, without regard to case', () => {
    const game = new Driver();
    game.ok('p2', 'joinGame', { name: 'Ana' });
    expect(game.refused('p3', 'joinGame', { name: 'ANA' })).toBe(
      'The name "ANA" is already taken in this game',
    );
    expect(game.refused('p3', 'joinGame', { name: ' player 1 ' })).toBe(
      'The name "player 1" is already taken in this game',
    );
    game.ok('p3', 'joinGame', { name: 'Ana B' });
  });

  describe('refuses a name that looks like one already taken', () => {
    const taken = (first: string, second: string) => {
      const game = new Driver();
      game.ok('p2', 'joinGame', { name: first });
      return game.refused('p3', 'joinGame', { name: second });
    };
    it.each([
      ['a zero-width space', 'Ann', 'Ann\u200B', 'Ann'],
      ['a word joiner', 'Ann', 'An\u2060n', 'Ann'],
      ['a zero-width no-break space', 'Ann', '\uFEFFAnn', 'Ann'],
      ['a soft hyphen', 'Ann', 'An\u00ADn', 'Ann'],
      ['a left-to-right mark', 'Ann', 'Ann\u200E', 'Ann'],
      ['a decomposed accent', 'José', 'Jose\u0301', 'José'],
      ['a precomposed accent', 'Jose\u0301', 'José', 'José'],
      ['a Cyrillic А', 'Ann', '\u0410nn', '\u0410nn'],
      ['a Cyrillic а, in another case', 'ann', '\u0410NN', '\u0410NN'],
      ['Greek capitals', 'ANNA', '\u0391\u039D\u039DA', '\u0391\u039D\u039DA'],
      ['full-width letters', 'Ann', '\uFF21\uFF4E\uFF4E', '\uFF21\uFF4E\uFF4E'],
      ['rn for m', 'Sam', 'Sarn', 'Sarn'],
      ['a digit one for a small L', 'Al', 'A1', 'A1'],
    ])('%s', (_what, first, second, shown) => {
      expect(taken(first, second)).toBe(`The name "${shown}" is already taken in this game`);
    });
  });

  it('keeps apart names that only look alike to a hasty reader', () => {
    const game = new Driver();
    const names = ['Ann', 'Anna', 'Ana', 'Anne', 'Jon', 'John', '👨‍👩‍👧', '👨🏽‍👩🏽‍👧🏽', '👨‍👩‍👦', '👨👩👧'];
    names.forEach((name, i) => {
      game.ok(`q${i}`, 'joinGame', { name });
    });
    expect(game.state.players.slice(1).map((p) => p.name)).toEqual(names);
  });

  it('a rename to a name that looks like another player’s is refused too', () => {
    const game = new Driver().addPlayers(2);
    expect(game.refused('p2', 'updatePlayer', { name: 'Pl\u0430yer 1' })).toBe(
      'The name "Plаyer 1" is already taken in this game',
    );
  });

  it('the first player into an empty game becomes host', () => {
    const game = new Driver();
    game.ok('p1', 'leaveGame');
    expect(game.state.players).toEqual([]);
    game.ok('p2', 'joinGame', { name: 'Bo' });
    expect(game.state.players[0]?.host).toBe(true);
  });
});

describe('update player (rename)', () => {
  it('renames, cleaned of stray spaces, kept as typed', () => {
    const game = new Driver().addPlayers(2);
    const outcome = game.send('p2', 'updatePlayer', { name: '  çağrı  ' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['player renamed']);
    expect(game.state.players[1]?.name).toBe('çağrı');
  });

  it('the same name changes nothing; another case of one’s own name is a rename', () => {
    const game = new Driver().addPlayers(2);
    expect(game.unchanged('p2', 'updatePlayer', { name: 'Player 2' })).toBe('Nothing to change');
    game.ok('p2', 'updatePlayer', { name: 'PLAYER 2' });
    expect(game.state.players[1]?.name).toBe('PLAYER 2');
  });

  it('refuses another player’s name', () => {
    const game = new Driver().addPlayers(2);
    expect(game.refused('p2', 'updatePlayer', { name: 'player 1' })).toBe(
      'The name "player 1" is already taken in this game',
    );
  });
});

describe('presence (the server’s alone)', () => {
  it('marks a player offline and online again', () => {
    const game = new Driver().addPlayers(2);
    game.now += 5000;
    const off = game.send(SYSTEM, 'setPresence', { playerId: 'p2', online: false });
    expect(off.kind === 'accepted' && off.events).toEqual(['player offline']);
    expect(game.state.players[1]).toMatchObject({ online: false, lastSeen: game.now });
    expect(game.view('p1').players[1]?.lastSeen).toBe(game.now);
    const on = game.send(SYSTEM, 'setPresence', { playerId: 'p2', online: true });
    expect(on.kind === 'accepted' && on.events).toEqual(['player online']);
    expect(game.state.players[1]?.online).toBe(true);
  });

  it('the same value changes nothing', () => {
    const game = new Driver().addPlayers(2);
    expect(game.unchanged(SYSTEM, 'setPresence', { playerId: 'p2', online: true })).toBe('Nothing to change');
  });

  it('refuses a player who is not in the game', () => {
    const game = new Driver();
    expect(game.refused(SYSTEM, 'setPresence', { playerId: 'p9', online: false })).toBe(
      'That player is not in game ABCDEF',
    );
  });

  it('a player cannot set presence, and the server cannot act as a player', () => {
    const game = new Driver().addPlayers(2);
    const ctx = { now: game.now, seed: 1 };
    const set = {
      type: 'setPresence' as const,
      gamecode: 'ABCDEF',
      playerId: 'p2',
      online: false,
      cause: 'connection' as const,
    };
    expect(decide(game.state, set, 'p1', ctx)).toMatchObject({
      kind: 'refused',
      message: 'Only the server can do that',
    });
    const join = request('joinGame', { name: 'Server' });
    expect(decide(game.state, join, SYSTEM, ctx)).toMatchObject({
      kind: 'refused',
      message: 'Only the server can do that',
    });
  });
});

describe('membership', () => {
  it('refuses any request but join from someone who is not a player', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('stranger', 'updateTeam', { team: 'team 1' })).toBe(
      'You are not a player in game ABCDEF',
    );
    expect(game.refused('stranger', 'updateGameStatus', { status: 'active' })).toBe(
      'You are not a player in game ABCDEF',
    );
    game.start();
    expect(game.refused('stranger', 'startTurn')).toBe('You are not a player in game ABCDEF');
    expect(game.refused('stranger', 'leaveGame')).toBe('You are not a player in game ABCDEF');
  });
});

describe('leave', () => {
  it('removes the player and their id', () => {
    const game = new Driver().addPlayers(3);
    const outcome = game.send('p2', 'leaveGame');
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['player left']);
    expect(game.state.players.map((p) => p.playerId)).toEqual(['p1', 'p3']);
    expect(game.state.users).toEqual(['p1', 'p3']);
  });

  it('a host who leaves passes the role to the earliest-joined remaining player', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p1', 'leaveGame');
    expect(game.state.players.filter((p) => p.host).map((p) => p.playerId)).toEqual(['p2']);
    game.ok('p2', 'leaveGame');
    expect(game.state.players.filter((p) => p.host).map((p) => p.playerId)).toEqual(['p3']);
  });

  it('a non-host leaving keeps the host', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p3', 'leaveGame');
    expect(game.state.players.filter((p) => p.host).map((p) => p.playerId)).toEqual(['p1']);
  });

  it('the new host can use the host’s powers at once', () => {
    const game = new Driver().addPlayers(5);
    game.ok('p1', 'leaveGame');
    expect(game.refused('p3', 'shuffleTeams')).toBe('Only the host can shuffle teams');
    game.ok('p2', 'updateGameStatus', { status: 'active' });
    expect(game.state.status).toBe('active');
  });
});

describe('remove player (the host’s)', () => {
  it('removes another player', () => {
    const game = new Driver().addPlayers(4);
    const outcome = game.send('p1', 'removePlayer', { playerId: 'p3' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['player removed']);
    expect(game.state.players.map((p) => p.playerId)).toEqual(['p1', 'p2', 'p4']);
  });

  it('is the host’s alone', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p2', 'removePlayer', { playerId: 'p3' })).toBe('Only the host can remove players');
  });

  it('not for removing oneself', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p1', 'removePlayer', { playerId: 'p1' })).toBe(
      'Use Leave to leave the game yourself',
    );
  });

  it('refuses someone who is not in the game', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p1', 'removePlayer', { playerId: 'p9' })).toBe('That player is not in game ABCDEF');
  });

  it('refuses once the game is finished', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.refused('p1', 'removePlayer', { playerId: 'p2' })).toBe('Game ABCDEF is finished');
  });

  it('during play takes the player out of the turn order; removing the giver mid-turn ends the turn', () => {
    const game = new Driver().addPlayers(6).start();
    game.ok('p1', 'removePlayer', { playerId: 'p4' });
    expect(game.gp.order['team 2']).toEqual(['p2', 'p6']);
    game.playTurn([]);
    game.ok('p2', 'startTurn');
    game.ok('p1', 'removePlayer', { playerId: 'p2' });
    expect(game.gp.roundStatus).toBe('postround');
  });
});

describe('a game made directly', () => {
  it('createGame: the creator is host, unassigned, online', () => {
    const state = createGame({
      gamecode: 'QRST23',
      hostId: 'h',
      hostName: 'Host',
      settings: defaultSettings,
      now: 9,
    });
    expect(state).toMatchObject({
      gamecode: 'QRST23',
      createdAt: 9,
      status: 'new',
      version: 1,
      users: ['h'],
      players: [
        {
          playerId: 'h',
          name: 'Host',
          team: 'unassigned',
          host: true,
          online: true,
          joinedAt: 9,
          pendingTeam: null,
        },
      ],
      result: null,
      nextGamecode: null,
      previousGamecode: null,
    });
  });
});
