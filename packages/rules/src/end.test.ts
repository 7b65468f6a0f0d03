import { describe, expect, it } from 'vitest';
import { endReason, teamsShortOfTurns } from './end.ts';
import { Driver } from './testing/driver.ts';
import type { GameResult } from './types.ts';

describe('end by turns', () => {
  it('ends after the bottom half in which both teams’ rotations reach the value', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    game.playTurn([]); // 1-top
    game.playTurn([]); // 1-bottom
    game.playTurn([]); // 2-top: team 1 has rotated once, but it is a top half
    expect(game.gp.rotations).toEqual({ 'team 1': 1, 'team 2': 0 });
    expect(game.state.status).toBe('active');
    game.playTurn(['correct']); // 2-bottom
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.reason).toBe('turns');
    expect(game.state.result?.winner).toBe('team 2');
    expect(game.state.result?.turns).toEqual({ 'team 1': 2, 'team 2': 2 });
    expect(teamsShortOfTurns(game.state.result as GameResult)).toEqual([]);
  });

  it('with uneven teams, waits for the larger team too', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(5).start();
    for (let i = 0; i < 4; i++) game.playTurn([]);
    expect(game.gp.rotations).toEqual({ 'team 1': 0, 'team 2': 1 });
    expect(game.state.status).toBe('active');
    game.playTurn([]);
    game.playTurn([]);
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.reason).toBe('turns');
    expect(game.gp.turns.map((t) => t.giverId)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p2']);
  });
});

describe('end by time', () => {
  it('ends after the first bottom half completed once the minutes of play have passed', () => {
    const game = new Driver({ endGameMethod: 'time', endValue: 10 }).addPlayers(4).start();
    const started = game.gp.startedAt as number;
    game.playTurn([]); // 1-top
    game.now = started + 10 * 60_000;
    expect(game.state.status).toBe('active');
    game.playTurn([]); // 1-bottom, confirmed after the ten minutes
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.reason).toBe('time');
  });

  it('does not end on a top half even when time has passed', () => {
    const game = new Driver({ endGameMethod: 'time', endValue: 10 }).addPlayers(4).start();
    game.now += 60 * 60_000;
    game.playTurn([]);
    expect(game.state.status).toBe('active');
    expect(game.gp.half).toBe('bottom');
  });

  it('does not end before the minutes have passed', () => {
    const game = new Driver({ endGameMethod: 'time', endValue: 10 }).addPlayers(4).start();
    game.playTurn([]);
    game.playTurn([]);
    expect(game.state.status).toBe('active');
    expect(game.now - (game.gp.startedAt as number)).toBeLessThan(10 * 60_000);
  });
});

describe('end by score', () => {
  const tenCorrect = Array(10).fill('correct') as 'correct'[];

  it('ends after a bottom half when a team has reached the target and leads', () => {
    const game = new Driver({ endGameMethod: 'score', endValue: 10 }).addPlayers(4).start();
    game.playTurn(tenCorrect);
    expect(game.gp.score['team 1']).toBe(10);
    expect(game.state.status).toBe('active');
    game.playTurn(['correct']);
    expect(game.state.status).toBe('finished');
    expect(game.state.result).toMatchObject({
      reason: 'score',
      winner: 'team 1',
      score: { 'team 1': 10, 'team 2': 1 },
    });
  });

  it('plays on while the teams are level at or above the target', () => {
    const game = new Driver({ endGameMethod: 'score', endValue: 10 }).addPlayers(4).start();
    game.playTurn(tenCorrect);
    game.playTurn(tenCorrect);
    expect(game.gp.score).toEqual({ 'team 1': 10, 'team 2': 10 });
    expect(game.state.status).toBe('active');
    game.playTurn([]);
    game.playTurn(['correct']);
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.winner).toBe('team 2');
  });
});

describe('end when a team has no players left', () => {
  it('in preround: the game finishes at once', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(4).start();
    game.ok('p2', 'leaveGame');
    expect(game.state.status).toBe('active');
    game.ok('p4', 'leaveGame');
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.reason).toBe('empty team');
    expect(game.state.result?.rosters).toEqual({
      'team 1': [
        { playerId: 'p1', name: 'Player 1' },
        { playerId: 'p3', name: 'Player 3' },
      ],
      'team 2': [],
    });
  });

  it('during a turn: after that turn, even a top half', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(4).start();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    game.ok('p2', 'leaveGame');
    game.ok('p4', 'leaveGame');
    expect(game.gp.roundStatus).toBe('in progress');
    game.expire();
    // The host gave the clues and the watching team is gone: their teammate confirms.
    expect(game.refused('p1', 'confirmScores')).toBe(
      'The clue giver cannot review or confirm their own turn',
    );
    game.ok('p3', 'confirmScores');
    expect(game.state.status).toBe('finished');
    expect(game.state.result).toMatchObject({ reason: 'empty team', winner: 'team 1' });
  });

  it('when the last player leaves', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(4).start();
    game.ok('p1', 'startTurn');
    game.expire();
    for (const p of ['p1', 'p2', 'p3']) game.ok(p, 'leaveGame');
    expect(game.state.status).toBe('active');
    game.ok('p4', 'leaveGame');
    expect(game.state.players).toEqual([]);
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.reason).toBe('empty team');
  });

  it('the end check itself: an empty team ends after any half, the value checks only after a bottom', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    game.state = JSON.parse(JSON.stringify(game.state));
    game.state.gameplay.turns = ['p1', 'p2', 'p3', 'p4'].map((giverId, i) => ({
      round: 1 + Math.floor(i / 2),
      half: i % 2 === 0 ? 'top' : 'bottom',
      givingTeam: i % 2 === 0 ? 'team 1' : 'team 2',
      giverId,
      giverName: giverId,
      skipped: false,
    }));
    expect(endReason(game.state, 'top', game.now)).toBeNull();
    expect(endReason(game.state, 'bottom', game.now)).toBe('turns');
    game.state.players = game.state.players.filter((p) => p.team !== 'team 2');
    expect(endReason(game.state, 'top', game.now)).toBe('empty team');
  });
});

describe('end by turns, counting each player’s own turns', () => {
  it('a late joiner gives their turns before the game ends', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    game.playTurn([]); // 1-top: p1
    game.playTurn([]); // 1-bottom: p2
    game.playTurn([]); // 2-top: p3; team 1 has rotated once
    game.ok('p5', 'joinGame', { name: 'Late' });
    game.ok('p5', 'updateTeam', { team: 'team 1' });
    game.playTurn([]); // 2-bottom: p4; everyone else has given once, p5 not yet
    expect(game.state.status).toBe('active');
    const givers: string[] = [];
    while (game.state.status === 'active') {
      givers.push(game.gp.giverId ?? '');
      game.playTurn([]);
    }
    expect(givers).toContain('p5');
    expect(givers.length % 2).toBe(0); // it still ends after a bottom half
    expect(game.state.result?.reason).toBe('turns');
    const given = new Map<string, number>();
    for (const t of game.gp.turns) given.set(t.giverId, (given.get(t.giverId) ?? 0) + 1);
    for (const p of ['p1', 'p2', 'p3', 'p4', 'p5']) expect(given.get(p)).toBeGreaterThanOrEqual(1);
  });

  it('a turn the host skipped for an absent giver counts as theirs', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    game.playTurn([]); // p1
    game.playTurn([]); // p2
    game.presence('p3', false);
    game.ok('p1', 'skipTurn'); // p3's turn
    game.playTurn([]); // p4
    expect(game.state.result?.reason).toBe('turns');
  });
});

describe('end early by the host', () => {
  it('while a turn is in review: that turn is scored first', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    game.press('p1', 'correct');
    game.press('p1', 'skipped');
    game.expire();
    expect(game.gp.roundStatus).toBe('postround');
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.state.result).toMatchObject({
      reason: 'ended by host',
      score: { 'team 1': 2, 'team 2': 0 },
      winner: 'team 1',
    });
    expect(game.gp.turns).toHaveLength(1);
    // Team 2 never gave clues: Team 1 leads, it has not won.
    expect(game.state.result?.turns).toEqual({ 'team 1': 1, 'team 2': 0 });
    expect(teamsShortOfTurns(game.state.result as GameResult)).toEqual(['team 2']);
    expect(game.state.result?.givers).toEqual([
      { playerId: 'p1', name: 'Player 1', team: 'team 1', correct: 2, skipped: 1, buzzed: 0 },
    ]);
    // The watcher's confirm arriving just after is a quiet no-op.
    expect(game.unchanged('p2', 'confirmScores', { round: 1, half: 'top' })).toBe(
      'The scores of this turn are already confirmed',
    );
  });

  it('finishes mid-turn with the current score; the card on screen goes back unplayed', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    const onScreen = game.gp.cardIndex as number;
    const outcome = game.send('p1', 'updateGameStatus', { status: 'finished' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['game ended by host']);
    expect(game.state.status).toBe('finished');
    expect(game.gp).toMatchObject({ cardIndex: null, turnEndsAt: null });
    expect(game.pile.at(-1)).toBe(onScreen);
    expect(game.state.result).toEqual({
      winner: 'tie',
      score: { 'team 1': 0, 'team 2': 0 },
      rosters: {
        'team 1': [
          { playerId: 'p1', name: 'Player 1' },
          { playerId: 'p3', name: 'Player 3' },
        ],
        'team 2': [
          { playerId: 'p2', name: 'Player 2' },
          { playerId: 'p4', name: 'Player 4' },
        ],
      },
      givers: [],
      finishedAt: game.now,
      reason: 'ended by host',
      turns: { 'team 1': 0, 'team 2': 0 },
    });
  });
});

describe('the result', () => {
  it('names the winner, and per-giver figures in order of first turn', () => {
    const game = new Driver({ endValue: 1 }).addPlayers(4).start();
    game.playTurn(['correct', 'skipped']);
    game.playTurn(['correct', 'correct', 'buzzed']);
    game.playTurn(['buzzed', 'buzzed']);
    game.now += 1000;
    game.playTurn(['skipped']);
    expect(game.state.result).toMatchObject({
      winner: 'team 2',
      score: { 'team 1': 1, 'team 2': 2 },
      finishedAt: game.now,
      reason: 'turns',
    });
    expect(game.state.result?.givers).toEqual([
      { playerId: 'p1', name: 'Player 1', team: 'team 1', correct: 1, skipped: 1, buzzed: 0 },
      { playerId: 'p2', name: 'Player 2', team: 'team 2', correct: 2, skipped: 0, buzzed: 1 },
      { playerId: 'p3', name: 'Player 3', team: 'team 1', correct: 0, skipped: 0, buzzed: 2 },
      { playerId: 'p4', name: 'Player 4', team: 'team 2', correct: 0, skipped: 1, buzzed: 0 },
    ]);
  });

  it('counts the cards of a giver who left mid-turn, under their team', () => {
    const game = new Driver({ endValue: 1 }).addPlayers(6).start();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    game.press('p1', 'skipped');
    game.press('p2', 'buzzed');
    game.ok('p1', 'leaveGame');
    game.ok('p2', 'confirmScores');
    expect(game.gp.turns[0]).toMatchObject({ giverId: 'p1', givingTeam: 'team 1', skipped: false });
    game.ok('p2', 'updateGameStatus', { status: 'finished' }); // p2 is host now
    expect(game.state.result?.givers).toEqual([
      // the giver's name is gone with them (see the report): only the figures are checked here
      expect.objectContaining({ playerId: 'p1', team: 'team 1', correct: 1, skipped: 1, buzzed: 1 }),
    ]);
    expect(game.state.result?.rosters['team 1'].map((p) => p.playerId)).toEqual(['p3', 'p5']);
  });

  it('a finished game refuses play: turns, teams and joining', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.refused('p1', 'startTurn')).toBe('Game ABCDEF is not active');
    expect(game.refused('p3', 'updateTeam', { team: 'team 2' })).toBe('Game ABCDEF is finished');
    expect(game.refused('p9', 'joinGame', { name: 'Late' })).toBe("ABCDEF is finished and can't be joined!");
  });
});

describe('turns had when the game ended', () => {
  it('a result stored before they were counted names no team short of turns', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(4).start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    const { turns: _, ...stored } = game.state.result as GameResult;
    expect(teamsShortOfTurns(stored)).toEqual([]);
  });
});
