import { describe, expect, it } from 'vitest';
import { Driver } from './testing/driver.ts';

/** Who gives and who watches the next `halves` halves, playing each as an empty turn. */
function sequence(game: Driver, halves: number): string[] {
  const seen: string[] = [];
  for (let i = 0; i < halves; i++) {
    seen.push(`${game.gp.round}-${game.gp.half} ${game.gp.giverId}>${game.gp.watcherId}`);
    game.playTurn([]);
  }
  return seen;
}

describe('turn order', () => {
  it('round 1 top: team 1’s first player gives and team 2’s first player watches', () => {
    const game = new Driver().addPlayers(4).start();
    expect(game.gp.order).toEqual({ 'team 1': ['p1', 'p3'], 'team 2': ['p2', 'p4'] });
    expect(game.gp).toMatchObject({ round: 1, half: 'top', giverId: 'p1', watcherId: 'p2' });
  });

  it('the bottom half swaps the teams, and each team’s pointer moves on after it gives', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(4).start();
    expect(sequence(game, 6)).toEqual([
      '1-top p1>p2',
      '1-bottom p2>p3',
      '2-top p3>p4',
      '2-bottom p4>p1',
      '3-top p1>p2',
      '3-bottom p2>p3',
    ]);
  });

  it('advances the giving team’s index by one after each half and counts one rotation per wrap', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(4).start();
    const snapshot = () => ({ index: { ...game.gp.turnIndex }, rotations: { ...game.gp.rotations } });
    game.playTurn([]); // 1-top, team 1 gave
    expect(snapshot()).toEqual({
      index: { 'team 1': 1, 'team 2': 0 },
      rotations: { 'team 1': 0, 'team 2': 0 },
    });
    game.playTurn([]); // 1-bottom, team 2 gave
    expect(snapshot()).toEqual({
      index: { 'team 1': 1, 'team 2': 1 },
      rotations: { 'team 1': 0, 'team 2': 0 },
    });
    expect(game.gp.round).toBe(2);
    game.playTurn([]); // 2-top: team 1 wraps
    expect(snapshot()).toEqual({
      index: { 'team 1': 0, 'team 2': 1 },
      rotations: { 'team 1': 1, 'team 2': 0 },
    });
    game.playTurn([]); // 2-bottom: team 2 wraps
    expect(snapshot()).toEqual({
      index: { 'team 1': 0, 'team 2': 0 },
      rotations: { 'team 1': 1, 'team 2': 1 },
    });
    expect(game.gp.round).toBe(3);
  });

  it('teams of 3 and 2 wrap at their own pace', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(5).start();
    expect(sequence(game, 8)).toEqual([
      '1-top p1>p2',
      '1-bottom p2>p3',
      '2-top p3>p4',
      '2-bottom p4>p5',
      '3-top p5>p2',
      '3-bottom p2>p1',
      '4-top p1>p4',
      '4-bottom p4>p3',
    ]);
    expect(game.gp.rotations).toEqual({ 'team 1': 1, 'team 2': 2 });
  });

  it('appends a player who joins a team late to the end of its order', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(4).start();
    game.ok('p5', 'joinGame', { name: 'Late' });
    expect(game.state.players.find((p) => p.playerId === 'p5')?.team).toBe('unassigned');
    expect(game.gp.order['team 1']).toEqual(['p1', 'p3']);
    game.ok('p5', 'updateTeam', { team: 'team 1' });
    expect(game.gp.order['team 1']).toEqual(['p1', 'p3', 'p5']);
    expect(sequence(game, 6)).toEqual([
      '1-top p1>p2',
      '1-bottom p2>p3',
      '2-top p3>p4',
      '2-bottom p4>p5',
      '3-top p5>p2',
      '3-bottom p2>p1',
    ]);
  });

  it('skips a player who left: the next in order takes their go', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(6).start();
    game.playTurn([]); // p1 gave; team 1's pointer is on p3
    expect(game.gp).toMatchObject({ half: 'bottom', giverId: 'p2', watcherId: 'p3' });
    game.ok('p3', 'leaveGame');
    expect(game.gp.order['team 1']).toEqual(['p1', 'p5']);
    expect(game.gp).toMatchObject({ giverId: 'p2', watcherId: 'p5' });
    expect(sequence(game, 4)).toEqual(['1-bottom p2>p5', '2-top p5>p4', '2-bottom p4>p1', '3-top p1>p6']);
  });

  it('keeps the pointer on the same next player when someone earlier in the order leaves', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(6).start();
    game.playTurn([]); // p1 gave; p3 is next for team 1
    game.ok('p1', 'leaveGame');
    expect(game.gp.order['team 1']).toEqual(['p3', 'p5']);
    expect(game.gp.turnIndex['team 1']).toBe(0);
    expect(sequence(game, 2)).toEqual(['1-bottom p2>p3', '2-top p3>p4']);
  });

  it('a leaver at the end of the order makes the pointer wrap, counting the rotation', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(4).start();
    game.playTurn([]); // p1 gave; p3 (last of team 1) is next
    game.ok('p3', 'leaveGame');
    expect(game.gp.order['team 1']).toEqual(['p1']);
    expect(game.gp.turnIndex['team 1']).toBe(0);
    expect(game.gp.rotations['team 1']).toBe(1);
    expect(game.gp).toMatchObject({ half: 'bottom', giverId: 'p2', watcherId: 'p1' });
  });
});
