import { createShardedAdapter } from '@socket.io/redis-adapter';
import type { Logger } from 'pino';
import type { AudienceHere } from '../audience/spectator-registry.ts';
import { droppingOwnMessages } from './own-messages.ts';
import { RedisLimits } from './redis-limits.ts';
import { RedisLink } from './redis-link.ts';
import { RedisPresenceRegistry } from './redis-presence.ts';
import { RedisSpectatorRegistry } from './redis-spectators.ts';

export interface ClusterOptions {
  /** This process's name: the same one its `/healthz` and its connections' greeting carry. */
  processId: string;
  redisUrl: string;
  /** Key and channel prefix: the processes of one deployment share it. */
  prefix: string;
  log: Logger;
  heartbeatMs?: number;
  aliveMs?: number;
  /** The players a stopped process held; each goes offline unless connected elsewhere. */
  onOrphans: (playerIds: string[]) => Promise<void>;
  /** The players this process holds right now. */
  playersHere: () => string[];
  /** The games a stopped process held spectators of: each is counted again. */
  onAudienceOrphans: (gamecodes: string[]) => Promise<void>;
  /** The spectators this process holds right now, by game. */
  audienceHere: () => Map<string, AudienceHere>;
}

/**
 * One process's membership of a cluster: the Socket.IO adapter that carries views to the processes
 * holding their players, the shared presence, spectators and per-address limits. Views go to a room per player, and the sharded
 * adapter in dynamic mode gives each such room a channel of its own: a view travels only to the
 * processes holding a connection of that player, never past the others.
 */
export class Cluster {
  private constructor(
    private readonly link: RedisLink,
    readonly registry: RedisPresenceRegistry,
    readonly spectators: RedisSpectatorRegistry,
    readonly limits: RedisLimits,
    readonly adapter: ReturnType<typeof createShardedAdapter>,
  ) {}

  static async join(options: ClusterOptions): Promise<Cluster> {
    const link = await RedisLink.connect(options.redisUrl, options.log);
    const sharded = createShardedAdapter(link.commands, link.adapterSubscriber, {
      channelPrefix: `${options.prefix}:socket.io`,
      subscriptionMode: 'dynamic',
    });
    // Socket.IO makes each namespace's adapter with `new`, which an arrow function cannot take.
    // biome-ignore lint/complexity/useArrowFunction: constructed with `new` by Socket.IO
    const adapter: typeof sharded = function (nsp) {
      return droppingOwnMessages(sharded(nsp));
    };
    const spectators = new RedisSpectatorRegistry(link.commands, options.processId, {
      prefix: options.prefix,
      audienceHere: options.audienceHere,
    });
    const limits = new RedisLimits(link.commands, options.processId, {
      prefix: options.prefix,
      log: options.log,
    });
    const cluster: Cluster = new Cluster(
      link,
      new RedisPresenceRegistry(link.commands, options.processId, {
        prefix: options.prefix,
        heartbeatMs: options.heartbeatMs ?? 2_000,
        aliveMs: options.aliveMs ?? 6_000,
        onOrphans: options.onOrphans,
        onProcessStopped: async (id) => {
          await options.onAudienceOrphans(await spectators.forgetProcess(id));
          await limits.forgetProcess(id);
        },
        playersHere: options.playersHere,
        log: options.log,
      }),
      spectators,
      limits,
      adapter,
    );
    link.onRecovered(() => {
      cluster.registry
        .registerAgain()
        .catch((err: unknown) => options.log.warn({ err }, 'presence not registered again'));
      cluster.spectators
        .registerAgain()
        .catch((err: unknown) => options.log.warn({ err }, 'spectators not registered again'));
      cluster.limits
        .registerAgain()
        .catch((err: unknown) => options.log.warn({ err }, 'connections not counted again'));
    });
    await cluster.registry.start();
    return cluster;
  }

  /** Runs after every return of Redis: what was published meanwhile may not have arrived. */
  onRecovered(callback: () => void): void {
    this.link.onRecovered(callback);
  }

  async close(): Promise<void> {
    await this.registry.close();
    await this.link.close();
  }
}
