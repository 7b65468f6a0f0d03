// @vitest-environment happy-dom

import { i18n, type Messages } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Ack, deckLinkMessages, messageRef, ownMessages, requestMessages } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDeckRefusal } from '../../state/deck-refusal.ts';
import { created, fakeConnection } from '../../testing/fake-connection.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { notify } from '../../ui/notify.ts';
import CreateGame from './create-game.tsx';

vi.mock('../../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';

function renderCreate(path = '/home/create', answer: () => Ack = () => created('QWERTY')) {
  const connection = fakeConnection(answer);
  renderScreen(<CreateGame />, { path, route: '/home/create', connection });
  return connection;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(notify.error).mockClear();
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

/** The server's refusal of Create as it comes over the wire: its English words and its key. */
const refusedWith = (error: string, ref = messageRef(error)): Ack => ({
  ok: false,
  error,
  ...(ref ? { errorRef: ref } : {}),
  serverTime: 0,
});

describe('the create form’s deck refusals, by key', () => {
  it('knows each of the server’s refusals of a deck by its key, and no other', () => {
    const deckRefusals = [
      requestMessages.deckLinkMalformed,
      requestMessages.deckMissing,
      ownMessages.deckUnavailable,
      requestMessages.deckOtherLanguage('Español', 'English'),
      requestMessages.deckTooFewAlone(12, 20),
    ];
    for (const text of deckRefusals) expect(isDeckRefusal(messageRef(text)), text).toBe(true);
    expect(isDeckRefusal(messageRef(requestMessages.tooManyGames))).toBe(false);
    expect(isDeckRefusal(undefined)).toBe(false);
  });

  it('says the server’s refusal of the deck at the deck field, not in a toast, until the deck changes', async () => {
    renderCreate(`/home/create?deck=${ID}`, () => refusedWith(ownMessages.deckUnavailable));
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(input('Deck link or code').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('create-deck-error')?.textContent).toBe(ownMessages.deckUnavailable);
    // The field takes the focus in an effect after the render that marks it (useRefusalFocus).
    await waitFor(() => expect(document.activeElement).toBe(input('Deck link or code')));
    expect(notify.error).not.toHaveBeenCalled();
    fireEvent.change(input('Deck link or code'), { target: { value: '' } });
    expect(document.getElementById('create-deck-error')).toBeNull();
  });

  it('leaves any other refusal to the toast', async () => {
    renderCreate(`/home/create?deck=${ID}`, () => refusedWith(requestMessages.tooManyGames));
    fireEvent.change(input('Your name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(input('Deck link or code').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the deck refusals in Spanish by their keys, whatever English words came with them', async () => {
    const spanish = import.meta.glob<Messages>('../../i18n/locales/es/*.json', {
      import: 'default',
      eager: true,
    });
    i18n.load('es', Object.assign({}, ...Object.values(spanish)));
    i18n.activate('es');
    try {
      // Words this client has never seen: only the key can say what the refusal is.
      renderCreate(`/home/create?deck=${ID}`, () =>
        refusedWith('Reworded by a newer server', {
          key: 'request.deckTooFewAlone',
          params: { have: 12, min: 20 },
        }),
      );
      fireEvent.change(input('Tu nombre'), { target: { value: 'Ana' } });
      fireEvent.click(screen.getByRole('button', { name: 'Crear partida' }));
      await waitFor(() => expect(document.getElementById('create-deck-error')).not.toBeNull());
      const said = document.getElementById('create-deck-error')?.textContent ?? '';
      expect(said).toContain('12');
      expect(said).toContain('20');
      expect(said).not.toContain('Reworded');
      expect(said).toBe(i18n._('server.app.deckTooFewAlone', { 0: 12, 1: 20 }));
      cleanup();

      // The form's own check of the link, by its key too.
      renderCreate();
      fireEvent.change(input('Tu nombre'), { target: { value: 'Ana' } });
      fireEvent.change(input('Enlace o código del mazo'), { target: { value: 'my deck' } });
      fireEvent.click(screen.getByRole('button', { name: 'Crear partida' }));
      expect(document.getElementById('create-deck-error')?.textContent).toBe(
        'Esto no es un enlace ni un código de mazo.',
      );
    } finally {
      i18n.activate('en');
    }
  });
});
