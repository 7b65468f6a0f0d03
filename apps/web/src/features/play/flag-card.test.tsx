// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadAreas } from '../../i18n/i18n.ts';
import { viewReceived } from '../../state/game-slice.ts';
import { fakeConnection, refused } from '../../testing/fake-connection.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import PlayScreen from './play-screen.tsx';

const ROUTE = '/play/:gamecode';

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

describe('flagging a card in the review', () => {
  const game = TestGame.started();
  const { giver, guesser } = game.roles();
  game.send(giver, 'startTurn');
  const first = game.view(giver).gameplay.card;
  game.send(giver, 'updateCardStatus', {
    index: first?.index,
    status: 'correct',
    roundStatus: 'in progress',
  });
  game.expireTurn();
  const word = first?.word ?? '';

  it('lets a guesser flag a card with a reason, says so, and keeps the reason on the button', async () => {
    const connection = fakeConnection();
    renderGameScreen(<PlayScreen />, { route: ROUTE, view: game.view(guesser), connection });
    const review = screen.getByRole('region', { name: 'Turn review' });
    const open = within(review).getByRole('button', { name: `Flag “${word}” as a bad card` });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const reasons = screen.getByRole('group', { name: `What’s wrong with “${word}”?` });
    fireEvent.click(within(reasons).getByRole('button', { name: 'Too hard' }));
    expect(connection.request).toHaveBeenCalledWith('flagCard', {
      gamecode: 'ABCDEF',
      index: first?.index,
      reason: 'too hard',
    });
    await waitFor(() => expect(screen.getByText(`Thanks! “${word}” is flagged: Too hard.`)).toBeTruthy());
    expect(screen.getByText(`Thanks! “${word}” is flagged: Too hard.`).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('group', { name: `What’s wrong with “${word}”?` })).toBeNull();
    expect(open.textContent).toContain('Flagged');
  });

  it('keeps the reasons open when the flag is refused (the toast tells why)', async () => {
    const connection = fakeConnection(() =>
      refused('Too many flagged cards from you or your network: try again later'),
    );
    renderGameScreen(<PlayScreen />, { route: ROUTE, view: game.view(guesser), connection });
    fireEvent.click(screen.getByRole('button', { name: `Flag “${word}” as a bad card` }));
    fireEvent.click(screen.getByRole('button', { name: 'Offensive' }));
    await waitFor(() => expect(connection.request).toHaveBeenCalledTimes(1));
    // The refusal's toast is waited for, so the toasts it loads are not still loading once the
    // test's document is gone.
    expect(await screen.findByText(/Too many flagged cards/)).toBeTruthy();
    expect(screen.getByRole('group', { name: `What’s wrong with “${word}”?` })).toBeTruthy();
    expect(screen.queryByText(/is flagged/)).toBeNull();
  });

  it('speaks Spanish in Spanish', async () => {
    await activateLanguage('es');
    await loadAreas('game');
    renderGameScreen(<PlayScreen />, {
      route: ROUTE,
      view: game.view(guesser),
      connection: fakeConnection(),
    });
    fireEvent.click(screen.getByRole('button', { name: `Marcar “${word}” como tarjeta mala` }));
    const reasons = screen.getByRole('group', { name: `¿Qué falla en “${word}”?` });
    for (const name of ['Incorrecta o mal escrita', 'Ofensiva', 'Demasiado difícil', 'Repetida', 'Cancelar'])
      expect(within(reasons).getByRole('button', { name })).toBeTruthy();
    expect(reasons.textContent).not.toMatch(/Too hard|Offensive|Duplicate|Cancel\b/);
  });
});

describe('flagging a card in the reveal after the turn', () => {
  it('offers the flag on each card, and keeps the reveal open while the reasons are', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const game = TestGame.started();
      const { giver, watcher, guesser } = game.roles();
      game.send(giver, 'startTurn');
      const card = game.view(giver).gameplay.card;
      game.send(giver, 'updateCardStatus', {
        index: card?.index,
        status: 'correct',
        roundStatus: 'in progress',
      });
      game.expireTurn();
      const connection = fakeConnection();
      const { store } = renderGameScreen(<PlayScreen />, {
        route: ROUTE,
        view: game.view(guesser),
        connection,
      });
      game.send(watcher, 'confirmScores');
      act(() => void store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: game.view(guesser) })));
      const reveal = screen.getByRole('region', { name: 'Team 1’s turn' });
      fireEvent.click(within(reveal).getByRole('button', { name: `Flag “${card?.word}” as a bad card` }));
      // Long past the reveal's own few seconds: still there while the player picks a reason.
      act(() => void vi.advanceTimersByTime(60_000));
      const reasons = within(reveal).getByRole('group', { name: `What’s wrong with “${card?.word}”?` });
      fireEvent.click(within(reasons).getByRole('button', { name: 'Offensive' }));
      expect(connection.request).toHaveBeenCalledWith('flagCard', {
        gamecode: 'ABCDEF',
        index: card?.index,
        reason: 'offensive',
      });
      await waitFor(() =>
        expect(within(reveal).getByRole('status').textContent).toBe(
          `Thanks! “${card?.word}” is flagged: Offensive.`,
        ),
      );
      fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));
      expect(screen.queryByRole('region', { name: 'Team 1’s turn' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
