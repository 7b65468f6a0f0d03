// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DeckCard } from '@unsayable/cards/decks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardForm } from './card-form.tsx';

const deck: DeckCard[] = [
  { word: 'Lighthouse', forbidden: ['sea', 'light'], category: 'Coast' },
  { word: 'Harbour', forbidden: ['boat'] },
];

function renderForm(index: number, cards: DeckCard[] = deck, blocked?: string) {
  const onSave = vi.fn();
  render(
    <CardForm
      id="card"
      cards={cards}
      language="en"
      index={index}
      onSave={onSave}
      {...(blocked ? { blocked } : {})}
    />,
  );
  return onSave;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('the card form', () => {
  it('adds a card with its forbidden words and a category of the deck, then empties for the next', async () => {
    const onSave = renderForm(2);
    expect(screen.getByRole('group', { name: 'Add a card' })).toBeTruthy();
    type('Word', 'Anchor');
    type('Forbidden word 1', 'ship');
    type('Forbidden word 3', 'chain');
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect([...category.options].map((o) => o.textContent)).toEqual([
      'No category',
      'Coast',
      'New category…',
    ]);
    fireEvent.change(category, { target: { value: 'Coast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      ...deck,
      { word: 'Anchor', forbidden: ['ship', 'chain'], category: 'Coast' },
    ]);
    expect(await screen.findByText('Added “Anchor”.')).toBeTruthy();
    expect((screen.getByLabelText('Word') as HTMLInputElement).value).toBe('');
  });

  it('has five forbidden-word fields and no more', () => {
    renderForm(2);
    const group = screen.getByRole('group', { name: 'Forbidden words (up to 5)' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(5);
    expect(screen.queryByLabelText('Forbidden word 6')).toBeNull();
  });

  it('edits a card in its place, with a new category', async () => {
    const onSave = renderForm(1);
    expect((screen.getByLabelText('Word') as HTMLInputElement).value).toBe('Harbour');
    expect((screen.getByLabelText('Forbidden word 1') as HTMLInputElement).value).toBe('boat');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '\u0000new' } });
    type('New category’s name', 'Ports');
    type('Forbidden word 2', 'dock');
    fireEvent.keyDown(screen.getByLabelText('Forbidden word 2'), { key: 'Enter' });
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      deck[0],
      { word: 'Harbour', forbidden: ['boat', 'dock'], category: 'Ports' },
    ]);
  });

  it('ties a problem to its field and saves nothing', async () => {
    const onSave = renderForm(2);
    type('Forbidden word 1', 'ship');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const word = screen.getByLabelText('Word');
    await waitFor(() => expect(word.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(word.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('has no target word');
    // The field takes the focus in an effect after the render that marks it.
    await waitFor(() => expect(document.activeElement).toBe(word));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the text path’s warnings first, with its Fix and Keep as is', async () => {
    const onSave = renderForm(2);
    type('Word', 'Anchor');
    type('Forbidden word 1', 'ship');
    type('Forbidden word 2', 'ship');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('forbidden word "ship" is repeated')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Fix: drop "ship"' }));
    expect((screen.getByLabelText('Forbidden word 2') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0].at(-1)).toEqual({ word: 'Anchor', forbidden: ['ship'] });
  });

  it('saves a card with a warning kept as is', async () => {
    const onSave = renderForm(2);
    type('Word', 'Lighthouse');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await screen.findByRole('button', { name: 'Keep as is' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep as is' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  });

  it('says why it may not change the deck now', async () => {
    const onSave = renderForm(2, deck, 'Fix the lines first.');
    type('Word', 'Anchor');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fix the lines first.');
    expect(onSave).not.toHaveBeenCalled();
  });
});
