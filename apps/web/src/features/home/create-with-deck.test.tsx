// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { deckLinkMessages } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

beforeEach(() => {
  localStorage.clear();
  // The form asks the deck's page for its size; unless a test answers, there is no such deck.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the create form with a deck', () => {
  it('says how many cards the game deals and from where, the deck’s size asked of its page', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ name: 'My deck', cardCount: 20 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderCreate();
    const summary = () => document.querySelector('.deal-summary')?.textContent ?? '';
    expect(summary()).toMatch(/^\d+ cards from \d+ categories\.$/);
    fireEvent.click(screen.getByLabelText('All categories'));
    fireEvent.click(screen.getByLabelText('Animals'));
    expect(summary()).toBe('84 cards from 1 category.');
    fireEvent.change(input('Deck link or code'), { target: { value: ID } });
    await waitFor(() =>
      expect(summary()).toBe('The game deals 104 cards: 84 built-in in 1 category + 20 from “My deck”.'),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/decks/${ID}`);
    fireEvent.click(input('Built-in cards too'));
    expect(summary()).toBe('The game deals 20 cards: 20 from “My deck”.');
  });

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
