import { describe, expect, it } from 'vitest';
import { fixedMessages, ownMessages, skipReasons } from './messages.ts';
import { Driver } from './testing/driver.ts';
import { spectatorView, viewFor } from './view.ts';

/** Round 1 top played and confirmed by its watcher (p2): the reveal of 1/top is on every screen. */
function revealed() {
  const game = new Driver().addPlayers(4).start();
  game.ok('p1', 'startTurn');
  game.press('p1', 'correct');
  game.expire();
  game.ok('p2', 'confirmScores', { round: 1, half: 'top' });
  return game;
}

describe('the host closes a turn’s reveal on every screen', () => {
  it('the host’s close of the turn just confirmed reaches every view, the TV’s too', () => {
    const game = revealed();
    for (const who of ['p1', 'p2', 'p3', 'p4'])
      expect(viewFor(game.state, who).gameplay.revealClosed).toBeNull();
    const outcome = game.send('p1', 'closeReveal', { round: 1, half: 'top' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['reveal closed']);
    for (const who of ['p1', 'p2', 'p3', 'p4'])
      expect(viewFor(game.state, who).gameplay.revealClosed).toEqual({ round: 1, half: 'top' });
    expect(spectatorView(game.state).gameplay.revealClosed).toEqual({ round: 1, half: 'top' });
    expect(game.unchanged('p1', 'closeReveal', { round: 1, half: 'top' })).toBe(skipReasons.unchanged);
  });

  it('is the host’s alone: another player’s Close stays on their screen', () => {
    const game = revealed();
    expect(game.refused('p2', 'closeReveal', { round: 1, half: 'top' })).toBe(
      ownMessages.hostOnly('close the reveal'),
    );
    expect(game.refused('p3', 'closeReveal', { round: 1, half: 'top' })).toBe(
      ownMessages.hostOnly('close the reveal'),
    );
  });

  it('only while that reveal is current: not another turn’s, not once the next turn started', () => {
    const game = revealed();
    expect(game.unchanged('p1', 'closeReveal', { round: 1, half: 'bottom' })).toBe(skipReasons.revealOver);
    expect(game.unchanged('p1', 'closeReveal', { round: 2, half: 'top' })).toBe(skipReasons.revealOver);
    game.ok(game.gp.giverId as string, 'startTurn');
    expect(game.unchanged('p1', 'closeReveal', { round: 1, half: 'top' })).toBe(skipReasons.revealOver);
    game.expire();
    expect(game.unchanged('p1', 'closeReveal', { round: 1, half: 'top' })).toBe(skipReasons.revealOver);
  });

  it('no reveal before any turn is confirmed, a turn skipped has none, and none outside play', () => {
    const lobby = new Driver().addPlayers(4);
    expect(lobby.refused('p1', 'closeReveal', { round: 1, half: 'top' })).toBe(
      fixedMessages.gameNotActive('ABCDEF'),
    );
    const game = lobby.start();
    expect(game.unchanged('p1', 'closeReveal', { round: 1, half: 'top' })).toBe(skipReasons.revealOver);
    game.presence(game.gp.giverId as string, false);
    game.ok('p1', 'skipTurn');
    expect(game.gp.turns.at(-1)?.skipped).toBe(true);
    expect(game.unchanged('p1', 'closeReveal', { round: 1, half: 'top' })).toBe(skipReasons.revealOver);
  });

  it('names its turn by a round and a half, refused otherwise before anything is read', () => {
    const game = revealed();
    expect(() => game.send('p1', 'closeReveal', { round: 0, half: 'top' })).toThrow(/parse failed/);
    expect(() => game.send('p1', 'closeReveal', { round: 1, half: 'middle' })).toThrow(
      /Half must be top, bottom, third or fourth/,
    );
    expect(() => game.send('p1', 'closeReveal', { round: 'x'.repeat(5000), half: 'top' })).toThrow(
      /Round must be a number/,
    );
  });
});
