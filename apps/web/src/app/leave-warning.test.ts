import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/i18n.ts';
import { TestGame } from '../testing/views.ts';
import { leaveWarning } from './leave-warning.ts';

/** The dialog's words, as the player reads them. */
function read(...args: Parameters<typeof leaveWarning>): { title: string; lines: string[] } {
  const { title, lines } = leaveWarning(...args);
  return {
    title: translate(title.key, title.values),
    lines: lines.map((line) => translate(line.key, line.values)),
  };
}

describe('what Leave says is lost', () => {
  it('in the lobby: the seat in the game', () => {
    expect(read('waiting', 'ABCDEF', TestGame.lobbyOfFour().view('ben'))).toEqual({
      title: 'Leave game ABCDEF?',
      lines: ['You lose your seat in game ABCDEF.'],
    });
  });

  it('the host is told the role passes on, when there is anyone to pass it to', () => {
    expect(read('waiting', 'ABCDEF', TestGame.lobbyOfFour().view('ada')).lines).toEqual([
      'You lose your seat in game ABCDEF.',
      'You are the host: the role passes to the player who has been in the game longest.',
    ]);
    expect(read('waiting', 'ABCDEF', new TestGame().view('ada')).lines).toEqual([
      'You lose your seat in game ABCDEF.',
    ]);
  });

  it('during play: the seat and the place in the team’s turn order, and the way back while the game runs', () => {
    expect(read('play', 'ABCDEF', TestGame.started().view('ben'))).toEqual({
      title: 'Leave game ABCDEF?',
      lines: [
        'You lose your seat in game ABCDEF and your place in your team’s turn order.',
        'While the game runs you can join again with the code ABCDEF, as a new player at the end of a team’s turn order.',
      ],
    });
  });

  it('during play, the last player of a team: leaving ends the game, so there is no coming back', () => {
    const game = TestGame.started();
    // Dee leaves Team 2 to Cy alone.
    game.send('dee', 'leaveGame');
    expect(read('play', 'ABCDEF', game.view('cy')).lines).toEqual([
      'You lose your seat in game ABCDEF and your place in your team’s turn order.',
      'You are the last player in Team 2: leaving ends the game for everyone.',
    ]);
  });

  it('during play, a player who joined late and has no team yet has no place in an order', () => {
    const game = TestGame.started();
    game.send('eve', 'joinGame', { name: 'Eve' });
    expect(read('play', 'ABCDEF', game.view('eve')).lines).toEqual([
      'You lose your seat in game ABCDEF.',
      'While the game runs you can join again with the code ABCDEF, as a new player at the end of a team’s turn order.',
    ]);
  });

  it('at the end: the results, and coming along to Play again', () => {
    const game = TestGame.started().send('ada', 'updateGameStatus', { status: 'finished' });
    expect(read('end', 'ABCDEF', game.view('ben'))).toEqual({
      title: 'Leave the results of game ABCDEF?',
      lines: [
        'You leave the results of game ABCDEF, and you won’t come along if the host starts Play again.',
      ],
    });
  });

  it('says what it can before the game’s view has arrived', () => {
    expect(read('waiting', 'ABCDEF', null).lines).toEqual(['You lose your seat in game ABCDEF.']);
    expect(read('play', 'ABCDEF', null).lines).toEqual([
      'You lose your seat in game ABCDEF and your place in your team’s turn order.',
      'While the game runs you can join again with the code ABCDEF, as a new player at the end of a team’s turn order.',
    ]);
  });
});
