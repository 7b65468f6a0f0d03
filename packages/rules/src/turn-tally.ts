import type { CardStatus, GameState } from './types.ts';

/** How this turn's cards went, as numbers only: no word, so every player may see it live. */
export interface TurnTally {
  correct: number;
  skipped: number;
  buzzed: number;
}

const FIELD: Record<CardStatus, keyof TurnTally> = {
  correct: 'correct',
  skipped: 'skipped',
  discard: 'buzzed',
};

/** The turn's cards by their status now (during play as pressed, in review as the reviewers left them). */
export function turnTally(state: GameState): TurnTally {
  const tally: TurnTally = { correct: 0, skipped: 0, buzzed: 0 };
  for (const { index } of state.gameplay.turnCards) {
    const status = state.deck[index]?.status;
    if (status) tally[FIELD[status]] += 1;
  }
  return tally;
}
