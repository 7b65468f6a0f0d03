import { type SpectatorScreen, SYSTEM } from '@unsayable/rules';
import type { GameService } from './game-service.ts';
import {
  type AudienceHere,
  audienceField,
  noAudience,
  type SpectatorRegistry,
} from './spectator-registry.ts';
import type { Store } from './store/store.ts';

/** A count committed while another process changed its own: read again, at most this often. */
const MAX_RECOUNTS = 3;

/**
 * Those who watch a game without a seat: a phone's Watch and the TV board. Each is a connection,
 * not a player: it is in no team and no game's `users`, so teams, turn order, reviewers and the
 * end never see it. This process counts its own connections by game; the registry adds the other
 * processes'. The count reaches the game through the ordinary path (`setAudience`), so every
 * view carries it.
 */
export class Spectators {
  /** This process's spectating connections, by game, each with its screen. */
  private readonly games = new Map<string, Map<string, SpectatorScreen>>();
  private stopped = false;

  constructor(
    private readonly service: GameService,
    private readonly store: Pick<Store, 'openGames'>,
    private readonly registry: SpectatorRegistry,
  ) {}

  /** The games this process holds spectators of. */
  gamesHere(): string[] {
    return [...this.games.keys()];
  }

  /** Every game's spectators on this process. */
  audienceHere(): Map<string, AudienceHere> {
    return new Map(this.gamesHere().map((gamecode) => [gamecode, this.here(gamecode)]));
  }

  here(gamecode: string): AudienceHere {
    const counts = noAudience();
    for (const screen of this.games.get(gamecode)?.values() ?? []) counts[audienceField(screen)] += 1;
    return counts;
  }

  async joined(gamecode: string, socketId: string, screen: SpectatorScreen): Promise<void> {
    const sockets = this.games.get(gamecode) ?? new Map<string, SpectatorScreen>();
    if (sockets.get(socketId) === screen) return;
    sockets.set(socketId, screen);
    this.games.set(gamecode, sockets);
    await this.registry.set(gamecode, this.here(gamecode));
    await this.recount(gamecode);
  }

  async left(gamecode: string, socketId: string): Promise<void> {
    const sockets = this.games.get(gamecode);
    if (!sockets?.delete(socketId)) return;
    if (sockets.size === 0) this.games.delete(gamecode);
    if (this.stopped) return;
    await this.registry.set(gamecode, this.here(gamecode));
    await this.recount(gamecode);
  }

  /** At shutdown the connections close by the server's doing; whoever comes next counts again. */
  stop(): void {
    this.stopped = true;
  }

  /**
   * The counts of open games as the registry knows them now: after a restart, the spectators a
   * stopped process held are gone. Returns how many games changed.
   */
  async resetAfterStart(): Promise<number> {
    let changed = 0;
    for (const gamecode of await this.store.openGames()) {
      const audience = (await this.service.load(gamecode))?.audience;
      if (!audience || (audience.spectators === 0 && audience.screens === 0)) continue;
      if (await this.recount(gamecode)) changed += 1;
    }
    return changed;
  }

  /**
   * Commits the game's count as the registry has it. Another process may commit its own count
   * meanwhile, read a moment earlier: the registry is read again after each commit, so the last
   * word is what is true now. True if the game's count changed.
   */
  async recount(gamecode: string): Promise<boolean> {
    let changed = false;
    for (let i = 0; i < MAX_RECOUNTS && !this.stopped; i++) {
      const total = await this.registry.total(gamecode);
      const ack = await this.service.apply({ type: 'setAudience', gamecode, ...total }, SYSTEM);
      if (!ack.ok || ack.outcome === 'unchanged') break;
      changed = true;
    }
    return changed;
  }
}
