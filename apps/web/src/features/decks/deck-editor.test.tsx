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
/** The editor's summary of its reading (the card form has a status of its own). */
const readingStatus = () => document.getElementById('deck-reading') as HTMLElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the deck editor', () => {
  it('says the format and the counts, and lists what is left out by line, as text', async () => {
    renderEditor();
    fireEvent.change(box(), {
      target: {
        value: [...good, 'Sun|sunny', '<b>Bold</b>|x:y:z:w:v:u', '|nothing', `${'x'.repeat(40)}|y`].join(
          '\n',
        ),
      },
    });
    await waitFor(() =>
      expect(readingStatus().textContent).toBe(
        'Read as one card a line (Target|forbidden 1:forbidden 2). Read 7 cards: 5 kept, 2 with warnings, 2 left out.',
      ),
    );
    const list = screen.getByRole('list', { name: 'Problems' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 6: has no target word', 'Line 7: the target is 40 characters; at most 35']);
    fireEvent.click(within(list).getByRole('button', { name: 'Line 6' }));
    expect(box().value.slice(box().selectionStart, box().selectionEnd)).toBe('|nothing');
  });

  it('shows each kept card’s warnings with a Fix that changes the text, and Keep as is', async () => {
    renderEditor();
    fireEvent.change(box(), {
      target: {
        value: ['Sun|sunny', 'Moon|night:night:sky', 'Star|moon:sky:glow:shine:wish:comet:orbit'].join('\n'),
      },
    });
    const list = await screen.findByRole('list', { name: 'Warnings' });
    const cards = () => within(screen.getByRole('list', { name: 'Warnings' })).getAllByRole('listitem');
    expect(cards()[0]?.textContent).toContain('Line 1 Sun');
    expect(within(list).getByText('forbidden word "sunny" overlaps the target')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Fix: drop "night"' }));
    await waitFor(() =>
      expect(box().value).toBe(
        ['Sun|sunny', 'Moon|night:sky', 'Star|moon:sky:glow:shine:wish:comet:orbit'].join('\n'),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fix: keep the first five' }));
    await waitFor(() =>
      expect(box().value).toBe(['Sun|sunny', 'Moon|night:sky', 'Star|moon:sky:glow:shine:wish'].join('\n')),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep as is' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Warnings' })).toBeNull());
    expect(readingStatus().textContent).toContain('Read 3 cards: 3 kept, 1 with warnings, 0 left out.');
  });

  it('names the format, the counts, the problems, the warnings, the places and refusals in Spanish', async () => {
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
      fireEvent.change(cardsBox(), { target: { value: [...good, 'Sol|soleado', '|nada'].join('\n') } });
      const problems = await screen.findByRole('list', { name: 'Problemas' });
      expect(within(problems).getByRole('listitem').textContent).toBe(
        'Línea 5: no tiene palabra que adivinar',
      );
      const warnings = screen.getByRole('list', { name: 'Avisos' });
      expect(
        within(warnings).getByText('la palabra prohibida "soleado" coincide con la palabra que adivinar'),
      ).toBeTruthy();
      expect(within(warnings).getByRole('button', { name: 'Dejar así' })).toBeTruthy();
      expect(readingStatus().textContent).toBe(
        'Leído como una tarjeta por línea (Palabra|prohibida 1:prohibida 2). Leídas 5 tarjetas: se quedan 4, 1 con avisos; se quedan fuera 1.',
      );
      fireEvent.click(within(problems).getByRole('button', { name: 'Línea 5' }));
      expect(cardsBox().value.slice(cardsBox().selectionStart, cardsBox().selectionEnd)).toBe('|nada');
      fireEvent.change(cardsBox(), {
        target: { value: Array.from({ length: 2_500 }, (_, i) => `W${i}`).join('\n') },
      });
      await waitFor(() =>
        expect(readingStatus().textContent).toBe('Un mazo tiene como mucho 2000 tarjetas; este tiene 2500.'),
      );
      fireEvent.change(cardsBox(), { target: { value: good.join('\n') } });
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

  it('refuses a file too big in the player’s language, the box unchanged', async () => {
    const spanish = import.meta.glob<Messages>('../../i18n/locales/es/*.json', {
      import: 'default',
      eager: true,
    });
    i18n.load('es', Object.assign({}, ...Object.values(spanish)));
    i18n.activate('es');
    try {
      renderEditor();
      const big = new File(['x'.repeat(1_200_000)], 'cards.txt', { type: 'text/plain' });
      fireEvent.change(screen.getByLabelText('Subir tarjetas'), { target: { files: [big] } });
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(
          'Un mazo puede tener como mucho 1 MB de texto; este tiene 1,2 MB.',
        ),
      );
      expect((screen.getByLabelText('Tarjetas') as HTMLTextAreaElement).value).toBe('');
    } finally {
      i18n.activate('en');
    }
  });

  it('reads a CSV that Excel saved in Windows-1252, and says to check the accents', async () => {
    renderEditor();
    // "Café;ñandú" one byte a letter, as Excel's CSV on Windows writes it.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('word;taboo\nCaf'),
      0xe9,
      0x3b,
      0xf1,
      0x61,
      0x6e,
      0x64,
      0xfa,
    ]);
    fireEvent.change(screen.getByLabelText('Upload cards'), {
      target: { files: [new File([bytes], 'cards.csv', { type: 'text/csv' })] },
    });
    await waitFor(() => expect(box().value).toBe('word;taboo\nCafé;ñandú'));
    expect(screen.getByText(/it was read the way Excel saves CSV files \(Windows-1252\)/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // A UTF-8 file next: nothing to check.
    fireEvent.change(screen.getByLabelText('Upload cards'), {
      target: { files: [new File(['Árbol|hoja'], 'cards.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(box().value).toBe('Árbol|hoja'));
    expect(screen.queryByText(/Windows-1252/)).toBeNull();
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

  it('offers every game language as the deck language, French, German, Italian and Portuguese (Brazil) among them, each by its own name', () => {
    renderEditor();
    const select = screen.getByLabelText('Deck language') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
      ['it', 'Italiano'],
      ['pt-BR', 'Português (Brasil)'],
    ]);
    // The Italian checker reads the cards: "chiavi" is the plural of the target.
    fireEvent.change(select, { target: { value: 'it' } });
    fireEvent.change(box(), { target: { value: 'Chiave|chiavi:porta:serratura' } });
    expect(screen.getByText(/forbidden word "chiavi" overlaps the target/)).toBeTruthy();
    // And the French one: "chevaux" is the plural of the target.
    fireEvent.change(select, { target: { value: 'fr' } });
    fireEvent.change(box(), { target: { value: 'Cheval|chevaux:selle:galop' } });
    expect(screen.getByText(/forbidden word "chevaux" overlaps the target/)).toBeTruthy();
    // And the German one: "Museen" is the plural of the target.
    fireEvent.change(select, { target: { value: 'de' } });
    fireEvent.change(box(), { target: { value: 'Museum|Museen:Kunst:Bilder' } });
    expect(screen.getByText(/forbidden word "Museen" overlaps the target/)).toBeTruthy();
    // And the Portuguese one: "limões" is the plural of the target.
    fireEvent.change(select, { target: { value: 'pt-BR' } });
    fireEvent.change(box(), { target: { value: 'Limão|limões:azedo:caipirinha' } });
    expect(screen.getByText(/forbidden word "limões" overlaps the target/)).toBeTruthy();
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

  it('adds and changes cards through the card form, writing the Cards box as Download deck would', async () => {
    renderEditor();
    fireEvent.change(box(), { target: { value: 'Sun|sky:light' } });
    await waitFor(() => expect(readingStatus().textContent).toContain('Read 1 card:'));
    const form = screen.getByRole('group', { name: 'Add a card' });
    fireEvent.change(within(form).getByLabelText('Word'), { target: { value: 'Anchor' } });
    fireEvent.change(within(form).getByLabelText('Forbidden word 1'), { target: { value: 'ship' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(box().value).toBe('Sun|sky:light\nAnchor|ship'));
    // A category has no place in the line format: the box becomes the CSV with its column.
    await waitFor(() => expect(screen.getByRole('option', { name: '2. Anchor' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Card to change'), { target: { value: '1' } });
    const edit = screen.getByRole('group', { name: 'Change “Anchor”' });
    fireEvent.change(within(edit).getByLabelText('Category'), { target: { value: '\u0000new' } });
    fireEvent.change(within(edit).getByLabelText('New category’s name'), { target: { value: 'Sea' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(box().value).toBe(
        'word,forbidden1,forbidden2,forbidden3,forbidden4,forbidden5,category\r\nSun,sky,light,,,,\r\nAnchor,ship,,,,,Sea',
      ),
    );
  });

  it('keeps the card form from dropping lines the text leaves out', async () => {
    renderEditor();
    fireEvent.change(box(), { target: { value: 'Sun|sunny\n|nothing' } });
    await waitFor(() => expect(readingStatus().textContent).toContain('1 left out'));
    const form = screen.getByRole('group', { name: 'Add a card' });
    fireEvent.change(within(form).getByLabelText('Word'), { target: { value: 'Anchor' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/left out/);
    expect(box().value).toBe('Sun|sunny\n|nothing');
  });

  it('asks no more of a warning kept as is in the card form', async () => {
    renderEditor();
    const form = screen.getByRole('group', { name: 'Add a card' });
    fireEvent.change(within(form).getByLabelText('Word'), { target: { value: 'Sunset' } });
    fireEvent.change(within(form).getByLabelText('Forbidden word 1'), { target: { value: 'sun' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Keep as is' }));
    await waitFor(() => expect(box().value).toBe('Sunset|sun'));
    await waitFor(() => expect(readingStatus().textContent).toContain('1 with warnings'));
    expect(screen.queryByRole('list', { name: 'Warnings' })).toBeNull();
  });
});
