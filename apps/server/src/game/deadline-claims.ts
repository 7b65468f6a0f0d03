import { SYSTEM } from '@unsayable/rules';
import type { Logger } from 'pino';
import type { Store } from '../store/store.ts';
import type { GameService } from './game-service.ts';

export interface DeadlineClaimsOptions {
  /** How often this process looks for due deadlines. */
  pollMs: number;
  /** How long a claim holds before another process may take the deadline (its claimer died). */
  leaseMs: number;
  /** At most this many turns ended per look. */
  batch: number;
}

/**
 * Turn deadlines in a cluster: every process looks for due deadlines in the shared store, and the
 * store gives each one to a single process (`claimDueDeadlines`), which ends the turn through the
 * ordinary request path. A turn ends on time even when the process that started it has died; a
 * claimer that dies before ending it loses the claim when its lease runs out.
 */
export class DeadlineClaims {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly service: GameService,
    private readonly store: Pick<Store, 'claimDueDeadlines'>,
    private readonly log: Logger,
    private readonly options: DeadlineClaimsOptions = { pollMs: 250, leaseMs: 10_000, batch: 100 },
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.endDueTurns()
        .then(() => undefined)
        .catch((err: unknown) => this.log.warn({ err }, 'deadline claims failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, this.options.pollMs);
    this.timer.unref();
  }

  /** Claims the deadlines due now and ends their turns; resolves with how many it claimed. */
  async endDueTurns(): Promise<number> {
    const claims = await this.store.claimDueDeadlines({
      now: this.service.now(),
      leaseMs: this.options.leaseMs,
      limit: this.options.batch,
    });
    for (const { code } of claims) await this.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
    return claims.length;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
