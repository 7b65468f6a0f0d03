// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadAreas } from '../../i18n/i18n.ts';
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
