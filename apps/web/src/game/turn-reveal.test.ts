import { spectatorView } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { TestGame } from '../testing/views.ts';
import { revealAfter, revealDurationMs, reviewedTurn } from './turn-reveal.ts';

/** Team 1's turn: one card correct, one skipped, one buzzed, then the time runs out. */
function reviewedGame() {
  const game = TestGame.started();
  const { giver, watcher } = game.roles();
  game.send(giver, 'startTurn');
  const words: string[] = [];
  for (const status of ['correct', 'skipped', 'buzzed'] as const) {
    const card = game.view(giver).gameplay.card;
    words.push(card?.word ?? '');
    const by = status === 'buzzed' ? watcher : giver;
    game.send(by, 'updateCardStatus', { index: card?.index, status, roundStatus: 'in progress' });
  }
  game.expireTurn();
  return { game, watcher, words };
}

describe('the reveal of a confirmed turn', () => {
  it('is kept from the review every screen sees, and made when the next turn is about to start', () => {
    const { game, watcher, words } = reviewedGame();
    const reviewed = reviewedTurn(spectatorView(game.state));
    expect(reviewed?.cards.map((c) => c.word)).toEqual(words);
    // Still under review: nothing to reveal yet.
    expect(revealAfter(reviewed ?? (null as never), spectatorView(game.state))).toBeNull();

    game.send(watcher, 'confirmScores');
    const after = spectatorView(game.state);
    const reveal = revealAfter(reviewed ?? (null as never), after);
    expect(reveal?.team).toBe('team 1');
    expect(reveal?.cards.map(({ card, points }) => [card.word, card.status, points])).toEqual([
      [words[0], 'correct', { 'team 1': 1, 'team 2': 0 }],
      // The game's skip penalty is none: a skip gives the watchers nothing.
      [words[1], 'skipped', { 'team 1': 0, 'team 2': 0 }],
      [words[2], 'buzzed', { 'team 1': 0, 'team 2': 0 }],
    ]);
    expect(reveal?.scoreBefore).toEqual({ 'team 1': 0, 'team 2': 0 });
    expect(reveal?.scoreAfter).toEqual(after.gameplay.score);
    expect(reveal?.nextTeam).toBe('team 2');
    expect(reveal?.nextGiverId).toBe(after.gameplay.giverId);
  });

  it('shows no card while a turn is played: a screen without a seat holds none to keep', () => {
    const game = TestGame.started();
    game.send(game.roles().giver, 'startTurn');
    expect(reviewedTurn(spectatorView(game.state))).toBeNull();
  });

  it('is not made for another game, nor when the game ends instead', () => {
    const { game, watcher } = reviewedGame();
    const reviewed = reviewedTurn(spectatorView(game.state));
    if (!reviewed) throw new Error('no review');
    game.send(watcher, 'confirmScores');
    expect(revealAfter({ ...reviewed, gamecode: 'QWERTY' }, spectatorView(game.state))).toBeNull();
    game.send('ada', 'updateGameStatus', { status: 'finished' });
    expect(revealAfter(reviewed, spectatorView(game.state))).toBeNull();
  });

  it('stays a few seconds, a beat longer per card, never long', () => {
    expect(revealDurationMs(0)).toBeLessThan(revealDurationMs(3));
    expect(revealDurationMs(40)).toBeLessThanOrEqual(12_000);
  });
});
