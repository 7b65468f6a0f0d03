// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen.tsx';
import DeckPrint from './deck-print.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const deck = {
  id: ID,
  name: 'Week 3',
  language: 'en',
  cards: [
    { word: 'Lighthouse', forbidden: ['sea', 'light'] },
    { word: 'Harbour', forbidden: [] },
  ],
  cardCount: 2,
  editedAt: 1,
};

function answering(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a deck’s print view', () => {
  it('lays out every card, word first and its forbidden words under it', async () => {
    answering(200, deck);
    renderScreen(<DeckPrint />, { path: `/decks/${ID}/print`, route: '/decks/:deckId/print' });
    expect(await screen.findByRole('heading', { name: 'Week 3' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Cards' }))
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('deck-print-card'));
    expect(cards.map((c) => c.querySelector('.deck-print-word')?.textContent)).toEqual([
      'Lighthouse',
      'Harbour',
    ]);
    expect(
      within(cards[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['sea', 'light']);
    expect(screen.getByRole('link', { name: 'Back to the deck' }).getAttribute('href')).toBe(`/decks/${ID}`);
  });

  it('prints with the browser’s own dialog', async () => {
    answering(200, deck);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderScreen(<DeckPrint />, { path: `/decks/${ID}/print`, route: '/decks/:deckId/print' });
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says so when the deck cannot be seen', async () => {
    answering(410, { error: 'This deck is no longer available.' });
    renderScreen(<DeckPrint />, { path: `/decks/${ID}/print`, route: '/decks/:deckId/print' });
    expect((await screen.findByRole('alert')).textContent).toBe('This deck is no longer available.');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
