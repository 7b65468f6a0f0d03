// @vitest-environment happy-dom

import { i18n, type Messages } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deckKey } from '../../net/deck-keys.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import DeckEditor from './deck-editor.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const good = Array.from({ length: 3 }, (_, i) => `Word${i}|clue${i}`);

function renderEditor() {
  renderScreen(<DeckEditor />, { path: '/decks/new', route: '/decks/new' });
}

const box = () => screen.getByLabelText('Cards') as HTMLTextAreaElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the deck editor', () => {
  it('counts what it read and lists every problem by line, as text', async () => {
    renderEditor();
    fireEvent.change(box(), {
      target: { value: [...good, 'Sun|sunny', '<b>Bold</b>|x:y:z:w:v:u'].join('\n') },
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Read 5 cards: 3 good, 2 with problems.'),
    );
    const list = screen.getByRole('list', { name: 'Problems' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 4: forbidden word "sunny" overlaps the target',
      'Line 5: has 6 forbidden words; at most 5',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: 'Line 4' }));
    expect(box().value.slice(box().selectionStart, box().selectionEnd)).toBe('Sun|sunny');
  });

  it('names the problems, the places and the server’s refusal in Spanish', async () => {
    const spanish = import.meta.glob<Messages>('../../i18n/locales/es/*.json', {
      import: 'default',
      eager: true,
    });
    i18n.load('es', Object.assign({}, ...Object.values(spanish)));
    i18n.activate('es');
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(
              JSON.stringify({
                error: 'Too many decks saved from your network: try again later.',
                errorRef: { key: 'deck.route.tooMany', params: {} },
              }),
              { status: 429 },
            ),
        ),
      );
      renderEditor();
      const cardsBox = () => screen.getByLabelText('Tarjetas') as HTMLTextAreaElement;
      fireEvent.change(screen.getByLabelText('Nombre del mazo'), { target: { value: 'Semana 3' } });
      fireEvent.change(cardsBox(), { target: { value: [...good, 'Sol|soleado'].join('\n') } });
      const list = await screen.findByRole('list', { name: 'Problemas' });
      expect(within(list).getByRole('listitem').textContent).toBe(
        'Línea 4: la palabra prohibida "soleado" coincide con la palabra que adivinar',
      );
      fireEvent.click(within(list).getByRole('button', { name: 'Línea 4' }));
      expect(cardsBox().value.slice(cardsBox().selectionStart, cardsBox().selectionEnd)).toBe('Sol|soleado');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar mazo' }));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(
          'Se han guardado demasiados mazos desde tu red: inténtalo más tarde.',
        ),
      );
    } finally {
      i18n.activate('en');
    }
  });

  it('saves the good cards, keeps the edit key on this device and opens the deck page', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ id: ID, editKey: 'k'.repeat(32), saved: 3, leftOut: [] }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderEditor();
    fireEvent.change(screen.getByLabelText('Deck name'), { target: { value: 'Week 3' } });
    fireEvent.change(screen.getByLabelText('Deck language'), { target: { value: 'es' } });
    fireEvent.change(box(), { target: { value: good.join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Save deck' }));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe(`/decks/${ID}`));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Week 3',
      language: 'es',
      text: good.join('\n'),
    });
    expect(deckKey(ID)).toBe('k'.repeat(32));
  });

  it('refuses to save without a name or any good card, sending nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderEditor();
    fireEvent.change(box(), { target: { value: good.join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Save deck' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the deck a name.');
    fireEvent.change(screen.getByLabelText('Deck name'), { target: { value: 'x' } });
    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save deck' }));
    expect(screen.getByRole('alert').textContent).toBe('Paste or upload at least one card.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
