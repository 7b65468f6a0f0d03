// @vitest-environment happy-dom
import { i18n, type Messages } from '@lingui/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type GameView, spectatorView } from '@unsayable/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewReceived } from '../../state/game-slice.ts';
import { accepted, fakeConnection, refused, watched } from '../../testing/fake-connection.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import SpectatorScreen from './spectator-screen.tsx';
import TvBoard from './tv-board.tsx';

const played = vi.hoisted(() => [] as string[]);
vi.mock('../../game/sound-board.ts', () => ({
  createSoundBoard: () => ({ play: (cue: string) => played.push(cue), unlock() {}, close() {} }),
}));
// A refused request is also raised as a toast, whose host loads on first use (a dynamic import):
// on a busy machine it arrived after the file's page was torn down and failed the run ("document
// is not defined", CI, 2026-11-28). What the board says is on the board; the toasts are recorded.
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../ui/notify.ts', () => {
  const raise = (message: string) => void toasts.push(message);
  return { notify: { success: raise, error: raise, warning: raise, info: raise } };
});

// A request's answer reaches the store after the test's last await, and the re-render it asks for
// waits on React's scheduler (a setImmediate); so does the unmount's Stop watching. Both must run
// while the page still exists: once the file's last test is over the page is torn down, and a
// render left for later failed the run with "window is not defined" (CI, 2026-11-28).
afterEach(async () => {
  cleanup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

/** The TV board at /tv/ABCDEF, the server answering Watch with `view`. */
function board(view: GameView, path = '/tv/:gamecode') {
  const connection = fakeConnection((type) => (type === 'spectateGame' ? watched(view) : accepted()));
  const screenFor = path.startsWith('/tv') ? <TvBoard /> : <SpectatorScreen />;
  return renderScreen(screenFor, { path: path.replace(':gamecode', view.gamecode), route: path, connection });
}

describe('the TV board', () => {
  it('asks to watch as a TV, and shows the lobby: the code, the invite QR code, the teams, the spectators', async () => {
    const game = TestGame.lobbyOfFour();
    const { connection } = board({ ...spectatorView(game.state), spectators: 2 });
    expect(await screen.findByText('ABCDEF')).toBeTruthy();
    expect(connection.request).toHaveBeenCalledWith('spectateGame', { gamecode: 'ABCDEF', screen: 'tv' });
    expect(screen.getByTitle('QR code of the invite link to game ABCDEF')).toBeTruthy();
    expect(screen.getByText(`${location.host}/ABCDEF`)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Team 1' })).getByText('Ada')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Team 2' })).getByText('Dee')).toBeTruthy();
    expect(screen.getByText('Spectators: 2')).toBeTruthy();
  });

  it('during a turn: scores, whose turn, the countdown and the live count; never a card', async () => {
    const game = TestGame.started();
    const { giver, watcher } = game.roles();
    game.send(giver, 'startTurn');
    game.send(giver, 'updateCardStatus', {
      index: game.view(giver).gameplay.card?.index,
      status: 'correct',
      roundStatus: 'in progress',
    });
    const { container, store } = board(spectatorView(game.state));
    expect(await screen.findByRole('region', { name: 'Scores' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/\d+ seconds left/);
    expect(screen.getByRole('heading', { level: 1, name: 'Team 1’s turn' })).toBeTruthy();
    const count = screen.getByRole('region', { name: 'This turn' });
    expect(within(count).getByText('Correct').nextElementSibling?.textContent).toBe('1');
    expect(screen.queryByRole('region', { name: 'Card' })).toBeNull();
    const word = game.view(giver).gameplay.card?.word ?? '';
    expect(word).not.toBe('');
    expect(container.textContent).not.toContain(word);

    // A buzz: the board shows the moment and the room hears it.
    game.send(watcher, 'updateCardStatus', {
      index: game.view(giver).gameplay.card?.index,
      status: 'buzzed',
      roundStatus: 'in progress',
    });
    act(() => void store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: spectatorView(game.state) })));
    expect(screen.getByText('Buzz!')).toBeTruthy();
    expect(played).toContain('buzzer');
  });

  it('once the review is confirmed, reveals the turn’s cards and results to the room, then who gives next', async () => {
    const game = TestGame.started();
    const { giver, watcher } = game.roles();
    game.send(giver, 'startTurn');
    const card = game.view(giver).gameplay.card;
    game.send(giver, 'updateCardStatus', {
      index: card?.index,
      status: 'correct',
      roundStatus: 'in progress',
    });
    game.expireTurn();
    const { store } = board(spectatorView(game.state));
    expect(await screen.findByRole('region', { name: 'Scores' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Team 1’s turn' })).toBeNull();

    game.send(watcher, 'confirmScores');
    act(() => void store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: spectatorView(game.state) })));
    const reveal = screen.getByRole('region', { name: 'Team 1’s turn' });
    expect(within(reveal).getByText(card?.word ?? '?')).toBeTruthy();
    expect(within(reveal).getByText('Correct')).toBeTruthy();
    expect(within(reveal).getByText('+1 Team 1')).toBeTruthy();
    expect(within(reveal).getByText(card?.forbidden.join(' · ') ?? '?')).toBeTruthy();
    // The board's own scores stay the one region of that name.
    expect(screen.getAllByRole('region', { name: 'Scores' })).toHaveLength(1);
    const next = game.state.gameplay.giverId;
    const nextName = game.state.players.find((p) => p.playerId === next)?.name;
    expect(within(reveal).getByText(`Next: ${nextName} gives for Team 2`)).toBeTruthy();
    fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region', { name: 'Team 1’s turn' })).toBeNull();
  });

  it('in the review: each card with how it went, its forbidden words, a contest, and the countdown', async () => {
    const game = TestGame.started();
    game.state = { ...game.state, settings: { ...game.state.settings, reviewSeconds: 30 } };
    const { giver, guesser } = game.roles();
    game.send(giver, 'startTurn');
    const card = game.view(giver).gameplay.card;
    if (!card) throw new Error('no card');
    game.send(giver, 'updateCardStatus', {
      index: card.index,
      status: 'skipped',
      roundStatus: 'in progress',
    });
    const { store } = board(spectatorView(game.state));
    expect(await screen.findByRole('region', { name: 'Scores' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Turn review' })).toBeNull();
    expect(screen.queryByText(card.forbidden.join(' · '))).toBeNull();

    game.expireTurn();
    game.send(guesser, 'contestCard', { index: card.index, contest: true });
    act(() => void store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: spectatorView(game.state) })));
    const review = screen.getByRole('region', { name: 'Turn review' });
    const item = within(review).getByText(card.word).closest('li') as HTMLElement;
    expect(within(item).getByText('Skipped')).toBeTruthy();
    expect(within(item).getByText(card.forbidden.join(' · '))).toBeTruthy();
    const name = game.state.players.find((p) => p.playerId === guesser)?.name;
    expect(within(item).getByText(`Contested by ${name}`)).toBeTruthy();
    expect(within(review).getByRole('timer').textContent).toMatch(
      /^Scores confirm by themselves in [\d,]+ s$/,
    );
    expect(within(review).queryByRole('button')).toBeNull();
  });

  it('a word marked in the review flashes on the board; the reveal shows it, and the watchers’ points', async () => {
    const game = new TestGame(undefined, { buzzedCardsScoreForWatchers: true });
    for (const [id, name] of [
      ['ben', 'Ben'],
      ['cy', 'Cy'],
      ['dee', 'Dee'],
    ] as const)
      game.send(id, 'joinGame', { name });
    for (const [id, team] of [
      ['ada', 'team 1'],
      ['ben', 'team 1'],
      ['cy', 'team 2'],
      ['dee', 'team 2'],
    ] as const)
      game.send(id, 'updateTeam', { team });
    game.send('ada', 'updateGameStatus', { status: 'active' });
    const { giver, watcher } = game.roles();
    game.send(giver, 'startTurn');
    const card = game.view(giver).gameplay.card;
    game.send(watcher, 'updateCardStatus', {
      index: card?.index,
      status: 'buzzed',
      roundStatus: 'in progress',
    });
    game.expireTurn();
    const { store } = board(spectatorView(game.state));
    expect(await screen.findByText('Team 2 +1 this turn')).toBeTruthy();
    const word = card?.forbidden[3] as string;
    game.send(watcher, 'markBuzzedWord', { index: card?.index, word });
    act(() => void store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: spectatorView(game.state) })));
    expect(screen.getByText(`Buzz! “${word}”`).closest('.buzzed-word-flash')).toBeTruthy();
    game.send(watcher, 'confirmScores');
    act(() => void store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: spectatorView(game.state) })));
    const reveal = screen.getByRole('region', { name: 'Team 1’s turn' });
    expect(within(reveal).getByText(`Buzz! “${word}”`)).toBeTruthy();
    expect(within(reveal).getByText('+1 Team 2')).toBeTruthy();
  });

  it('in a two-team lobby, only the two teams', async () => {
    board(spectatorView(TestGame.lobbyOfFour().state));
    expect(await screen.findByRole('region', { name: 'Team 1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Team 2' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Team 3' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Team 4' })).toBeNull();
  });

  it('while the host pauses the turn: the countdown stopped at the time left, Paused, and why', async () => {
    const game = TestGame.started();
    game.send(game.roles().giver, 'startTurn');
    game.now += 12_400;
    game.send('ada', 'pauseTurn');
    board(spectatorView(game.state));
    expect((await screen.findByRole('timer')).textContent).toBe('48 seconds left, paused');
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByText('The host paused the turn. The clock goes on when they resume it.')).toBeTruthy();
  });

  it('at the end: the winner and the final scores', async () => {
    const game = TestGame.started();
    game.send('ada', 'updateGameStatus', { status: 'finished' });
    board(spectatorView(game.state));
    expect(await screen.findByRole('heading', { level: 1, name: /wins!|tie/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Scores' })).toBeTruthy();
  });

  it('follows the host’s Play again: stops watching the old game and watches the new one', async () => {
    const game = TestGame.started();
    game.send('ada', 'updateGameStatus', { status: 'finished' });
    const { connection, store } = board(spectatorView(game.state));
    expect(await screen.findByRole('heading', { level: 1, name: /wins!|tie/ })).toBeTruthy();
    // The server's view of the old game after Play again names the new one (rules: rematch.test.ts).
    act(
      () =>
        void store.dispatch(
          viewReceived({
            gamecode: 'ABCDEF',
            view: { ...spectatorView(game.state), nextGamecode: 'QRST23' },
          }),
        ),
    );
    await vi.waitFor(() =>
      expect(connection.request).toHaveBeenCalledWith('spectateGame', { gamecode: 'QRST23', screen: 'tv' }),
    );
    expect(connection.request).toHaveBeenCalledWith('stopSpectating', { gamecode: 'ABCDEF' });
    expect(connection.request).not.toHaveBeenCalledWith('stopSpectating', { gamecode: 'QRST23' });
  });

  it('a game that cannot be watched says why, in the server’s words', async () => {
    const connection = fakeConnection(() => refused('Game code ABCDEF does not exist!'));
    renderScreen(<TvBoard />, { path: '/tv/ABCDEF', route: '/tv/:gamecode', connection });
    expect((await screen.findByRole('alert')).textContent).toBe('Game code ABCDEF does not exist!');
    expect(toasts).toContain('Game code ABCDEF does not exist!');
  });

  it('says it in the player’s language by the refusal’s key, whatever its English words', async () => {
    const spanish = import.meta.glob<Messages>('../../i18n/locales/es/*.json', {
      import: 'default',
      eager: true,
    });
    i18n.load('es', Object.assign({}, ...Object.values(spanish)));
    i18n.activate('es');
    try {
      const connection = fakeConnection(() => ({
        ok: false,
        error: 'There is no game ABCDEF',
        errorRef: { key: 'fixed.codeDoesNotExist', params: { code: 'ABCDEF' } },
        serverTime: 0,
      }));
      renderScreen(<TvBoard />, { path: '/tv/ABCDEF', route: '/tv/:gamecode', connection });
      expect((await screen.findByRole('alert')).textContent).toBe('¡El código de partida ABCDEF no existe!');
    } finally {
      i18n.activate('en');
    }
  });
});

describe('a spectator’s phone', () => {
  it('watches as a phone, says it has no seat, and Leave stops watching', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const game = TestGame.lobbyOfFour();
    const { connection } = board(spectatorView(game.state), '/watch/:gamecode');
    expect(await screen.findByText('Watching game ABCDEF · you have no seat')).toBeTruthy();
    expect(connection.request).toHaveBeenCalledWith('spectateGame', { gamecode: 'ABCDEF', screen: 'phone' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/home'));
    expect(connection.request).toHaveBeenCalledWith('stopSpectating', { gamecode: 'ABCDEF' });
    vi.unstubAllGlobals();
  });
});
