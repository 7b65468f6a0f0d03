import type { GameView } from '@unsayable/rules';
import { useEffect, useRef, useState } from 'react';
import { useConnection } from '../net/connection-context.ts';
import type { Cue } from './sound-board.ts';
import { cardEventBetween, endedByTime, reviewCueBetween } from './turn-events.ts';

type Gameplay = GameView['gameplay'];

const TICK_MS = 250;
/** The last seconds that tick. */
const TICK_FROM = 5;
/** How long the time-up moment fills the screen. */
const TIME_UP_SHOWN_MS = 2400;

const CARD_CUES = { correct: 'chime', buzzed: 'buzzer', skipped: null } as const;

/** What a countdown shows: the second a paused turn's clock stopped at, or the seconds running. */
export function countdownSeconds(gameplay: Gameplay, running: number | null): number | null {
  return gameplay.pause ? Math.ceil(gameplay.pause.remainingMs / 1000) : running;
}

/** Whole seconds to the deadline on server time (this device's clock offset corrected), or null. */
export function useSecondsLeft(endsAt: number | null): number | null {
  const connection = useConnection();
  const left = () =>
    endsAt === null ? null : Math.max(0, Math.ceil((endsAt - connection.serverNow()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads only endsAt and connection
  useEffect(() => {
    setSeconds(left());
    if (endsAt === null) return;
    const timer = setInterval(() => setSeconds(left()), TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt, connection]);
  return seconds;
}

/**
 * The turn as it is heard and felt: a tick in each of the last five seconds, a chime on Correct
 * and a buzzer on Buzz on every device (from the tally in each view), and the time-up moment (the
 * horn, and `timeUp` true for a while) when the shared deadline passes, on every screen at once;
 * a gong when the review's countdown runs out and confirms the scores by itself.
 * `held` stops this device's clock at the second it shows, without a view that says so: the
 * giver's own, whose lost connection pauses the turn for everyone else, which it cannot hear of.
 */
export function useTurnClock(
  gp: Gameplay,
  play: (cue: Cue) => void,
  held = false,
): { seconds: number | null; timeUp: boolean } {
  const connection = useConnection();
  const endsAt = gp.roundStatus === 'in progress' && !held ? gp.turnEndsAt : null;
  const running = useSecondsLeft(endsAt);
  const shownBeforeHeld = useRef<number | null>(null);
  if (!held) shownBeforeHeld.current = running;
  const seconds = held ? shownBeforeHeld.current : running;
  const [timeUp, setTimeUp] = useState(false);
  const previous = useRef<Gameplay | null>(null);
  const lastSecond = useRef<number | null>(null);
  /** The deadline whose moment has been shown, so each turn has one. */
  const marked = useRef<number | null>(null);

  const markTimeUp = (deadline: number) => {
    if (marked.current === deadline) return;
    marked.current = deadline;
    play('horn');
    setTimeUp(true);
  };

  useEffect(() => {
    if (!timeUp) return;
    const timer = setTimeout(() => setTimeUp(false), TIME_UP_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [timeUp]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per second seen; markTimeUp and play are stable in effect
  useEffect(() => {
    const before = lastSecond.current;
    lastSecond.current = seconds;
    if (seconds === null || endsAt === null || before === null || seconds >= before) return;
    if (seconds > 0 && seconds <= TICK_FROM) play('tick');
    if (seconds === 0) markTimeUp(endsAt);
  }, [seconds, endsAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: compares each new view with the one before
  useEffect(() => {
    const before = previous.current;
    previous.current = gp;
    const event = cardEventBetween(before, gp);
    const cue = event ? CARD_CUES[event] : null;
    if (cue) play(cue);
    if (before?.turnEndsAt != null && endedByTime(before, gp, connection.serverNow())) {
      markTimeUp(before.turnEndsAt);
    }
    const reviewCue = reviewCueBetween(before, gp, connection.serverNow());
    if (reviewCue) play(reviewCue);
  }, [gp]);

  return { seconds, timeUp };
}
