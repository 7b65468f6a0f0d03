import type { GameState } from '@unsayable/rules';
import { SYSTEM } from '@unsayable/rules';
import type { GameService } from './game-service.ts';

/**
 * Ends turns at their stored deadline through the ordinary request path, whether or not any
 * browser is connected. After a restart every stored deadline is armed again; overdue ones fire
 * at once. A second server racing on the same deadline is harmless: its decision is a no-op.
 */
export class Deadlines {
  private timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly service: GameService) {
    service.onChange((_previous, next) => this.follow(next));
  }

  async restore(): Promise<number> {
    const due = await this.service.store.deadlines();
    for (const { code, roundEndsAt } of due) this.arm(code, roundEndsAt);
    return due.length;
  }

  follow(state: GameState): void {
    const gp = state.gameplay;
    if (state.status === 'active' && gp.roundStatus === 'in progress' && gp.roundEndsAt !== null) {
      this.arm(state.gamecode, gp.roundEndsAt);
    } else {
      this.disarm(state.gamecode);
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
    const ack = await this.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM, null);
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
