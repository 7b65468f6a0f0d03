// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession, saveSession } from '../../net/saved-session.ts';
import { fakeConnection, refused } from '../../testing/fake-connection.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { notify } from '../../ui/notify.ts';
import JoinGame from './join-game.tsx';

vi.mock('../../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function renderJoin(path = '/home/join', connection = fakeConnection()) {
  return renderScreen(<JoinGame />, { path, route: '/home/join', connection });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Join game' }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(notify.error).mockClear();
});
afterEach(cleanup);

describe('the join form', () => {
  it('pre-fills the code from ?code= and the name from the saved session', () => {
    saveSession({ playerName: 'Björk' });
    const { connection } = renderJoin('/home/join?code=qwe rty');
    expect(input('Your name').value).toBe('Björk');
    expect(input('Game code').value).toBe('QWE RTY');
    expect(connection.warm).toHaveBeenCalled();
  });

  it('refuses a code outside the alphabet and sends nothing', () => {
    const { connection } = renderJoin();
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Game code'), { target: { value: 'abc10o' } });
    expect(input('Game code').value).toBe('ABC10O');
    submit();
    expect(input('Game code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A game code is 6 letters and digits')).toBeTruthy();
    expect(connection.request).not.toHaveBeenCalled();
  });

  it('joins with a trimmed, upper-cased code, saves the session and opens the lobby', async () => {
    const { connection, store } = renderJoin();
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Game code'), { target: { value: ' qwerty ' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/waiting/QWERTY'));
    expect(connection.ensureSession).toHaveBeenCalledWith('Ana');
    expect(connection.request).toHaveBeenCalledWith('joinGame', { gamecode: 'QWERTY', name: 'Ana' });
    expect(loadSession()).toEqual({ playerId: 'player-1', playerName: 'Ana', gamecode: 'QWERTY' });
    // The game followed is the one on screen: the lobby's, once it opens.
    expect(store.getState().game.gamecode).toBe('');
  });

  it("shows the server's message and stays", async () => {
    const connection = fakeConnection(() => refused('Game code QWERTY does not exist!'));
    renderJoin('/home/join', connection);
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Game code'), { target: { value: 'QWERTY' } });
    submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Game code QWERTY does not exist!'));
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(loadSession().gamecode).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Join game' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});

describe('Watch', () => {
  it('needs only the game code, and opens the spectator’s page of its own', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderScreen(<JoinGame />, { path: '/home/join', route: '/home/join' });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(await screen.findByText('A game code is 6 letters and digits')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Game code'), { target: { value: 'abc234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(assign).toHaveBeenCalledWith('/watch/ABC234');
    vi.unstubAllGlobals();
  });
});
