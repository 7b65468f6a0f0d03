// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Ack } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../net/connection-types.ts';
import { markSavedGame } from '../net/saved-game-live.ts';
import { clearSession, loadSession, saveSession } from '../net/saved-session.ts';
import { connectionChanged, viewReceived } from '../state/game-slice.ts';
import { accepted, deferred, fakeConnection, refused } from '../testing/fake-connection.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { TestGame } from '../testing/views.ts';
import { notify } from '../ui/notify.ts';
import { Frame } from './frame.tsx';
import { makeStore } from './store.ts';

vi.mock('../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const renderFrame = (path: string) => renderScreen(<Frame />, { path, route: path });

/** Presses the header's Leave, then the dialog's Leave game. */
async function leaveAndConfirm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave game', hidden: true })));
}

beforeEach(() => {
  localStorage.clear();
  markSavedGame('ABCDEF', false);
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('the way back to a game this player is in', () => {
  const backToGame = () => screen.queryByRole('link', { name: 'Back to your game ABCDEF' });

  beforeEach(() => saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' }));

  it('is on every screen outside the game while the saved game is live, and leads to its lobby', () => {
    markSavedGame('ABCDEF', true);
    for (const path of [
      '/home',
      '/home/rules',
      '/home/create',
      '/home/join',
      '/home/submit',
      '/account',
      '/account/reset',
      '/decks/new',
      '/decks/AbCdEfGhIjKlMnOpQrSt_-',
      '/no/such/page',
    ]) {
      renderFrame(path);
      const link = backToGame();
      expect(link?.getAttribute('href'), path).toBe('/waiting/ABCDEF');
      cleanup();
    }
  });

  it('is not on the game’s own screens, nor on a TV board or a spectator’s', () => {
    markSavedGame('ABCDEF', true);
    for (const path of ['/waiting/ABCDEF', '/play/ABCDEF', '/end/ABCDEF', '/tv/QWERTY', '/watch/QWERTY']) {
      renderFrame(path);
      expect(backToGame(), path).toBeNull();
      cleanup();
    }
  });

  it('is not offered before the server has said the game is live, nor once it has ended', () => {
    renderFrame('/home');
    expect(backToGame()).toBeNull();
    act(() => markSavedGame('ABCDEF', true));
    expect(backToGame()).toBeTruthy();
    act(() => markSavedGame('ABCDEF', false));
    expect(backToGame()).toBeNull();
  });

  it('goes once the saved session is forgotten', () => {
    markSavedGame('ABCDEF', true);
    renderFrame('/home/rules');
    expect(backToGame()).toBeTruthy();
    act(() => clearSession());
    expect(backToGame()).toBeNull();
  });
});

describe('the frame', () => {
  it('has the button Account on every screen, opening /account', () => {
    for (const path of ['/home', '/waiting/ABCDEF', '/play/ABCDEF', '/tv/ABCDEF', '/decks/new']) {
      renderFrame(path);
      fireEvent.click(screen.getByRole('button', { name: 'Account' }));
      expect(screen.getByTestId('landed').textContent, path).toBe('/account');
      cleanup();
    }
    renderFrame('/account');
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('has Leave on game paths only', async () => {
    renderFrame('/play/ABCDEF');
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeTruthy();
    cleanup();
    renderFrame('/home/create');
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
  });

  it('Leave asks first, naming what is lost; Stay keeps the seat and sends nothing', async () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    const { connection } = renderFrame('/waiting/ABCDEF');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave game ABCDEF?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('You lose your seat in game ABCDEF.');
    // The safe choice has the focus: a second tap or Enter does not leave.
    const stay = screen.getByRole('button', { name: 'Stay', hidden: true });
    expect(document.activeElement).toBe(stay);
    fireEvent.click(stay);
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(connection.request).not.toHaveBeenCalledWith('leaveGame', expect.anything());
    expect(loadSession().gamecode).toBe('ABCDEF');
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('names, during play, the team’s turn order and the way back; at the end, the results', async () => {
    const store = makeStore(fakeConnection());
    store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: TestGame.started().view('ben') }));
    renderScreen(<Frame />, { path: '/play/ABCDEF', route: '/play/:gamecode', store });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('dialog', { name: 'Leave game ABCDEF?' }).textContent).toContain(
      'your place in your team’s turn order',
    );
    cleanup();
    renderFrame('/end/ABCDEF');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('dialog', { name: 'Leave the results of game ABCDEF?' })).toBeTruthy();
  });

  it('Leave leaves the game of the address, forgets the saved session and goes to /', async () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    const { connection } = renderFrame('/waiting/qwerty');
    await leaveAndConfirm();
    expect(connection.request).toHaveBeenCalledWith('leaveGame', { gamecode: 'qwerty' });
    expect(loadSession()).toEqual({ playerId: null, playerName: null, gamecode: null });
    expect(screen.getByTestId('landed').textContent).toBe('/');
  });

  it('Leave waits for the server: the session stays until the server has let the player go', async () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    const answer = deferred<Ack>();
    const connection = fakeConnection((type) => (type === 'leaveGame' ? answer.promise : accepted()));
    renderScreen(<Frame />, { path: '/waiting/ABCDEF', route: '/waiting/:gamecode', connection });
    await leaveAndConfirm();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Leaving…' }).disabled).toBe(true);
    expect(loadSession().gamecode).toBe('ABCDEF');
    expect(screen.queryByTestId('landed')).toBeNull();
    await act(async () => answer.resolve(accepted()));
    expect(loadSession()).toEqual({ playerId: null, playerName: null, gamecode: null });
    expect(screen.getByTestId('landed').textContent).toBe('/');
  });

  it('a Leave that fails keeps the player in the game and says so', async () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    const connection = fakeConnection((type) => (type === 'leaveGame' ? refused(NETWORK_ERROR) : accepted()));
    renderScreen(<Frame />, { path: '/waiting/ABCDEF', route: '/waiting/:gamecode', connection });
    await leaveAndConfirm();
    expect(notify.error).toHaveBeenCalledWith(`You are still in the game. ${NETWORK_ERROR}`);
    expect(loadSession().gamecode).toBe('ABCDEF');
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Leave' }).disabled).toBe(false);
  });

  it('a player the host removed already is out: Leave goes home without an error', async () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    const connection = fakeConnection((type) =>
      type === 'leaveGame' ? refused('You are not a player in game ABCDEF') : accepted(),
    );
    renderScreen(<Frame />, { path: '/waiting/abcdef', route: '/waiting/:gamecode', connection });
    await leaveAndConfirm();
    expect(notify.error).not.toHaveBeenCalled();
    expect(loadSession().gamecode).toBeNull();
    expect(screen.getByTestId('landed').textContent).toBe('/');
  });

  it('keeps the header’s height on the page’s root, where the toasts take their place below it', () => {
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(112);
    renderFrame('/waiting/ABCDEF');
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('112px');
    offsetHeight.mockRestore();
  });

  it('says so while offline', async () => {
    const { store } = renderFrame('/home');
    expect(screen.queryByText('You are offline. Reconnecting…')).toBeNull();
    act(() => {
      store.dispatch(connectionChanged('offline'));
    });
    expect((await screen.findByRole('status')).textContent).toBe('You are offline. Reconnecting…');
  });
});
