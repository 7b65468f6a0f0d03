import type { GameState } from '@unsayable/rules';
import { SYSTEM, turnDeadline } from '@unsayable/rules';
import type { Store } from '../store/store.ts';
import type { GameService } from './game-service.ts';

/**
 * Ends turns at their stored deadline through the ordinary request path, whether or not any
 * browser is connected: the end of a running turn, or of a paused turn's wait for its absent giver. After a restart every stored deadline is armed again; overdue ones fire
 * at once. A second server racing on the same deadline is harmless: its decision is a no-op.
 */
/** How soon a turn end that could not be stored is tried again: doubling from 1 s up to a minute. */
const RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

export class Deadlines {
  private timers = new Map<string, NodeJS.Timeout>();
  /** Turn ends not stored in a row, per game (for the wait before the next try). */
  private readonly failures = new Map<string, number>();
  private stopped = false;

  constructor(
    private readonly service: GameService,
    private readonly store: Pick<Store, 'deadlines'>,
  ) {
    service.onChange((_previous, next) => this.follow(next));
  }

  async restore(): Promise<number> {
    const due = await this.store.deadlines();
    for (const { code, turnEndsAt } of due) this.arm(code, turnEndsAt);
    return due.length;
  }

  /** Arms the game's turn deadline (`turnDeadline`: none while the host holds the turn paused). */
  follow(state: GameState): void {
    const deadline = turnDeadline(state);
    if (deadline !== null) {
      this.arm(state.gamecode, deadline);
    } else {
      this.disarm(state.gamecode);
      this.failures.delete(state.gamecode);
    }
  }

  private arm(code: string, at: number): void {
    if (this.stopped) return;
    this.disarm(code);
    const delay = Math.max(0, at - this.service.now());
    this.timers.set(
      code,
      setTimeout(() => void this.fire(code), delay),
    );
  }

  private disarm(code: string): void {
    const timer = this.timers.get(code);
    if (timer) clearTimeout(timer);
    this.timers.delete(code);
  }

  private async fire(code: string): Promise<void> {
    this.timers.delete(code);
    const ack = await this.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
    // Not stored (a full disk, say): the turn is still in progress past its end. Try again, a
    // second later and then less often, until the store takes it, unless a change meanwhile armed
    // a timer of its own.
    if (!ack.ok) {
      const failures = (this.failures.get(code) ?? 0) + 1;
      this.failures.set(code, failures);
      const wait = Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** (failures - 1));
      if (!this.timers.has(code)) this.arm(code, this.service.now() + wait);
      return;
    }
    this.failures.delete(code);
    // A timer that fired a hair early finds the turn not over yet: look again at the stored deadline.
    if (ack.ok && ack.outcome === 'unchanged' && !this.timers.has(code)) {
      const state = await this.service.load(code);
      if (state) this.follow(state);
    }
  }

  get armed(): number {
    return this.timers.size;
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
