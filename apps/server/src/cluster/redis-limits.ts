import type { Logger } from 'pino';
import { MemoryLimits } from '../access/memory-limits.ts';
import type { SharedLimits } from '../access/shared-limits.ts';
import type { RequestRate } from '../limits.ts';
import { LimitScripts } from './limit-scripts.ts';
import type { RedisClient } from './redis-link.ts';
import { aliveKey } from './redis-presence.ts';

export interface RedisLimitsOptions {
  /** Key prefix of the cluster, so that clusters (and test runs) sharing a Redis never meet. */
  prefix: string;
  log: Logger;
  /** How long a count waits for Redis before this process answers it alone. */
  timeoutMs?: number;
}

/**
 * The per-address limits and the lockout shared by the processes of a cluster through Redis.
 * Buckets and counts are each a hash changed by one Lua script, so two processes never both take
 * the last token; they expire once worth nothing. Open connections are a hash per address of each
 * process's count (`<process>` → n), like the spectators': a process whose heartbeat stopped is
 * left out of every total at once, and the presence sweep removes its fields.
 *
 * When Redis does not answer (a blip, a restart), each process counts alone in its memory until
 * it does: the limits then hold per process, N times looser for a moment, instead of refusing
 * every player of the cluster (closed) or none (open). Said once in the log when it starts and
 * once when it ends.
 */
export class RedisLimits implements SharedLimits {
  private readonly alone = new MemoryLimits();
  /** This process's open connections by address: what it says in Redis, again after a blip. */
  private readonly here = new Map<string, number>();
  private readonly scripts: LimitScripts;
  private unshared = false;

  constructor(
    private readonly redis: RedisClient,
    readonly processId: string,
    private readonly options: RedisLimitsOptions,
  ) {
    this.scripts = new LimitScripts(redis);
  }

  private key(...parts: string[]): string {
    return [this.options.prefix, 'limits', ...parts].join(':');
  }

  take(key: string, rate: RequestRate, now: number): Promise<boolean> {
    return this.shared(
      () => this.scripts.take(this.key('bucket', key), rate, now),
      () => this.alone.take(key, rate, now),
    );
  }

  count(key: string, max: number, windowMs: number, now: number): Promise<boolean> {
    return this.shared(
      () => this.scripts.count(this.key('count', key), max, windowMs, now),
      () => this.alone.count(key, max, windowMs, now),
    );
  }

  counted(key: string, windowMs: number, now: number): Promise<number> {
    return this.shared(
      async () => {
        const [count, since] = await this.redis.hmGet(this.key('count', key), ['count', 'since']);
        return count && since && now - Number(since) < windowMs ? Number(count) : 0;
      },
      () => this.alone.counted(key, windowMs, now),
    );
  }

  async forget(key: string): Promise<void> {
    await this.alone.forget(key);
    await this.shared(
      async () => void (await this.redis.del(this.key('count', key))),
      async () => undefined,
    );
  }

  connections(address: string): Promise<number> {
    const mine = this.here.get(address) ?? 0;
    return this.shared(
      async () => {
        const fields = await this.redis.hGetAll(this.key('connections', address));
        let total = mine;
        for (const [processId, count] of Object.entries(fields)) {
          if (processId === this.processId) continue;
          if (await this.redis.exists(aliveKey(this.options.prefix, processId))) total += Number(count) || 0;
        }
        return total;
      },
      async () => mine,
    );
  }

  opened(address: string): Promise<void> {
    this.here.set(address, (this.here.get(address) ?? 0) + 1);
    return this.tell(address);
  }

  closed(address: string): Promise<void> {
    const left = (this.here.get(address) ?? 0) - 1;
    if (left > 0) this.here.set(address, left);
    else this.here.delete(address);
    return this.tell(address);
  }

  /** Writes this process's count of `address` (none: its field goes); a failure is said again later. */
  private tell(address: string): Promise<void> {
    const count = this.here.get(address) ?? 0;
    const field = this.key('connections', address);
    const held = this.key('connections-held', this.processId);
    return this.shared(
      async () => {
        const multi = this.redis.multi();
        if (count > 0) multi.hSet(field, this.processId, String(count)).sAdd(held, address);
        else multi.hDel(field, this.processId).sRem(held, address);
        await multi.exec();
      },
      async () => undefined,
    );
  }

  /** The connections a stopped process held: no longer counted anywhere. */
  async forgetProcess(processId: string): Promise<void> {
    const held = this.key('connections-held', processId);
    const addresses = await this.redis.sMembers(held);
    const multi = this.redis.multi();
    for (const address of addresses) multi.hDel(this.key('connections', address), processId);
    multi.del(held);
    await multi.exec();
  }

  /** After Redis came back (perhaps with nothing kept): says again what this process holds. */
  async registerAgain(): Promise<void> {
    const held = this.key('connections-held', this.processId);
    for (const address of await this.redis.sMembers(held))
      if (!this.here.has(address)) await this.tell(address);
    for (const address of this.here.keys()) await this.tell(address);
  }

  /** Redis's answer within the time allowed, else this process's own (said once a spell). */
  private async shared<T>(work: () => Promise<T>, alone: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('redis did not answer in time')),
        this.options.timeoutMs ?? 500,
      );
    });
    try {
      const answer = await Promise.race([work(), late]);
      if (this.unshared) {
        this.unshared = false;
        this.options.log.info(
          { event: 'limits-shared' },
          'per-address limits are shared through Redis again',
        );
      }
      return answer;
    } catch (err) {
      if (!this.unshared) {
        this.unshared = true;
        this.options.log.warn(
          { err, event: 'limits-unshared' },
          'Redis does not answer: each process counts the per-address limits alone until it does',
        );
      }
      return alone();
    } finally {
      clearTimeout(timer);
    }
  }
}
