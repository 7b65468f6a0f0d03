// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPED_GAMECODE_MAX } from '../../game/typed-gamecode.ts';
import { NETWORK_ERROR } from '../../net/connection-types.ts';
import { markSavedGame } from '../../net/saved-game-live.ts';
import { loadSession, saveSession } from '../../net/saved-session.ts';
import { accepted, fakeConnection, joined, refused } from '../../testing/fake-connection.ts';
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
  markSavedGame('ABCDEF', false);
  vi.mocked(notify.error).mockClear();
});
afterEach(cleanup);

describe('the join form', () => {
  it('pre-fills the code from ?code= and the name from the saved session', () => {
    saveSession({ playerName: 'Björk' });
    const { connection } = renderJoin('/home/join?code=qwe rty');
    expect(input('Your name').value).toBe('Björk');
    expect(input('Game code').value).toBe('QWERTY');
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

  it('a code whose game was followed by Play again lands in the lobby of the game joined', async () => {
    const connection = fakeConnection((type) => (type === 'joinGame' ? joined('NEWGAM') : accepted()));
    renderJoin('/home/join', connection);
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Game code'), { target: { value: 'QWERTY' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/waiting/NEWGAM'));
    expect(loadSession().gamecode).toBe('NEWGAM');
  });

  it("shows the server's refusal of the code beside the code, not in a toast, and stays", async () => {
    const connection = fakeConnection(() => refused('Game code QWERTY does not exist!'));
    renderJoin('/home/join', connection);
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Game code'), { target: { value: 'QWERTY' } });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Game code QWERTY does not exist!');
    expect(input('Game code').getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(input('Game code').getAttribute('aria-invalid')).toBe('true');
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(loadSession().gamecode).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Join game' }) as HTMLButtonElement).disabled).toBe(false),
    );
    // A new code clears what was said of the old one.
    fireEvent.change(input('Game code'), { target: { value: 'ABC234' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a name already taken beside the name', async () => {
    const connection = fakeConnection(() => refused('The name "Ana" is already taken in this game'));
    renderJoin('/home/join', connection);
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Game code'), { target: { value: 'QWERTY' } });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The name "Ana" is already taken in this game');
    expect(input('Your name').getAttribute('aria-describedby')).toBe(alert.id);
    expect(input('Game code').getAttribute('aria-invalid')).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('leaves a passing failure (the network) to a toast: it says nothing of the fields', async () => {
    const connection = fakeConnection(() => refused(NETWORK_ERROR));
    renderJoin('/home/join', connection);
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Game code'), { target: { value: 'QWERTY' } });
    submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(NETWORK_ERROR));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a code outside the alphabet beside the field, as an alert the field points to', () => {
    renderJoin();
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Game code'), { target: { value: 'abc10o' } });
    submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('A game code is 6 letters and digits');
    expect(input('Game code').getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });
});

describe('the saved game', () => {
  it('fills in the code when that game is live, as soon as that is known', () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    renderJoin();
    expect(input('Game code').value).toBe('');
    act(() => markSavedGame('ABCDEF', true));
    expect(input('Game code').value).toBe('ABCDEF');
  });

  it('leaves the code alone when the game is not known to be live', () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    renderJoin();
    expect(input('Game code').value).toBe('');
  });

  it('never replaces a code given by an invite or typed already', () => {
    saveSession({ playerId: 'p1', playerName: 'Ana', gamecode: 'ABCDEF' });
    renderJoin('/home/join?code=QWERTY');
    act(() => markSavedGame('ABCDEF', true));
    expect(input('Game code').value).toBe('QWERTY');
    cleanup();
    markSavedGame('ABCDEF', false);
    renderJoin();
    fireEvent.change(input('Game code'), { target: { value: 'ZZZ' } });
    act(() => markSavedGame('ABCDEF', true));
    expect(input('Game code').value).toBe('ZZZ');
  });
});

describe('a code typed or pasted as people do', () => {
  it.each([
    ['an invite link in lower case, with spaces around', '  http://localhost:3000/home/join?code=qwerty  '],
    ['a chat message with a lobby link', 'Come play! https://unsayable.example/waiting/QWERTY see you'],
    ['a TV board’s link without its origin', '/tv/qwerty'],
    ['the code with a space and a dash', 'qwe - rty'],
  ])('%s joins the game it names', async (_what, typed) => {
    const { connection } = renderJoin();
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Game code'), { target: { value: typed } });
    // What will be sent shows in the field at once.
    expect(input('Game code').value).toBe('QWERTY');
    submit();
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/waiting/QWERTY'));
    expect(connection.request).toHaveBeenCalledWith('joinGame', { gamecode: 'QWERTY', name: 'Ana' });
  });

  it('takes a pasted link longer than the old twelve characters', () => {
    renderJoin();
    expect(input('Game code').maxLength).toBe(TYPED_GAMECODE_MAX);
  });

  it('an invite’s ?code= that is a whole link still fills in its code', () => {
    renderJoin(`/home/join?code=${encodeURIComponent('https://unsayable.example/home/join?code=qwerty')}`);
    expect(input('Game code').value).toBe('QWERTY');
  });
});

describe('Watch', () => {
  it('needs only the game code, and opens the spectator’s page of its own', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderScreen(<JoinGame />, { path: '/home/join', route: '/home/join' });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Game code is required');
    expect(assign).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Game code'), { target: { value: 'abc234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(assign).toHaveBeenCalledWith('/watch/ABC234');
    fireEvent.change(screen.getByLabelText('Game code'), {
      target: { value: 'https://x.example/tv/qwerty' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(assign).toHaveBeenLastCalledWith('/watch/QWERTY');
    vi.unstubAllGlobals();
  });
});
