// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deckKey, keepDeckKey } from '../../net/deck-keys.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import DeckPage from './deck-page.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const KEY = 'k'.repeat(32);
const deck = {
  id: ID,
  name: 'Week <b>3</b>',
  language: 'en',
  cards: [
    { word: 'Lighthouse', forbidden: ['sea', 'light'] },
    { word: 'Harbour', forbidden: [] },
  ],
  cardCount: 2,
  editedAt: 1,
};

/** What the deck's flags route answers (its owner asks it on their own), and who asked it how. */
let flagsAnswer: [number, unknown] = [200, { flags: [] }];
const flagsFetch = vi.fn(async (_url: string, _init?: RequestInit) => {
  const [status, body] = flagsAnswer;
  return new Response(JSON.stringify(body), { status });
});

/**
 * The server as the deck page meets it: each call answered in turn, every call recorded; the
 * owner's list of flagged cards apart (`flagsFetch`).
 */
function serverAnswering(...answers: [number, unknown][]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, { error: 'no answer left' }];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    url.endsWith('/flags') ? flagsFetch(url, init) : fetch(url, init),
  );
  return fetch;
}

function renderPage(url = `/decks/${ID}`) {
  renderScreen(<DeckPage />, { path: url, route: '/decks/:deckId' });
}

beforeEach(() => {
  localStorage.clear();
  flagsAnswer = [200, { flags: [] }];
  flagsFetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a shared deck’s page', () => {
  it('shows the name and every card as text, with what anyone may do, and no owner’s controls', async () => {
    const fetch = serverAnswering([200, deck]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Week <b>3</b>' })).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/decks/${ID}`);
    const cards = screen.getByRole('list', { name: 'Cards' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lighthouse · sea, light', 'Harbour']);
    for (const name of ['Play this deck', 'Copy deck link', 'Download deck', 'Make a copy', 'Report deck'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete deck' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit deck' })).toBeNull();
    expect(screen.getByText('Anyone with this page’s link sees every card of the deck.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Yours to change' })).toBeNull();
  });

  it('Play this deck opens the create form with the deck chosen', async () => {
    serverAnswering([200, deck]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Play this deck' }));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/home/create'));
  });

  it('Report deck reports it once and says so; a refusal is shown as the server words it', async () => {
    const fetch = serverAnswering([200, deck], [200, {}]);
    renderPage();
    const report = await screen.findByRole('button', { name: 'Report deck' });
    fireEvent.click(report);
    await waitFor(() => expect((report as HTMLButtonElement).disabled).toBe(true));
    expect(fetch.mock.calls[1]?.[0]).toBe(`/api/decks/${ID}/report`);
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('POST');
    expect(screen.getAllByRole('status').some((s) => s.textContent !== '')).toBe(true);
  });

  it('on the device that made it: Edit deck, and Delete deck after a second press, with the key', async () => {
    keepDeckKey(ID, KEY);
    const fetch = serverAnswering([200, deck], [200, {}]);
    renderPage();
    // The owner's actions in a part of their own, said to be secret; no Report of one's own deck.
    const owner = await screen.findByRole('region', { name: 'Yours to change' });
    expect(within(owner).getByRole('link', { name: 'Edit deck' })).toBeTruthy();
    expect(within(owner).getByRole('button', { name: 'Copy edit link' })).toBeTruthy();
    expect(within(owner).getByText(/keep it secret/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report deck' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete deck' }));
    expect(fetch).toHaveBeenCalledTimes(1); // the first press only asks again
    const forGood = screen.getAllByRole('button').find((b) => b.className.includes('danger'));
    if (!forGood) throw new Error('no confirming button');
    fireEvent.click(forGood);
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/home'));
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('DELETE');
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('x-deck-key')).toBe(KEY);
    expect(deckKey(ID)).toBeUndefined();
  });

  it('on another device of its owner (no key here): Edit deck and Delete deck, no edit link to copy', async () => {
    const fetch = serverAnswering([200, { ...deck, yours: true }], [200, {}]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Edit deck' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy edit link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete deck' }));
    const forGood = screen.getAllByRole('button').find((b) => b.className.includes('danger'));
    if (!forGood) throw new Error('no confirming button');
    fireEvent.click(forGood);
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/home'));
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('DELETE');
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('x-deck-key')).toBeNull();
  });

  it('an edit link keeps its key on this device', async () => {
    serverAnswering([200, deck]);
    renderPage(`/decks/${ID}#edit=${KEY}`);
    expect(await screen.findByRole('link', { name: 'Edit deck' })).toBeTruthy();
    expect(deckKey(ID)).toBe(KEY);
  });

  it('a hidden deck says it is no longer available; an unknown one is not found', async () => {
    serverAnswering([410, { error: 'This deck is no longer available.' }]);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('This deck is no longer available.');
    cleanup();
    serverAnswering([404, { error: 'No deck has this link: check it with whoever shared it.' }]);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No deck has this link: check it with whoever shared it.',
    );
  });

  it('its owner adds and changes cards in place, saved as the editor saves', async () => {
    keepDeckKey(ID, KEY);
    const changed = { ...deck, cards: [deck.cards[0], { word: 'Harbour', forbidden: ['boat'] }] };
    const fetch = serverAnswering([200, deck], [200, { id: ID, saved: 2, leftOut: [] }], [200, changed]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change “Harbour”' }));
    const form = screen.getByRole('group', { name: 'Change “Harbour”' });
    fireEvent.change(within(form).getByLabelText('Forbidden word 1'), { target: { value: 'boat' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.getByText('· boat')).toBeTruthy());
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('PUT');
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('x-deck-key')).toBe(KEY);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      name: deck.name,
      language: 'en',
      text: 'Lighthouse|sea:light\nHarbour|boat',
    });
    expect(screen.queryByRole('group', { name: 'Change “Harbour”' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(screen.getByRole('group', { name: 'Add a card' })).toBeTruthy();
  });

  it('offers the printable page to anyone', async () => {
    serverAnswering([200, deck]);
    renderPage();
    expect((await screen.findByRole('link', { name: 'Print cards' })).getAttribute('href')).toBe(
      `/decks/${ID}/print`,
    );
  });
});

describe('the cards players flagged, on the deck’s page', () => {
  const flagged = {
    flags: [
      { word: 'Lighthouse', counts: { wrong: 1, offensive: 0, 'too hard': 2, duplicate: 0 }, total: 3 },
      { word: 'Gone card', counts: { wrong: 0, offensive: 1, 'too hard': 0, duplicate: 0 }, total: 1 },
    ],
  };

  it('are listed for the owner with counts and reasons, the card form at hand', async () => {
    keepDeckKey(ID, KEY);
    flagsAnswer = [200, flagged];
    const fetch = serverAnswering([200, deck], [200, { id: ID, saved: 2, leftOut: [] }], [200, deck]);
    renderPage();
    const list = await screen.findByRole('region', { name: 'Flagged in games' });
    expect(flagsFetch.mock.calls[0]?.[0]).toBe(`/api/decks/${ID}/flags`);
    expect(new Headers(flagsFetch.mock.calls[0]?.[1]?.headers).get('x-deck-key')).toBe(KEY);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Lighthouse3 flagsChangeWrong or misspelt 1 · Too hard 2',
      'Gone card1 flag · no longer in the deckOffensive 1',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: 'Change “Lighthouse”' }));
    const word = within(list).getByRole('textbox', { name: 'Word' }) as HTMLInputElement;
    expect(word.value).toBe('Lighthouse');
    fireEvent.change(word, { target: { value: 'Beacon' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(fetch.mock.calls[1]?.[1]?.method).toBe('PUT'));
    expect(String(fetch.mock.calls[1]?.[1]?.body)).toContain('Beacon');
  });

  it('are not asked for, nor shown, on a page its owner did not open', async () => {
    flagsAnswer = [200, flagged];
    serverAnswering([200, deck]);
    renderPage();
    await screen.findByRole('heading', { name: 'Week <b>3</b>' });
    expect(flagsFetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Flagged in games' })).toBeNull();
    expect(screen.queryByText(/Too hard/)).toBeNull();
  });
});
