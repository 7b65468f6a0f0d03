// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewReceived } from '../../state/game-slice.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import LobbyScreen from './lobby-screen.tsx';

const ROUTE = '/waiting/:gamecode';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const editor = () => document.getElementById('settings-editor');
const openEditor = () => fireEvent.click(screen.getByRole('button', { name: 'Change settings' }));

describe('the host’s Change settings in the lobby', () => {
  it('is closed at first, opened by Change settings beside the title; only the host has it', () => {
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: TestGame.lobbyOfFour().view('ada') });
    const toggle = screen.getByRole('button', { name: 'Change settings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(editor()).toBeNull();
    openEditor();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Change settings' })).toBe(editor());
    cleanup();
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: TestGame.lobbyOfFour().view('ben') });
    expect(screen.queryByRole('button', { name: 'Change settings' })).toBeNull();
  });

  it('holds the create form’s own fields, filled with the game’s settings; Save sends them all', () => {
    const game = TestGame.lobbyOfFour();
    game.send('ada', 'updateSettings', { settings: { ...defaultSettings, turnSeconds: 45 } });
    const { connection } = renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('ada') });
    openEditor();
    const seconds = screen.getByLabelText<HTMLSelectElement>('Seconds per turn');
    expect(seconds.value).toBe('45');
    expect(screen.getByLabelText<HTMLSelectElement>('Number of teams').value).toBe('2');
    expect(screen.getByLabelText<HTMLSelectElement>('Game language').value).toBe('en');
    expect(screen.getByRole('checkbox', { name: 'All categories' })).toBeTruthy();
    fireEvent.change(seconds, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(connection.request).toHaveBeenLastCalledWith('updateSettings', {
      gamecode: 'ABCDEF',
      settings: { ...defaultSettings, clueMode: 'out loud', turnSeconds: 120 },
    });
  });

  it('says what fewer teams do to their players', () => {
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: TestGame.lobbyOfFour().view('ada') });
    openEditor();
    expect(screen.getByText(/players of a removed team go back to Unassigned/)).toBeTruthy();
  });

  it('checks the fields as create does, and sends nothing bad', () => {
    const { connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: TestGame.lobbyOfFour().view('ada'),
    });
    openEditor();
    fireEvent.change(screen.getByLabelText('Turns per player'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('alert').textContent).toBe('Turns per player must be a whole number from 1 to 5');
    expect(connection.request).not.toHaveBeenCalledWith('updateSettings', expect.anything());
  });

  it('names a team: its name and emoji, checked like a player’s name', () => {
    const { connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: TestGame.lobbyOfFour().view('ada'),
    });
    openEditor();
    const team2 = screen.getByRole('form', { name: 'Team 2' });
    fireEvent.change(within(team2).getByLabelText('Team name'), { target: { value: '\u200b ' } });
    fireEvent.click(within(team2).getByRole('button', { name: 'Save name' }));
    expect(within(team2).getByRole('alert').textContent).toBe('Team name is required');
    fireEvent.change(within(team2).getByLabelText('Team name'), { target: { value: ' Night Owls ' } });
    fireEvent.change(within(team2).getByLabelText('Team emoji'), { target: { value: '🦉' } });
    fireEvent.click(within(team2).getByRole('button', { name: 'Save name' }));
    expect(connection.request).toHaveBeenLastCalledWith('renameTeam', {
      gamecode: 'ABCDEF',
      team: 'team 2',
      name: 'Night Owls',
      emoji: '🦉',
    });
  });
});

describe('everyone’s lobby when the host changes something', () => {
  it('shows the team’s name everywhere a team is named', () => {
    const game = TestGame.lobbyOfFour();
    game.send('ada', 'renameTeam', { team: 'team 2', name: 'Night Owls', emoji: '🦉' });
    renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('cy') });
    expect(screen.getByRole('region', { name: '🦉 Night Owls (2)' })).toBeTruthy();
    expect(screen.getByText('You are in 🦉 Night Owls.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Team 1' })).toBeTruthy();
  });

  it('marks what changed for a moment and says it in a live region', () => {
    vi.useFakeTimers();
    const game = TestGame.lobbyOfFour();
    const { store } = renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('ben') });
    const live = document.querySelector('.lobby [aria-live="polite"].visually-hidden');
    expect(live?.textContent).toBe('');
    game.send('ada', 'updateSettings', { settings: { ...defaultSettings, turnSeconds: 90 } });
    act(() => {
      store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: game.view('ben') }));
    });
    expect(live?.textContent).toBe('Settings changed: 90 s per turn');
    expect([...document.querySelectorAll('.settings-summary .changed')].map((e) => e.textContent)).toEqual([
      '90 s per turn',
    ]);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(document.querySelectorAll('.settings-summary .changed')).toHaveLength(0);
  });
});

describe('the host changes the deck in the lobby', () => {
  const ID = 'Abcdefghijklmnopqrstuv';
  const lanterns = (builtInToo: boolean) => ({
    ok: true as const,
    chosen: { id: ID, name: 'Lanterns', cardCount: 25, language: 'en', builtInToo },
    cards: Array.from({ length: 25 }, (_, i) => ({
      id: `deck/lantern-${i}`,
      word: `Lantern ${i}`,
      forbidden: ['light'],
      category: 'custom' as const,
      difficulty: 'medium' as const,
    })),
  });

  it('chooses a player’s deck by its link or code, as create takes it; Save sends it', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ name: 'Lanterns', cardCount: 25 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: TestGame.lobbyOfFour().view('ada'),
    });
    openEditor();
    const cards = screen.getByRole('group', { name: 'Cards' });
    expect(within(cards).getByRole<HTMLInputElement>('radio', { name: 'Built-in cards only' }).checked).toBe(
      true,
    );
    fireEvent.click(within(cards).getByRole('radio', { name: 'A player’s deck' }));
    fireEvent.change(screen.getByLabelText('Deck link or code'), {
      target: { value: `https://unsayable.example/decks/${ID}` },
    });
    fireEvent.click(within(cards).getByRole('checkbox', { name: 'Built-in cards too' }));
    // What the game would deal, the deck's size asked of its page, before anything is saved.
    await waitFor(() =>
      expect(editor()?.querySelector('.deal-summary')?.textContent).toBe(
        'The game deals 25 cards: 25 from “Lanterns”.',
      ),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/decks/${ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(connection.request).toHaveBeenLastCalledWith('updateSettings', {
      gamecode: 'ABCDEF',
      settings: { ...defaultSettings, clueMode: 'out loud' },
      deck: { id: ID, builtInToo: false },
    });
  });

  it('says beside the field when the link is no deck link, and sends nothing', () => {
    const { connection } = renderGameScreen(<LobbyScreen />, {
      route: ROUTE,
      view: TestGame.lobbyOfFour().view('ada'),
    });
    openEditor();
    fireEvent.click(screen.getByRole('radio', { name: 'A player’s deck' }));
    fireEvent.change(screen.getByLabelText('Deck link or code'), { target: { value: 'our deck' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('alert').textContent).toBe('This is not a deck link or code.');
    expect(connection.request).not.toHaveBeenCalledWith('updateSettings', expect.anything());
  });

  it('keeps the game’s deck by name, turns its built-in cards off, or drops it for the built-in cards only', async () => {
    const game = TestGame.lobbyOfFour();
    game.send(
      'ada',
      'updateSettings',
      { settings: defaultSettings, deck: { id: ID, builtInToo: true } },
      {
        requestedDeck: lanterns(true),
      },
    );
    const { connection } = renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('ada') });
    openEditor();
    const kept = screen.getByRole<HTMLInputElement>('radio', { name: 'This game’s deck: Lanterns' });
    expect(kept.checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Another player’s deck' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Built-in cards too' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(connection.request).toHaveBeenLastCalledWith('updateSettings', {
      gamecode: 'ABCDEF',
      settings: expect.anything(),
      builtInToo: false,
    });
    await act(async () => undefined); // the first save answered: Save is free again
    fireEvent.click(screen.getByRole('radio', { name: 'Built-in cards only' }));
    expect(screen.queryByRole('checkbox', { name: 'Built-in cards too' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(connection.request).toHaveBeenLastCalledWith('updateSettings', {
      gamecode: 'ABCDEF',
      settings: expect.anything(),
      deck: null,
    });
  });

  it('every player’s lobby shows the new deck: its line, the deal summary, marked and said', () => {
    vi.useFakeTimers();
    const game = TestGame.lobbyOfFour();
    const { store } = renderGameScreen(<LobbyScreen />, { route: ROUTE, view: game.view('ben') });
    game.send(
      'ada',
      'updateSettings',
      { settings: defaultSettings, deck: { id: ID, builtInToo: false } },
      {
        requestedDeck: lanterns(false),
      },
    );
    act(() => {
      store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: game.view('ben') }));
    });
    expect(document.querySelector('.deck-name')?.textContent).toBe('Lanterns');
    const deal = document.querySelector('.settings-summary .deal-summary');
    expect(deal?.textContent).toBe('The game deals 25 cards: 25 from “Lanterns”.');
    expect(deal?.classList.contains('changed')).toBe(true);
    const live = document.querySelector('.lobby [aria-live="polite"].visually-hidden');
    expect(live?.textContent).toContain('25 from “Lanterns”');
    expect(document.body.textContent).not.toContain('Lantern 1');
    expect(document.body.textContent).not.toContain(ID);
  });
});
