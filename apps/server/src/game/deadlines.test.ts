import { type Ack, type GameState, transientMessages } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deadlines } from './deadlines.ts';
import type { GameService } from './game-service.ts';

/** The part of a game the timers look at: a turn in progress that ends at `turnEndsAt`. */
const inProgress = (turnEndsAt: number) =>
  ({
    gamecode: 'ABCDEF',
    status: 'active',
    gameplay: { roundStatus: 'in progress', turnEndsAt },
  }) as unknown as GameState;

describe('turn deadlines', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('a turn end the store could not take (a full disk) is tried again until it is stored', async () => {
    const answers: Ack[] = [
      { ok: false, error: transientMessages.storageFull, serverTime: 0 },
      { ok: false, error: transientMessages.storageFull, serverTime: 0 },
      { ok: true, outcome: 'accepted', version: 9, serverTime: 0 },
    ];
    const apply = vi.fn(async () => answers.shift() as Ack);
    const service = { onChange: () => {}, now: () => Date.now(), apply } as unknown as GameService;
    const deadlines = new Deadlines(service, { deadlines: async () => [] });
    deadlines.follow(inProgress(Date.now() + 500));

    await vi.advanceTimersByTimeAsync(500);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(deadlines.armed).toBe(1); // armed again, not forgotten
    await vi.advanceTimersByTimeAsync(5_000);
    expect(apply).toHaveBeenCalledTimes(3);
    expect(deadlines.armed).toBe(0); // stored at the third try: nothing more to do
    deadlines.stop();
  });
});

describe('review deadlines', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('a review with a countdown is confirmed by the server at its end; a stopped one never', async () => {
    const apply = vi.fn(
      async (): Promise<Ack> => ({ ok: true, outcome: 'accepted', version: 9, serverTime: 0 }),
    );
    const service = { onChange: () => {}, now: () => Date.now(), apply } as unknown as GameService;
    const deadlines = new Deadlines(service, { deadlines: async () => [] });
    const review = (reviewEndsAt: number | null) =>
      ({
        gamecode: 'ABCDEF',
        status: 'active',
        gameplay: { roundStatus: 'postround', turnEndsAt: null, reviewEndsAt },
      }) as unknown as GameState;
    deadlines.follow(review(Date.now() + 15_000));
    expect(deadlines.armed).toBe(1);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(apply).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(apply).toHaveBeenCalledWith({ type: 'expireTurn', gamecode: 'ABCDEF' }, 'system');

    // The host stopped the countdown: the timer goes, nothing fires.
    deadlines.follow(review(Date.now() + 15_000));
    deadlines.follow(review(null));
    expect(deadlines.armed).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(apply).toHaveBeenCalledTimes(1);
    deadlines.stop();
  });
});
