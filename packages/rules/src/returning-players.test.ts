import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_LEAVERS } from './constants.ts';
import { Driver } from './testing/driver.ts';
import { stateProblems } from './testing/invariants.ts';
import type { GameState } from './types.ts';

const REMOVED = 'The host removed you from this game: ask them to let you back in';

const teamOf = (game: Driver, playerId: string) => game.state.players.find((p) => p.playerId === playerId);

describe('a player who leaves an active game and joins again', () => {
  // Two teams of three: team 1 p1 p3 p5, team 2 p2 p4 p6; p1 gives first, p2 watches.
  const sixPlaying = () => new Driver().addPlayers(6).start();

  it('is back on their team at once, not unassigned: leaving is no way to switch teams', () => {
    const game = sixPlaying();
    game.ok('p4', 'leaveGame');
    game.ok('p4', 'joinGame', { name: 'Player 4' });
    expect(teamOf(game, 'p4')).toMatchObject({ team: 'team 2', pendingTeam: null });
    expect(game.refused('p4', 'updateTeam', { team: 'team 1' })).toBe(
      'Players on a team cannot switch during play; ask the host to move you',
    );
    expect(stateProblems(game.state)).toEqual([]);
  });

  it('keeps their place in the turn order: the same teammates give next, in the same order', () => {
    const game = sixPlaying();
    game.ok('p4', 'leaveGame');
    expect(game.gp.order['team 2']).toEqual(['p2', 'p6']);
    game.ok('p4', 'joinGame', { name: 'Player 4' });
    expect(game.gp.order['team 2']).toEqual(['p2', 'p4', 'p6']);
    const givers: (string | null)[] = [];
    for (let turn = 0; turn < 6; turn++) {
      givers.push(game.gp.giverId);
      game.playTurn([]);
    }
    expect(givers).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('who has given this rotation does not give again before their teammates', () => {
    const game = sixPlaying();
    game.playTurn([]); // p1
    game.playTurn([]); // p2
    game.ok('p1', 'leaveGame');
    game.ok('p1', 'joinGame', { name: 'Player 1' });
    expect(game.gp.order['team 1']).toEqual(['p1', 'p3', 'p5']);
    const givers: (string | null)[] = [];
    for (let turn = 0; turn < 6; turn++) {
      givers.push(game.gp.giverId);
      game.playTurn([]);
    }
    expect(givers).toEqual(['p3', 'p4', 'p5', 'p6', 'p1', 'p2']);
  });

  it('the giver who leaves mid-turn and comes back is not next again: the pointer stays on who it was', () => {
    const game = sixPlaying();
    game.ok('p1', 'startTurn');
    game.ok('p1', 'leaveGame');
    expect(game.gp.roundStatus).toBe('postround');
    game.ok('p1', 'joinGame', { name: 'Player 1' });
    game.ok('p2', 'confirmScores');
    game.playTurn([]); // p2
    expect(game.gp.giverId).toBe('p3');
    expect(game.gp.rotations['team 1']).toBe(0);
  });

  it('a watcher who comes back during the turn sees the card again, as their team does', () => {
    const game = sixPlaying();
    game.ok('p1', 'startTurn');
    game.ok('p4', 'leaveGame');
    expect(game.view('p4').gameplay.card).toBeNull();
    game.ok('p4', 'joinGame', { name: 'Player 4' });
    expect(game.view('p4').you?.role).toBe('watching team');
    expect(game.view('p4').gameplay.card?.index).toBe(game.gp.cardIndex);
  });

  it('a guesser who comes back during the turn is a guesser again, never on the team that sees the card', () => {
    const game = sixPlaying();
    game.ok('p1', 'startTurn');
    game.ok('p3', 'leaveGame');
    game.ok('p3', 'joinGame', { name: 'Player 3' });
    expect(game.view('p3').you?.role).toBe('guesser');
    expect(game.view('p3').gameplay.card).toBeNull();
  });

  it('a move the host made before they left still waits for the end of a turn', () => {
    const game = sixPlaying();
    game.ok('p1', 'startTurn');
    game.ok('p1', 'movePlayer', { playerId: 'p4', team: 'team 1' });
    game.ok('p4', 'leaveGame');
    game.ok('p4', 'joinGame', { name: 'Player 4' });
    expect(teamOf(game, 'p4')).toMatchObject({ team: 'team 2', pendingTeam: 'team 1' });
    game.expire();
    game.ok('p2', 'confirmScores');
    expect(teamOf(game, 'p4')).toMatchObject({ team: 'team 1', pendingTeam: null });
    expect(stateProblems(game.state)).toEqual([]);
  });

  it('an unassigned player whose pick waited for the turn’s end gets it back, at once outside a turn', () => {
    const game = sixPlaying();
    game.ok('p1', 'startTurn');
    game.ok('p7', 'joinGame', { name: 'Player 7' });
    game.ok('p7', 'updateTeam', { team: 'team 1' });
    game.ok('p7', 'leaveGame');
    game.expire();
    game.ok('p2', 'confirmScores');
    game.ok('p7', 'joinGame', { name: 'Player 7' });
    expect(teamOf(game, 'p7')).toMatchObject({ team: 'team 1', pendingTeam: null });
    expect(game.gp.order['team 1']).toEqual(['p1', 'p3', 'p5', 'p7']);
  });

  it('someone who never left an active game still arrives unassigned', () => {
    const game = sixPlaying();
    game.ok('p7', 'joinGame', { name: 'Player 7' });
    expect(teamOf(game, 'p7')?.team).toBe('unassigned');
  });

  it('in the lobby, where anyone may switch, comes back unassigned as before', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p4', 'leaveGame');
    game.ok('p4', 'joinGame', { name: 'Player 4' });
    expect(teamOf(game, 'p4')?.team).toBe('unassigned');
    expect(game.state.departed ?? []).toEqual([]);
  });

  it('whose team the game does not have (a state from elsewhere) comes back unassigned', () => {
    const game = sixPlaying();
    game.ok('p4', 'leaveGame');
    game.state = {
      ...game.state,
      departed: (game.state.departed ?? []).map((d) => ({ ...d, team: 'team 4' as const })),
    };
    game.ok('p4', 'joinGame', { name: 'Player 4' });
    expect(teamOf(game, 'p4')).toMatchObject({ team: 'unassigned', pendingTeam: null });
    expect(stateProblems(game.state)).toEqual([]);
  });
});

describe('a player the host removed', () => {
  it('is refused in the lobby and in play, with a message that says why, and nothing changes', () => {
    for (const start of [false, true]) {
      const game = new Driver().addPlayers(6);
      if (start) game.start();
      game.ok('p1', 'removePlayer', { playerId: 'p4' });
      expect(game.refused('p4', 'joinGame', { name: 'Player 4' })).toBe(REMOVED);
      expect(game.refused('p4', 'joinGame', { name: 'Someone else' })).toBe(REMOVED);
    }
  });

  it('is refused even when the game has room and their name is free; others still join', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p1', 'removePlayer', { playerId: 'p2' });
    game.ok('p5', 'joinGame', { name: 'Player 5' });
    expect(game.refused('p2', 'joinGame', { name: 'Player 2' })).toBe(REMOVED);
  });

  it('joins again once the host lets them back in, and in play gets their team back', () => {
    const game = new Driver().addPlayers(6).start();
    game.ok('p1', 'removePlayer', { playerId: 'p4' });
    const outcome = game.send('p1', 'readmitPlayer', { playerId: 'p4' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['player let back in']);
    expect(game.state.removed).toEqual([]);
    game.ok('p4', 'joinGame', { name: 'Player 4' });
    expect(teamOf(game, 'p4')?.team).toBe('team 2');
  });

  it('letting back in is the host’s alone, for a player the host removed, in a game not finished', () => {
    const game = new Driver().addPlayers(6).start();
    game.ok('p1', 'removePlayer', { playerId: 'p4' });
    expect(game.refused('p2', 'readmitPlayer', { playerId: 'p4' })).toBe(
      'Only the host can let players back in',
    );
    expect(game.refused('p1', 'readmitPlayer', { playerId: 'p3' })).toBe(
      'That player was not removed from this game',
    );
    game.ok('p5', 'leaveGame');
    expect(game.refused('p1', 'readmitPlayer', { playerId: 'p5' })).toBe(
      'That player was not removed from this game',
    );
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.refused('p1', 'readmitPlayer', { playerId: 'p4' })).toBe('Game ABCDEF is finished');
  });

  it('a player who only left is not refused: leaving is not being removed', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p3', 'leaveGame');
    game.ok('p3', 'joinGame', { name: 'Player 3' });
  });

  it('the host’s view lists the removed players by name; nobody else’s names them', () => {
    const game = new Driver().addPlayers(6).start();
    game.ok('p1', 'removePlayer', { playerId: 'p4' });
    game.ok('p1', 'updatePlayer', { name: 'Host' });
    expect(game.view('p1').removedPlayers).toEqual([{ playerId: 'p4', name: 'Player 4' }]);
    for (const other of ['p2', 'p3', 'p4', 'stranger']) {
      expect(game.view(other).removedPlayers, other).toBeNull();
      expect(JSON.stringify(game.view(other)), other).not.toContain('p4');
    }
  });

  it('the host who passes on the role passes on the list too', () => {
    const game = new Driver().addPlayers(6).start();
    game.ok('p1', 'removePlayer', { playerId: 'p4' });
    game.ok('p1', 'leaveGame');
    expect(game.view('p2').removedPlayers).toEqual([{ playerId: 'p4', name: 'Player 4' }]);
    game.ok('p2', 'readmitPlayer', { playerId: 'p4' });
  });

  it('stays out of the group’s next game (Play again) until let back in there', () => {
    const game = new Driver().addPlayers(6).start();
    game.ok('p1', 'removePlayer', { playerId: 'p4' });
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    const outcome = game.send('p1', 'playAgain', {}, { newGamecode: 'QRSTUV' });
    const next = outcome.kind === 'accepted' ? outcome.spawned : undefined;
    expect(next?.removed).toEqual([{ playerId: 'p4', name: 'Player 4' }]);
    expect(next?.departed).toBeUndefined();
  });
});

describe('what the game remembers of those who left', () => {
  it('at most the latest few leavers and removals, so a game’s state stays small', () => {
    const game = new Driver().addPlayers(4).start();
    for (let i = 0; i < MAX_REMEMBERED_LEAVERS + 5; i++) {
      game.ok(`x${i}`, 'joinGame', { name: `Passer ${i}` });
      game.ok(`x${i}`, 'updateTeam', { team: 'team 1' });
      if (i % 2 === 0) game.ok('p1', 'removePlayer', { playerId: `x${i}` });
      else game.ok(`x${i}`, 'leaveGame');
    }
    expect(game.state.departed?.length).toBeLessThanOrEqual(MAX_REMEMBERED_LEAVERS);
    expect(game.state.removed?.length).toBeLessThanOrEqual(MAX_REMEMBERED_LEAVERS);
    // The latest are kept.
    const last = MAX_REMEMBERED_LEAVERS + 4;
    expect(game.state.removed?.at(-1)?.playerId).toBe(`x${last - (last % 2)}`);
    expect(game.state.departed?.at(-1)?.playerId).toBe(`x${last}`);
  });

  it('a game stored before it remembered them plays on as before', () => {
    const game = new Driver().addPlayers(6).start();
    const { departed: _d, removed: _r, ...stored } = game.state;
    game.state = stored as GameState;
    game.ok('p4', 'leaveGame');
    game.ok('p4', 'joinGame', { name: 'Player 4' });
    expect(teamOf(game, 'p4')?.team).toBe('team 2');
    const { removed: _, ...beforeRemovals } = game.state;
    game.state = beforeRemovals;
    game.ok('p1', 'removePlayer', { playerId: 'p6' });
    expect(game.refused('p6', 'joinGame', { name: 'Player 6' })).toBe(REMOVED);
    expect(game.view('p1').removedPlayers).toEqual([{ playerId: 'p6', name: 'Player 6' }]);
  });
});
