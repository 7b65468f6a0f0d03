// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fallbackFor } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { displacedElsewhere } from '../../state/game-slice.ts';
import { fakeConnection, refused } from '../../testing/fake-connection.ts';
import { renderGameScreen, renderScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import LobbyScreen from './lobby-screen.tsx';

const ROUTE = '/waiting/:gamecode';
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the lobby, for the host', () => {
  it('shows the settings, the code to share and the three team lists', () => {
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: TestGame.lobbyOfFour().view('ada') });
    expect(screen.getByRole('heading', { level: 1, name: 'Lobby' })).toBeTruthy();
    expect(document.querySelector('.settings-summary')?.textContent).toBe(
      '2 turns per player · 60 s per turn · no skip penalty · cards in English. 300 cards from 12 categories.',
    );
    expect(screen.getByText('ABCDEF')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Invite link' }).value).toMatch(
      /\/home\/join\?code=ABCDEF$/,
    );
    const team1 = screen.getByRole('region', { name: 'Team 1 (2)' });
    expect(
      within(team1)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.player-name')?.textContent),
    ).toEqual(['Ada', 'Ben']);
    expect(screen.getByRole('region', { name: 'Team 2 (2)' })).toBeTruthy();
    expect(screen.getByText('You are in Team 1.')).toBeTruthy();
  });

  it('picks a team: the team the player is in is disabled', () => {
    const { connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: TestGame.lobbyOfFour().view('ada'),
    });
    expect(button('Join Team 1').disabled).toBe(true);
    fireEvent.click(button('Join Team 2'));
    expect(connection.request).toHaveBeenCalledWith('updateTeam', { gamecode: 'ABCDEF', team: 'team 2' });
  });

  it('with two teams there is no Join Team 3; with four, Join Team 3 and Join Team 4 and a list each', () => {
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: TestGame.lobbyOfFour().view('ada') });
    expect(screen.queryByRole('button', { name: 'Join Team 3' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Team 3/ })).toBeNull();
    cleanup();
    const { connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: new TestGame('ABCDEF', { teamCount: 4 }).view('ada'),
    });
    expect(document.querySelector('.settings-summary')?.textContent).toMatch(
      /^4 teams · 2 turns per player · 60 s per turn · no skip penalty · cards in/,
    );
    for (const n of [1, 2, 3, 4]) expect(screen.getByRole('region', { name: `Team ${n} (0)` })).toBeTruthy();
    fireEvent.click(button('Join Team 4'));
    expect(connection.request).toHaveBeenCalledWith('updateTeam', { gamecode: 'ABCDEF', team: 'team 4' });
    expect(screen.getByText('At least 8 players are needed to start')).toBeTruthy();
  });

  it('a player on a team can go back to Unassigned; an unassigned player has no such button', () => {
    const { connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: TestGame.lobbyOfFour().view('ben'),
    });
    fireEvent.click(button('Back to Unassigned'));
    expect(connection.request).toHaveBeenCalledWith('updateTeam', { gamecode: 'ABCDEF', team: 'unassigned' });
    cleanup();
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: new TestGame().view('ada') });
    expect(screen.queryByRole('button', { name: 'Back to Unassigned' })).toBeNull();
  });

  it('too few cards: Start game is disabled and says so', () => {
    const game = TestGame.lobbyOfFour();
    game.state = { ...game.state, catalogueCardCount: 12 };
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('ada') });
    const start = button('Start game');
    expect(start.disabled).toBe(true);
    const reason = document.getElementById(start.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('The chosen categories hold only 12 cards; at least 20 are needed');
  });

  it('starts the game, shuffles, moves and removes players', async () => {
    const { connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: TestGame.lobbyOfFour().view('ada'),
    });
    fireEvent.click(button('Start game'));
    expect(connection.request).toHaveBeenLastCalledWith('updateGameStatus', {
      gamecode: 'ABCDEF',
      status: 'active',
    });
    fireEvent.click(button('Shuffle teams'));
    expect(connection.request).toHaveBeenLastCalledWith('shuffleTeams', { gamecode: 'ABCDEF' });
    await waitFor(() => expect(button('Shuffle teams').disabled).toBe(false)); // the shuffle is answered
    fireEvent.click(button('Manage Ben'));
    fireEvent.click(button('Move Ben to Team 2'));
    expect(connection.request).toHaveBeenLastCalledWith('movePlayer', {
      gamecode: 'ABCDEF',
      playerId: 'ben',
      team: 'team 2',
    });
    await waitFor(() => expect(button('Shuffle teams').disabled).toBe(false));
    fireEvent.click(button('Manage Ben'));
    fireEvent.click(button('Remove Ben'));
    expect(connection.request).toHaveBeenLastCalledWith('removePlayer', {
      gamecode: 'ABCDEF',
      playerId: 'ben',
    });
    expect(screen.queryByRole('button', { name: 'Manage Ada' })).toBeNull();
  });

  it('lists the players the host removed, each with Let {name} back in; only the host sees the list', () => {
    const game = TestGame.lobbyOfFour().send('ada', 'removePlayer', { playerId: 'ben' });
    const { connection } = renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('ada') });
    const removed = screen.getByRole('region', { name: 'Removed players' });
    expect(
      within(removed)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Let Ben back in']);
    fireEvent.click(button('Let Ben back in'));
    expect(connection.request).toHaveBeenLastCalledWith('readmitPlayer', {
      gamecode: 'ABCDEF',
      playerId: 'ben',
    });
    cleanup();
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('cy') });
    expect(screen.queryByRole('region', { name: 'Removed players' })).toBeNull();
    cleanup();
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: TestGame.lobbyOfFour().view('ada') });
    expect(screen.queryByRole('region', { name: 'Removed players' })).toBeNull();
  });

  it('keeps each player’s actions behind one Manage control, opened and closed as a disclosure', () => {
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: TestGame.lobbyOfFour().view('ada') });
    expect(screen.getAllByRole('button', { name: /^Manage / }).map((b) => b.textContent)).toEqual([
      'Manage Ben',
      'Manage Cy',
      'Manage Dee',
    ]);
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();

    const manage = button('Manage Cy');
    expect(manage.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(manage);
    expect(manage.getAttribute('aria-expanded')).toBe('true');
    const actions = document.getElementById(manage.getAttribute('aria-controls') ?? '');
    expect(
      within(actions as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move Cy to Team 1', 'Move Cy to Unassigned', 'Remove Cy']);
    expect(screen.queryByRole('button', { name: 'Remove Ben' })).toBeNull();

    // Escape closes it and gives the focus back to its button
    fireEvent.keyDown(button('Remove Cy'), { key: 'Escape' });
    expect(manage.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Remove Cy' })).toBeNull();
    expect(document.activeElement).toBe(manage);
  });

  it('cannot start yet: Start game is disabled and says why', () => {
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: new TestGame().view('ada') });
    const start = button('Start game');
    expect(start.disabled).toBe(true);
    const reason = document.getElementById(start.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('At least 4 players are needed to start');
  });

  it('adds a card of their own to the game', () => {
    const { connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: TestGame.lobbyOfFour().view('ada'),
    });
    fireEvent.change(screen.getByLabelText('Target word'), { target: { value: ' Lighthouse ' } });
    fireEvent.change(screen.getByLabelText('Forbidden word 1'), { target: { value: 'Light' } });
    fireEvent.change(screen.getByLabelText('Forbidden word 3'), { target: { value: ' Sea ' } });
    fireEvent.click(button('Add card'));
    expect(connection.request).toHaveBeenLastCalledWith('addGameCard', {
      gamecode: 'ABCDEF',
      card: { word: 'Lighthouse', forbidden: ['Light', 'Sea'] },
    });
  });

  it('deletes a card they added', async () => {
    const game = TestGame.lobbyOfFour().send('ada', 'addGameCard', { card: { word: 'Lighthouse' } });
    const { connection } = renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('ada') });
    expect(screen.getByText('Add your own cards (1)')).toBeTruthy();
    fireEvent.click(button('Delete card Lighthouse'));
    const [card] = game.view('ada').gameCards ?? [];
    expect(connection.request).toHaveBeenLastCalledWith('removeGameCard', {
      gamecode: 'ABCDEF',
      cardId: card?.id,
    });
  });
});

describe('the lobby, for another player', () => {
  it('waits for the host, without the host controls', () => {
    const game = TestGame.lobbyOfFour().send('ada', 'addGameCard', { card: { word: 'Lighthouse' } });
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('ben') });
    expect(screen.getByRole('status').textContent).toBe(
      'Waiting for the host to start · the host added 1 card of their own',
    );
    expect(screen.queryByText('Lighthouse')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start game' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Manage/ })).toBeNull();
  });

  it('someone not in the game is offered to join it', () => {
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: TestGame.lobbyOfFour().view('stranger') });
    expect(screen.getByRole('heading', { level: 1, name: 'You are not in game ABCDEF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join game ABCDEF' }).getAttribute('href')).toBe(
      '/home/join?code=ABCDEF',
    );
  });

  it('goes to the play screen once the game has started', () => {
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: TestGame.started().view('ben') });
    expect(screen.getByTestId('landed').textContent).toBe('/play/ABCDEF');
  });
});

describe('the lobby, before its view arrives', () => {
  function renderWaiting(answer: string) {
    const connection = fakeConnection((type) =>
      type === 'watchGame' ? refused(answer) : refused('unexpected'),
    );
    return renderScreen(<LobbyScreen />, { path: '/waiting/ABCDEF', route: ROUTE, connection });
  }

  it('a refusal says the game is not open to this player, with a way to join', async () => {
    renderWaiting('You are not a player in game ABCDEF');
    expect(await screen.findByRole('heading', { name: 'Game ABCDEF is not open to you' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('You are not a player in game ABCDEF');
    expect(screen.getByRole('link', { name: 'Join game ABCDEF' })).toBeTruthy();
  });

  it('a failure of the server is not a lost seat: it says so and tries again', async () => {
    renderWaiting(fallbackFor('watchGame'));
    expect((await screen.findByRole('alert')).textContent).toBe(`${fallbackFor('watchGame')} Trying again…`);
    expect(screen.queryByRole('heading', { name: /not open to you/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Join game/ })).toBeNull();
  });
});

describe('the lobby, for those who watch', () => {
  it('shows everyone how many spectators watch, and the TV board’s address to type and link, with no second QR code', () => {
    const game = TestGame.lobbyOfFour();
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: { ...game.view('ben'), spectators: 3 } });
    expect(screen.getByText('Spectators: 3')).toBeTruthy();
    expect(screen.getByText('Show on a TV')).toBeTruthy();
    expect(screen.getByText(`${location.host}/tv/ABCDEF`)).toBeTruthy();
    expect(screen.getAllByTitle(/^QR code/)).toHaveLength(1);
    expect(screen.getByRole<HTMLAnchorElement>('link', { name: 'Open the TV board' }).href).toMatch(
      /\/tv\/ABCDEF$/,
    );
  });
});

describe('the lobby, when the player opens the game on another device', () => {
  it('says so instead of the lobby, and Play here takes the game back', async () => {
    const { store, connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: TestGame.lobbyOfFour().view('ada'),
    });
    act(() => {
      store.dispatch(displacedElsewhere('You opened this game on another device'));
    });
    expect(screen.getByRole('alert').textContent).toBe('You opened this game on another device');
    expect(screen.queryByRole('region', { name: 'Teams' })).toBeNull();
    await act(async () => fireEvent.click(button('Play here')));
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
    expect(store.getState().game.displaced).toBeNull();
    expect(screen.getByRole('region', { name: 'Teams' })).toBeTruthy();
  });
});
