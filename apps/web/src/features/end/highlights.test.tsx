// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import type { GameHighlights, GiverFigures } from '@unsayable/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { Highlights } from './highlights.tsx';

afterEach(cleanup);

const giver = (playerId: string, name: string, correct: number): GiverFigures => ({
  playerId,
  name,
  team: 'team 1',
  correct,
  skipped: 0,
  buzzed: 0,
});

const highlights = (giverId: string, name: string, correct: number): GameHighlights => ({
  bestTurn: { round: 2, half: 'top', giverId, name, team: 'team 1', correct },
  teams: {
    'team 1': { turns: 2, correct: 5, skipped: 0, buzzed: 0 },
    'team 2': { turns: 2, correct: 0, skipped: 0, buzzed: 0 },
  },
  awards: { fastestGuess: null, mostBuzzes: null, closestCall: null },
});

const cards = () =>
  within(screen.getByRole('region', { name: 'Highlights' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('the end’s highlights', () => {
  it('the best giver over several turns and another’s best turn: both', () => {
    render(
      <Highlights
        givers={[giver('a', 'Ada', 5), giver('c', 'Cy', 3)]}
        highlights={highlights('c', 'Cy', 3)}
      />,
    );
    expect(cards()).toEqual(['Best clue giver', 'Best turn']);
  });

  it('the best giver’s own best turn worth fewer cards than their total: both', () => {
    render(<Highlights givers={[giver('a', 'Ada', 5)]} highlights={highlights('a', 'Ada', 3)} />);
    expect(cards()).toEqual(['Best clue giver', 'Best turn']);
  });

  it('the best turn is the best giver’s whole score: said once', () => {
    render(
      <Highlights
        givers={[giver('a', 'Ada', 3), giver('c', 'Cy', 1)]}
        highlights={highlights('a', 'Ada', 3)}
      />,
    );
    expect(cards()).toEqual(['Best clue giver']);
  });
});
