import { SKIP_PENALTIES } from './constants.ts';
import type { ScoringSettings } from './scoring.ts';
import type { GameState } from './types.ts';

/** How this turn's cards went, as numbers only: no word, so every player may see it live. */
export interface TurnTally {
  correct: number;
  skipped: number;
  buzzed: number;
}

/** The turn's cards by their status now (during play as pressed, in review as the reviewers left them). */
export function turnTally(state: GameState): TurnTally {
  const tally: TurnTally = { correct: 0, skipped: 0, buzzed: 0 };
  // Indexed: for…of on a frozen array makes an object for every step (V8, Node 20; see findPlayer).
  const cards = state.gameplay.turnCards;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i];
    const status = card && state.deck[card.index]?.status;
    if (status) tally[status] += 1;
  }
  return tally;
}

/**
 * What the watching team earns from a turn's cards as tallied: the skip penalty for each skipped
 * card, and a point for each buzzed one where buzzed cards score for the watchers.
 */
export function watchersPoints(tally: TurnTally, scoring: ScoringSettings): number {
  const buzzed = scoring.buzzedCardsScoreForWatchers ? tally.buzzed : 0;
  return tally.skipped * SKIP_PENALTIES[scoring.skipPenalty] + buzzed;
}
