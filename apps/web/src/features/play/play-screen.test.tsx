// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectionChanged, displacedElsewhere } from '../../state/game-slice.ts';
import { fakeConnection } from '../../testing/fake-connection.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import PlayScreen from './play-screen.tsx';

const ROUTE = '/play/:gamecode';
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const noButton = (name: string) => expect(screen.queryByRole('button', { name })).toBeNull();

function renderAs(game: TestGame, playerId: string, connection = fakeConnection()) {
  return renderGameScreen(<PlayScreen />, { route: ROUTE, view: game.view(playerId), connection });
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('before the turn', () => {
  const game = TestGame.started();
  const { giver, guesser, watcher, watchingTeam } = game.roles();
  const giverName = game.view(giver).players.find((p) => p.playerId === giver)?.name;

  it('the giver starts it', () => {
    const { connection } = renderAs(game, giver);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Round 1 · Team 1 gives');
    expect(screen.getByText('Your turn to give clues. Ready?')).toBeTruthy();
    fireEvent.click(button('Start turn'));
    expect(connection.request).toHaveBeenCalledWith('startTurn', { gamecode: 'ABCDEF' });
  });

  it('the others wait for the giver; the watcher is told they review and their team buzzes', () => {
    renderAs(game, watcher);
    noButton('Start turn');
    expect(screen.getByText(`Waiting for ${giverName} to start`)).toBeTruthy();
    expect(screen.getByText('You review the cards this turn; anyone on your team can buzz.')).toBeTruthy();
    cleanup();
    renderAs(game, guesser);
    expect(screen.getByText('You are guessing.')).toBeTruthy();
    expect(screen.queryByText('You review the cards this turn; anyone on your team can buzz.')).toBeNull();
    cleanup();
    renderAs(game, watchingTeam);
    expect(screen.getByText('Your team watches this turn: any of you can buzz.')).toBeTruthy();
  });

  it('shows both scores in a region named Scores', () => {
    renderAs(game, guesser);
    const scores = screen.getByRole('region', { name: 'Scores' });
    expect(
      within(scores)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['0', '0']);
  });
});

describe('during the turn', () => {
  const game = TestGame.started();
  const { giver, guesser, watcher, watchingTeam } = game.roles();
  game.send(giver, 'startTurn');
  const card = game.view(giver).gameplay.card;
  if (!card) throw new Error('the giver has no card');

  it('the giver sees the card and marks it Correct or Skip', () => {
    const { connection } = renderAs(game, giver);
    const region = screen.getByRole('region', { name: 'Card' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(card.word);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(card.forbidden);
    fireEvent.click(button('Correct'));
    expect(connection.request).toHaveBeenCalledWith('updateCardStatus', {
      gamecode: 'ABCDEF',
      index: card.index,
      status: 'correct',
      roundStatus: 'in progress',
    });
    noButton('Buzz');
  });

  it('the watching team sees the card and can Buzz', () => {
    for (const playerId of [watcher, watchingTeam]) {
      const { connection } = renderAs(game, playerId);
      expect(screen.getByRole('region', { name: 'Card' })).toBeTruthy();
      noButton('Correct');
      fireEvent.click(button('Buzz'));
      expect(connection.request).toHaveBeenCalledWith('updateCardStatus', {
        gamecode: 'ABCDEF',
        index: card.index,
        status: 'buzzed',
        roundStatus: 'in progress',
      });
      cleanup();
    }
  });

  it('the giver keeps the focus on the button pressed, and can press it by its key', () => {
    const { connection } = renderAs(game, giver);
    const correct = button('Correct');
    correct.focus();
    fireEvent.click(correct);
    expect(document.activeElement).toBe(correct);
    // Resting while its request is out: a second press, by key, sends nothing more.
    fireEvent.keyDown(window, { key: 'c' });
    expect(connection.request).toHaveBeenCalledTimes(1);
    cleanup();
    const fresh = renderAs(game, giver);
    expect(button('Correct').getAttribute('aria-keyshortcuts')).toBe('C');
    expect(button('Skip').getAttribute('aria-keyshortcuts')).toBe('S');
    fireEvent.keyDown(window, { key: 'S' });
    expect(fresh.connection.request).toHaveBeenCalledWith(
      'updateCardStatus',
      expect.objectContaining({ status: 'skipped' }),
    );
  });

  it('the giver cut off sees the turn paused, as everyone else does, at the second it stopped', () => {
    const connection = fakeConnection();
    connection.serverNow.mockReturnValue(game.now + 5_000);
    const { store } = renderAs(game, giver, connection);
    expect(screen.getByRole('timer').textContent).toBe('55 seconds left');
    act(() => void store.dispatch(connectionChanged('offline')));
    connection.serverNow.mockReturnValue(game.now + 20_000);
    expect(screen.getByRole('timer').textContent).toBe('55 seconds left, paused');
    expect(
      screen.getByText('Your connection dropped: the turn waits for you until you are back.'),
    ).toBeTruthy();
    expect(button('Correct').getAttribute('aria-disabled')).toBe('true');
    act(() => void store.dispatch(connectionChanged('online')));
    expect(button('Correct').getAttribute('aria-disabled')).toBe('false');
  });

  it('a letter typed into a field, held down, or with Ctrl is no shortcut', () => {
    const { connection } = renderAs(game, giver);
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'c' });
    fireEvent.keyDown(window, { key: 'c', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'c', repeat: true });
    field.remove();
    expect(connection.request).not.toHaveBeenCalled();
  });

  it('a guesser sees no card and no word of it, only whom to listen to', () => {
    const { container } = renderAs(game, guesser);
    expect(screen.getByText('You are guessing.')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Card' })).toBeNull();
    for (const word of [card.word, ...card.forbidden]) expect(container.textContent).not.toContain(word);
    noButton('Correct');
    noButton('Skip');
    noButton('Buzz');
    expect(screen.getByText(/^Guess the word .+ is describing!$/)).toBeTruthy();
  });

  it("counts down on the server's clock", () => {
    const connection = fakeConnection();
    const endsAt = game.state.gameplay.turnEndsAt ?? 0;
    connection.serverNow.mockReturnValue(endsAt - 42_000);
    renderAs(game, guesser, connection);
    expect(screen.getByRole('timer').textContent).toBe('42 seconds left');
  });
});

describe('after the turn', () => {
  const game = TestGame.started();
  const { giver, guesser, watcher } = game.roles();
  game.send(giver, 'startTurn');
  const first = game.view(giver).gameplay.card;
  game.send(giver, 'updateCardStatus', {
    index: first?.index,
    status: 'correct',
    roundStatus: 'in progress',
  });
  game.expireTurn();

  it('the watcher reviews the cards and confirms the scores', () => {
    const { connection } = renderAs(game, watcher);
    const review = screen.getByRole('region', { name: 'Turn review' });
    const correct = within(review).getByRole('region', { name: 'Correct' });
    expect(within(correct).getByText(first?.word ?? '')).toBeTruthy();
    fireEvent.click(button(`Move ${first?.word} to Buzzed`));
    expect(connection.request).toHaveBeenCalledWith('updateCardStatus', {
      gamecode: 'ABCDEF',
      index: first?.index,
      status: 'buzzed',
      roundStatus: 'postround',
    });
    expect(screen.getByText('This turn: Team 1 +1 · Team 2 +0')).toBeTruthy();
  });

  it('Confirm scores sends confirmScores, naming the turn (a second confirm of it is a quiet no-op)', async () => {
    const { connection } = renderAs(game, watcher);
    fireEvent.click(button('Confirm scores'));
    expect(connection.request).toHaveBeenCalledWith('confirmScores', {
      gamecode: 'ABCDEF',
      round: 1,
      half: 'top',
    });
  });

  it('the others see the cards and wait for the watcher', () => {
    renderAs(game, guesser);
    const watcherName = game.view(watcher).you?.name;
    expect(screen.getByText(first?.word ?? '')).toBeTruthy();
    noButton('Confirm scores');
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.getByText(`Waiting for ${watcherName} to confirm the scores`)).toBeTruthy();
  });
});

describe('the host during play', () => {
  it('can end the game now, after confirming', () => {
    const { connection } = renderAs(TestGame.started(), 'ada');
    fireEvent.click(button('End game now'));
    fireEvent.click(screen.getByRole('button', { name: 'End game', hidden: true }));
    expect(connection.request).toHaveBeenCalledWith('updateGameStatus', {
      gamecode: 'ABCDEF',
      status: 'finished',
    });
  });

  it('lets back in a player they removed, from the players list', () => {
    const game = TestGame.started().send('ada', 'removePlayer', { playerId: 'dee' });
    const { connection } = renderAs(game, 'ada');
    const removed = screen.getByRole('region', { name: 'Removed players' });
    fireEvent.click(within(removed).getByRole('button', { name: 'Let Dee back in' }));
    expect(connection.request).toHaveBeenLastCalledWith('readmitPlayer', {
      gamecode: 'ABCDEF',
      playerId: 'dee',
    });
    cleanup();
    renderAs(game, 'ben');
    expect(screen.queryByRole('region', { name: 'Removed players' })).toBeNull();
  });

  it('no one else can', () => {
    renderAs(TestGame.started(), 'ben');
    noButton('End game now');
  });
});

describe('Undo, for the giver, for 3 seconds after Correct or Skip', () => {
  const game = TestGame.started();
  const { giver, watcher } = game.roles();
  game.send(giver, 'startTurn');
  const first = game.view(giver).gameplay.card;
  game.send(giver, 'updateCardStatus', {
    index: first?.index,
    status: 'correct',
    roundStatus: 'in progress',
  });

  it('within the 3 seconds the giver can take the card back', () => {
    const connection = fakeConnection();
    connection.serverNow.mockReturnValue(game.now + 1_000);
    renderAs(game, giver, connection);
    fireEvent.click(button('Undo'));
    expect(connection.request).toHaveBeenCalledWith('undoCardStatus', {
      gamecode: 'ABCDEF',
      index: first?.index,
    });
  });

  it('after them, and for anyone else, there is no Undo', () => {
    const connection = fakeConnection();
    connection.serverNow.mockReturnValue(game.now + 3_000);
    renderAs(game, giver, connection);
    noButton('Undo');
    cleanup();
    renderAs(game, watcher);
    noButton('Undo');
  });
});

describe('a paused turn', () => {
  const game = TestGame.started();
  const { giver, guesser } = game.roles();
  game.send(giver, 'startTurn');
  game.now += 12_400;
  game.send('ada', 'pauseTurn');

  it('everyone sees Paused and the countdown stopped at the time left', () => {
    const connection = fakeConnection();
    connection.serverNow.mockReturnValue(game.now + 60_000);
    renderAs(game, guesser, connection);
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('48 seconds left, paused');
    noButton('Pause turn');
    noButton('Resume turn');
  });

  it('the giver’s Correct and Skip rest until it resumes: a press, by hand or by key, sends nothing', () => {
    const { connection } = renderAs(game, giver);
    for (const name of ['Correct', 'Skip']) {
      expect(button(name).getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button(name));
    }
    fireEvent.keyDown(window, { key: 'c' });
    expect(connection.request).not.toHaveBeenCalled();
  });

  it('the host resumes it; a running turn offers the host Pause turn', () => {
    const { connection } = renderAs(game, 'ada');
    fireEvent.click(button('Resume turn'));
    expect(connection.request).toHaveBeenCalledWith('resumeTurn', { gamecode: 'ABCDEF' });
    cleanup();
    const running = TestGame.started();
    running.send('ada', 'startTurn');
    const second = renderAs(running, 'ada');
    expect(screen.queryByText('Paused')).toBeNull();
    fireEvent.click(button('Pause turn'));
    expect(second.connection.request).toHaveBeenCalledWith('pauseTurn', { gamecode: 'ABCDEF' });
  });
});

describe('three teams', () => {
  it('the team neither giving nor watching waits: every score shows, the card never does', () => {
    const game = TestGame.startedOfThreeTeams();
    game.send('ada', 'startTurn'); // Team 1 gives, Team 2 watches, Team 3 (Cy, Fay) waits
    renderAs(game, 'cy');
    expect(screen.getByText('Your team waits for its turn: listen, but let them guess.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Card' })).toBeNull();
    noButton('Buzz');
    const scores = screen.getByRole('region', { name: 'Scores' });
    expect(
      within(scores)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Team 1', 'Team 2', 'Team 3 (yours)']);
    cleanup();
    renderAs(game, 'eve');
    expect(screen.getByRole('region', { name: 'Card' })).toBeTruthy();
    expect(button('Buzz')).toBeTruthy();
  });
});

describe('a game opened on another device of the same player', () => {
  it('shows the server’s words and Play here instead of the turn; leaving the game clears it', async () => {
    const { store, connection } = renderAs(TestGame.started(), 'ada');
    act(() => {
      store.dispatch(displacedElsewhere('You opened this game on another device'));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/is open on another device$/);
    expect(screen.getByRole('alert').textContent).toBe('You opened this game on another device');
    expect(screen.queryByRole('region', { name: 'Scores' })).toBeNull();
    await act(async () => fireEvent.click(button('Play here')));
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Scores' })).toBeTruthy();
  });
});
