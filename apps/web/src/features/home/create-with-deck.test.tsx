// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { deckLinkMessages } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { created, fakeConnection } from '../../testing/fake-connection.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import CreateGame from './create-game.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';

function renderCreate(path = '/home/create') {
  const connection = fakeConnection(() => created('QWERTY'));
  renderScreen(<CreateGame />, { path, route: '/home/create', connection });
  return connection;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the create form with a deck', () => {
  it('shows Built-in cards too (on) only once a deck is given, and sends the deck’s id', async () => {
    const connection = renderCreate();
    expect(screen.queryByLabelText('Built-in cards too')).toBeNull();
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Deck link or code'), { target: { value: `https://play.example/decks/${ID}` } });
    expect(input('Built-in cards too').checked).toBe(true);
    fireEvent.click(input('Built-in cards too'));
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/waiting/QWERTY'));
    expect(connection.request).toHaveBeenCalledWith(
      'createGame',
      expect.objectContaining({ name: 'Ana', deck: { id: ID, builtInToo: false } }),
    );
  });

  it('takes the deck from Play this deck (?deck=), its cards alone: Built-in cards too off, no categories', async () => {
    const connection = renderCreate(`/home/create?deck=${ID}`);
    expect(input('Deck link or code').value).toBe(ID);
    expect(input('Built-in cards too').checked).toBe(false);
    expect(screen.queryByRole('group', { name: 'Card categories' })).toBeNull();
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/waiting/QWERTY'));
    expect(connection.request).toHaveBeenCalledWith(
      'createGame',
      expect.objectContaining({ deck: { id: ID, builtInToo: false } }),
    );
  });

  it('shows the categories again when the built-in cards are asked for too', () => {
    renderCreate(`/home/create?deck=${ID}`);
    fireEvent.click(input('Built-in cards too'));
    expect(screen.getByRole('group', { name: 'Card categories' })).toBeTruthy();
  });

  it('says what is wrong with a malformed link, and sends nothing', () => {
    const connection = renderCreate();
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(input('Deck link or code'), { target: { value: 'my deck' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    expect(screen.getByText(deckLinkMessages.malformed)).toBeTruthy();
    expect(connection.request).not.toHaveBeenCalled();
  });
});
