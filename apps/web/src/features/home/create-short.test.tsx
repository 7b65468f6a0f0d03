// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { created, fakeConnection } from '../../testing/fake-connection.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import CreateGame from './create-game.tsx';

function renderCreate(path = '/home/create') {
  const connection = fakeConnection(() => created('QWERTY'));
  return { ...renderScreen(<CreateGame />, { path, route: '/home/create', connection }), connection };
}

const more = () => document.querySelector<HTMLDetailsElement>('details.more-settings');

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('create asks only for a name', () => {
  it('shows the name, the game language and Create game; the rest waits under More settings', () => {
    renderCreate();
    const form = document.querySelector('form') as HTMLFormElement;
    const outside = [...form.querySelectorAll('input, select, button')].filter((e) => !more()?.contains(e));
    expect(outside.map((e) => e.getAttribute('name') ?? e.textContent)).toEqual([
      'name',
      'language',
      'Create game',
    ]);
    expect(more()?.open).toBe(false);
    expect(more()?.querySelector('summary')?.textContent).toBe('More settings');
    expect(more()?.contains(screen.getByLabelText('Seconds per turn'))).toBe(true);
    expect(more()?.contains(screen.getByLabelText('Number of teams'))).toBe(true);
  });

  it('a name alone creates a game with the default settings', async () => {
    const { connection } = renderCreate();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(connection.request).toHaveBeenCalled());
    expect(connection.request).toHaveBeenCalledWith(
      'createGame',
      expect.objectContaining({
        name: 'Ada',
        settings: expect.objectContaining({ turnSeconds: 60, endGameMethod: 'turns', endValue: 2 }),
      }),
    );
  });

  it('a refused setting opens More settings, so its message is seen', async () => {
    renderCreate();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Turns per player'), { target: { value: '0' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    });
    expect(more()?.open).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Turns per player must be a whole number from 1 to 5');
  });

  it('a deck link in the address opens it: the deck is a setting already chosen', () => {
    renderCreate('/home/create?deck=abcdefghjkmnpqrs');
    expect(more()?.open).toBe(true);
  });
});
