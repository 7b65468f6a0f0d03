// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardFace } from './card-view.tsx';

afterEach(cleanup);

describe('a card’s face', () => {
  it('lists its forbidden words under Don’t say', () => {
    render(<CardFace card={{ index: 0, word: 'Cat', forbidden: ['meow', 'pet'], category: 'animals' }} />);
    expect(screen.getByRole('list', { name: 'Don’t say' }).textContent).toBe('meowpet');
  });

  it('a player’s card without forbidden words says nothing of them', () => {
    render(<CardFace card={{ index: 0, word: 'Cat', forbidden: [], category: 'custom' }} />);
    expect(screen.queryByText('Don’t say')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a word its author kept twice is shown twice', () => {
    render(<CardFace card={{ index: 0, word: 'Cat', forbidden: ['pet', 'pet'], category: 'custom' }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['pet', 'pet']);
  });
});
