import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { PresenceRegistry } from '../audience/presence-registry.ts';
import type { RedisClient } from './redis-link.ts';

export interface RedisPresenceOptions {
  /** Key prefix, so that clusters (and test runs) sharing a Redis never meet. */
  prefix: string;
  /** How often this process says it is alive and looks for processes that are not. */
  heartbeatMs: number;
  /** How long a process counts as alive after its last heartbeat. */
  aliveMs: number;
  /** The players a dead process held: each may have gone offline (if no other process holds them). */
  onOrphans: (playerIds: string[]) => Promise<void>;
  /** Anything else a dead process held (its spectators), to settle once its players are. */
  onProcessStopped?: (processId: string) => Promise<void>;
  /** The players this process holds, to register again after Redis lost its memory. */
  playersHere: () => string[];
  log: Logger;
}

/** The heartbeat key of a process of the cluster: present while it lives (what other registries count by). */
export function aliveKey(prefix: string, processId: string): string {
  return [prefix, 'presence', 'alive', processId].join(':');
}

/**
 * Presence shared by the processes of a cluster through Redis. For each player, the set of
 * processes holding a connection of theirs; for each process, a heartbeat key that expires when it
 * stops beating (a `kill -9`, a lost machine). Every process sweeps for processes whose heartbeat
 * expired; one of them (a short lock) takes their players and settles their presence, so a dead
 * process's players go offline within about `aliveMs + heartbeatMs`.
 */
export class RedisPresenceRegistry implements PresenceRegistry {
  private timer: NodeJS.Timeout | undefined;
  private sweeping = false;

  constructor(
    private readonly redis: RedisClient,
    readonly processId: string,
    private readonly options: RedisPresenceOptions,
  ) {}

  private key(...parts: string[]): string {
    return [this.options.prefix, 'presence', ...parts].join(':');
  }

  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => void this.tick(), this.options.heartbeatMs);
    this.timer.unref();
  }

  /**
   * After Redis came back (perhaps restarted, with nothing kept; perhaps only out of reach, with
   * changes made meanwhile lost): say again exactly what this process holds now.
   */
  async registerAgain(): Promise<void> {
    await this.beat();
    const players = new Set(this.options.playersHere());
    const registered = await this.redis.sMembers(this.key('held', this.processId));
    const multi = this.redis.multi();
    for (const playerId of registered) {
      if (players.has(playerId)) continue;
      multi
        .sRem(this.key('player', playerId), this.processId)
        .sRem(this.key('held', this.processId), playerId);
    }
    for (const playerId of players) {
      multi
        .sAdd(this.key('player', playerId), this.processId)
        .sAdd(this.key('held', this.processId), playerId);
    }
    await multi.exec();
  }

  async add(playerId: string): Promise<void> {
    await this.redis
      .multi()
      .sAdd(this.key('player', playerId), this.processId)
      .sAdd(this.key('held', this.processId), playerId)
      .exec();
  }

  async remove(playerId: string): Promise<void> {
    await this.redis
      .multi()
      .sRem(this.key('player', playerId), this.processId)
      .sRem(this.key('held', this.processId), playerId)
      .exec();
  }

  async anyLive(playerId: string): Promise<boolean> {
    const processes = await this.redis.sMembers(this.key('player', playerId));
    if (processes.length === 0) return false;
    const alive = await this.redis.exists(processes.map((id) => this.key('alive', id)));
    return alive > 0;
  }

  /** Stops beating and lets the others settle this process's players (those not back elsewhere). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    // Not awaited past a moment: with Redis away, the heartbeat key simply expires.
    const said = this.redis.del(this.key('alive', this.processId)).catch(() => undefined);
    await Promise.race([said, delay(500)]);
  }

  private async beat(): Promise<void> {
    await this.redis
      .multi()
      .set(this.key('alive', this.processId), String(Date.now()), { PX: this.options.aliveMs })
      .sAdd(this.key('processes'), this.processId)
      .exec();
  }

  private async tick(): Promise<void> {
    try {
      await this.beat();
      await this.sweep();
    } catch (err) {
      this.options.log.warn({ err }, 'presence heartbeat failed');
    }
  }

  /** Takes the players of every process whose heartbeat expired, one sweeper per dead process. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const id of await this.redis.sMembers(this.key('processes'))) {
        if (id === this.processId || (await this.redis.exists(this.key('alive', id)))) continue;
        const lock = await this.redis.set(this.key('sweeping', id), this.processId, {
          NX: true,
          PX: this.options.aliveMs * 2,
        });
        if (lock === null) continue;
        const players = await this.redis.sMembers(this.key('held', id));
        const multi = this.redis.multi();
        for (const playerId of players) multi.sRem(this.key('player', playerId), id);
        multi.del(this.key('held', id)).sRem(this.key('processes'), id);
        await multi.exec();
        this.options.log.info(
          { process: id, players: players.length },
          'settling the players of a stopped process',
        );
        await this.options.onOrphans(players);
        await this.options.onProcessStopped?.(id);
      }
    } finally {
      this.sweeping = false;
    }
  }
}
