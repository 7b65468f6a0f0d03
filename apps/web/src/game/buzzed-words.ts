import type { GameView, PlayedCardView } from '@unsayable/rules';

type Gameplay = GameView['gameplay'];

/**
 * The card buzzed between two views of the turn that nobody has marked yet: what the watchers'
 * word picker offers. Null when no card was newly buzzed (a view that did not show the turn's
 * cards before, as at the review's start for a guesser, offers nothing).
 */
export function newlyBuzzedCard(before: Gameplay | null, after: Gameplay): PlayedCardView | null {
  if (!before?.turnCards || !after.turnCards) return null;
  const wasBuzzed = new Set(before.turnCards.filter((c) => c.status === 'buzzed').map((c) => c.index));
  const card = after.turnCards.findLast((c) => c.status === 'buzzed' && !wasBuzzed.has(c.index));
  return card && card.buzzedWord === undefined ? card : null;
}

/**
 * The word marked between two views, on a card this screen already held: what every screen that
 * sees the turn's cards flashes. A screen that gets the turn's cards only now (the review's
 * start) shows the marks on the cards instead.
 */
export function newlyMarkedWord(before: Gameplay | null, after: Gameplay): string | null {
  if (!before?.turnCards || !after.turnCards) return null;
  const held = new Map(before.turnCards.map((c) => [c.index, c.buzzedWord]));
  const card = after.turnCards.find(
    (c) => c.buzzedWord !== undefined && held.has(c.index) && held.get(c.index) === undefined,
  );
  return card?.buzzedWord ?? null;
}
