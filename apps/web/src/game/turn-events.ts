import type { GameView } from '@unsayable/rules';

type Gameplay = GameView['gameplay'];

export type CardEvent = 'correct' | 'skipped' | 'buzzed';

/** How close to the deadline a turn must end to count as ended by time (views travel, clocks differ). */
export const TIME_UP_SLACK_MS = 1500;

function sameTurnInProgress(before: Gameplay, after: Gameplay): boolean {
  return (
    before.roundStatus === 'in progress' &&
    after.roundStatus === 'in progress' &&
    before.round === after.round &&
    before.half === after.half
  );
}

/**
 * What happened to a card between two views of the running turn, seen from the tally every
 * player gets, so every device in the room hears it. A buzz wins when views were missed in between.
 */
export function cardEventBetween(before: Gameplay | null, after: Gameplay): CardEvent | null {
  if (!before || !sameTurnInProgress(before, after)) return null;
  if (after.tally.buzzed > before.tally.buzzed) return 'buzzed';
  if (after.tally.correct > before.tally.correct) return 'correct';
  if (after.tally.skipped > before.tally.skipped) return 'skipped';
  return null;
}

/** The turn of `before` was ended by its deadline (not by the giver leaving or the cards running out). */
export function endedByTime(before: Gameplay | null, after: Gameplay, serverNow: number): boolean {
  if (before?.roundStatus !== 'in progress' || before.turnEndsAt === null) return false;
  if (after.roundStatus !== 'postround' || after.round !== before.round || after.half !== before.half) {
    return false;
  }
  return serverNow >= before.turnEndsAt - TIME_UP_SLACK_MS;
}

/**
 * The review of `before` was confirmed by its countdown running out (not by a reviewer's Confirm
 * before it): the next view shows the following turn, at or past the countdown's end.
 */
export function reviewRanOut(before: Gameplay | null, after: Gameplay, serverNow: number): boolean {
  if (before?.roundStatus !== 'postround' || before.reviewEndsAt === null) return false;
  if (after.roundStatus !== 'preround' || (after.round === before.round && after.half === before.half)) {
    return false;
  }
  return serverNow >= before.reviewEndsAt - TIME_UP_SLACK_MS;
}

/** What a screen hears between two views besides the turn's own cues: the review's countdown ending. */
export function reviewCueBetween(before: Gameplay | null, after: Gameplay, serverNow: number): 'gong' | null {
  return reviewRanOut(before, after, serverNow) ? 'gong' : null;
}
