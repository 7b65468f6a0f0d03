// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSession, saveSession } from '../../net/saved-session.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import EndScreen from './end-screen.tsx';

const ROUTE = '/end/:gamecode';

/** Team 1 scores one card in its turn; then the host ends the game (Team 2 never gave clues). */
function finishedGame(): TestGame {
  const game = TestGame.started();
  const { giver, watcher } = game.roles();
  game.send(giver, 'startTurn');
  const card = game.view(giver).gameplay.card;
  game.send(giver, 'updateCardStatus', { index: card?.index, status: 'correct', roundStatus: 'in progress' });
  game.expireTurn();
  game.send(watcher, 'confirmScores');
  return game.send('ada', 'updateGameStatus', { status: 'finished' });
}

/** As above, then Team 2 has its turn (scoring nothing) before the host ends the game. */
function finishedAfterEvenTurns(): TestGame {
  const game = TestGame.started();
  for (const scores of [true, false]) {
    const { giver, watcher } = game.roles();
    game.send(giver, 'startTurn');
    const card = game.view(giver).gameplay.card;
    if (scores)
      game.send(giver, 'updateCardStatus', {
        index: card?.index,
        status: 'correct',
        roundStatus: 'in progress',
      });
    game.expireTurn();
    game.send(watcher, 'confirmScores');
  }
  return game.send('ada', 'updateGameStatus', { status: 'finished' });
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the end screen', () => {
  const game = finishedGame();
  const giver = game.state.result?.givers[0];

  it('ended before Team 2 had its turn: Team 1 leads, nobody wins, and it says why', () => {
    const { container } = renderGameScreen(<EndScreen />, { route: ROUTE, view: game.view('ben') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team 1 leads');
    expect(screen.getByText('The host ended the game.')).toBeTruthy();
    expect(screen.getByText('The game ended early: Team 2 had fewer turns, so nobody wins.')).toBeTruthy();
    expect(container.querySelector('.confetti')).toBeNull();
  });

  it('names the winner after even turns, why the game ended, and the final scores', () => {
    const even = finishedAfterEvenTurns();
    renderGameScreen(<EndScreen />, { route: ROUTE, view: even.view('ben') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team 1 wins!');
    expect(screen.getByText('The host ended the game.')).toBeTruthy();
    expect(screen.queryByText(/fewer turns/)).toBeNull();
    const scores = screen.getByRole('region', { name: 'Scores' });
    expect(
      within(scores)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1', '0']);
  });

  it("lists the teams and each clue giver's cards", () => {
    renderGameScreen(<EndScreen />, { route: ROUTE, view: game.view('ben') });
    const teams = screen.getByRole('region', { name: 'Teams' });
    expect(
      within(teams)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Team 1', 'Team 2']);
    const table = screen.getByRole('table', { name: 'Clue givers' });
    const row = within(table).getByRole('rowheader', { name: giver?.name }).closest('tr');
    expect([...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual([
      'Team 1',
      '1',
      '0',
      '0',
    ]);
  });

  it('celebrates the winner and the best clue giver; a best turn that is the same fact is not said twice', () => {
    const even = finishedAfterEvenTurns();
    const { container } = renderGameScreen(<EndScreen />, { route: ROUTE, view: even.view('cy') });
    expect(container.querySelector('.confetti')?.getAttribute('aria-hidden')).toBe('true');
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    const [best, ...more] = within(highlights).getAllByRole('heading', { level: 2 });
    expect(best?.parentElement?.textContent).toBe(`Best clue giver${giver?.name}1 card correct for Team 1`);
    // A win by a point is the game's closest call; its best turn is not said again.
    expect(more.map((h) => h.textContent)).toEqual(['Closest call']);
  });

  it('sums up each team: points, turns, cards and players', () => {
    renderGameScreen(<EndScreen />, { route: ROUTE, view: game.view('ben') });
    const teams = screen.getByRole('region', { name: 'Teams' });
    const [one, two] = within(teams)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.parentElement?.textContent);
    expect(one).toBe('Team 11 point · 1 turn1 correct0 skipped0 buzzedAdaBen');
    expect(two).toBe('Team 20 points · 0 turns0 correct0 skipped0 buzzedCyDee');
  });

  it('the host starts another game with the same teams', () => {
    const { connection } = renderGameScreen(<EndScreen />, { route: ROUTE, view: game.view('ada') });
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(connection.request).toHaveBeenCalledWith('playAgain', { gamecode: 'ABCDEF' });
  });

  it('the others wait for the host, and can go home', () => {
    renderGameScreen(<EndScreen />, { route: ROUTE, view: game.view('ben') });
    expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
    expect(
      screen.getByText('Waiting for the host… they can start another game with the same teams.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.getByTestId('landed').textContent).toBe('/home');
  });

  it('Home forgets the saved game code, so the next visit does not land on this game', () => {
    saveSession({ playerId: 'ben', playerName: 'Ben', gamecode: 'ABCDEF' });
    renderGameScreen(<EndScreen />, { route: ROUTE, view: game.view('ben') });
    expect(loadSession().gamecode).toBe('ABCDEF'); // the end screen itself keeps it
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(loadSession()).toEqual({ playerId: 'ben', playerName: 'Ben', gamecode: null });
  });

  it('follows the group to the next game once the host has started it', () => {
    const view = { ...game.view('ben'), nextGamecode: 'QWERTY' };
    renderGameScreen(<EndScreen />, { route: ROUTE, view });
    expect(screen.getByTestId('landed').textContent).toBe('/waiting/QWERTY');
  });

  it('a tie says so', () => {
    const tie = TestGame.started().send('ada', 'updateGameStatus', { status: 'finished' });
    renderGameScreen(<EndScreen />, { route: ROUTE, view: tie.view('cy') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('It’s a tie!');
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
  });
});

describe('the end screen of three teams', () => {
  /** Team 1 scores nothing, Team 2 and Team 3 one card each; then the host ends the game. */
  function tiedAtTheTop(): TestGame {
    const game = TestGame.startedOfThreeTeams();
    for (const correct of [0, 1, 1]) {
      const giver = game.state.gameplay.giverId as string;
      game.send(giver, 'startTurn');
      for (let i = 0; i < correct; i++) {
        const index = game.view(giver).gameplay.card?.index;
        game.send(giver, 'updateCardStatus', { index, status: 'correct', roundStatus: 'in progress' });
      }
      game.expireTurn();
      game.send(game.state.gameplay.watcherId as string, 'confirmScores');
    }
    return game.send('ada', 'updateGameStatus', { status: 'finished' });
  }

  it('names the teams tied at the top, and shows every team’s score and roster', () => {
    renderGameScreen(<EndScreen />, { route: ROUTE, view: tiedAtTheTop().view('fay') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team 2 and Team 3 tie!');
    const scores = screen.getByRole('region', { name: 'Scores' });
    expect(
      within(scores)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Team 1', 'Team 2', 'Team 3 (yours)']);
    expect(
      within(scores)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['0', '1', '1']);
    const teams = screen.getByRole('region', { name: 'Teams' });
    expect(
      within(teams)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Team 1', 'Team 2', 'Team 3']);
    expect(within(teams).getByText('Fay')).toBeTruthy();
  });
});
