import type { Audience } from '@unsayable/rules';
import { type AudienceHere, noAudience, type SpectatorRegistry } from '../audience/spectator-registry.ts';
import type { RedisClient } from './redis-link.ts';

export interface RedisSpectatorOptions {
  /** Key prefix, the presence's own, so that clusters (and test runs) sharing a Redis never meet. */
  prefix: string;
  /** The games this process holds spectators of, with how many, to register again after Redis lost its memory. */
  audienceHere: () => Map<string, AudienceHere>;
}

/**
 * Spectators shared by the processes of a cluster through Redis: for each game, a hash of each
 * process's counts (`<process>:spectators`, `<process>:screens`), and for each process the set of
 * games it counts in. A process that stops beating (its presence heartbeat expired) is left out of
 * every total at once; the presence sweep then removes its entries (`forgetProcess`) and the
 * games it held are counted again.
 */
export class RedisSpectatorRegistry implements SpectatorRegistry {
  constructor(
    private readonly redis: RedisClient,
    readonly processId: string,
    private readonly options: RedisSpectatorOptions,
  ) {}

  private key(...parts: string[]): string {
    return [this.options.prefix, ...parts].join(':');
  }

  async set(gamecode: string, here: AudienceHere): Promise<void> {
    const game = this.key('audience', gamecode);
    const held = this.key('audience-held', this.processId);
    const multi = this.redis.multi();
    if (here.spectators === 0 && here.screens === 0) {
      multi.hDel(game, [`${this.processId}:spectators`, `${this.processId}:screens`]).sRem(held, gamecode);
    } else {
      multi
        .hSet(game, {
          [`${this.processId}:spectators`]: String(here.spectators),
          [`${this.processId}:screens`]: String(here.screens),
        })
        .sAdd(held, gamecode);
    }
    await multi.exec();
  }

  async total(gamecode: string): Promise<Audience> {
    const fields = await this.redis.hGetAll(this.key('audience', gamecode));
    const entries = Object.entries(fields);
    const processes = [...new Set(entries.map(([field]) => field.slice(0, field.lastIndexOf(':'))))];
    const alive = new Set<string>();
    for (const id of processes) {
      if (id === this.processId || (await this.redis.exists(this.key('presence', 'alive', id))))
        alive.add(id);
    }
    const total = noAudience();
    for (const [field, value] of entries) {
      const cut = field.lastIndexOf(':');
      const kind = field.slice(cut + 1);
      if (!alive.has(field.slice(0, cut)) || (kind !== 'spectators' && kind !== 'screens')) continue;
      total[kind] += Number(value) || 0;
    }
    return total;
  }

  /** The entries of a process that stopped: removed; returns the games it counted in. */
  async forgetProcess(processId: string): Promise<string[]> {
    const held = this.key('audience-held', processId);
    const games = await this.redis.sMembers(held);
    const multi = this.redis.multi();
    for (const gamecode of games) {
      multi.hDel(this.key('audience', gamecode), [`${processId}:spectators`, `${processId}:screens`]);
    }
    multi.del(held);
    await multi.exec();
    return games;
  }

  /** After Redis came back (perhaps with nothing kept): say again what this process holds. */
  async registerAgain(): Promise<void> {
    const held = this.key('audience-held', this.processId);
    const here = this.options.audienceHere();
    for (const gamecode of await this.redis.sMembers(held)) {
      if (!here.has(gamecode)) await this.set(gamecode, noAudience());
    }
    for (const [gamecode, counts] of here) await this.set(gamecode, counts);
  }

  async close(): Promise<void> {}
}
