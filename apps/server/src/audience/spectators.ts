import { type SpectatorScreen, SYSTEM } from '@unsayable/rules';
import type { GameService } from '../game/game-service.ts';
import type { Store } from '../store/store.ts';
import {
  type AudienceHere,
  audienceField,
  noAudience,
  type SpectatorRegistry,
} from './spectator-registry.ts';

/**
 * A game's count is committed at most once in this time by a process: every commit is a version
 * every player receives, and watching and un-watching in a loop would otherwise be a flood of them.
 */
export const AUDIENCE_COMMIT_MS = 1_000;

/** A game whose count was committed less than `AUDIENCE_COMMIT_MS` ago, and who waits for the next. */
interface Paced {
  timer: NodeJS.Timeout | undefined;
  /** The count may have changed since the last commit: it is read again when the time is up. */
  due: boolean;
  waiting: { resolve: (changed: boolean) => void; reject: (err: unknown) => void }[];
}

/**
 * Those who watch a game without a seat: a phone's Watch and the TV board. Each is a connection,
 * not a player: it is in no team and no game's `users`, so teams, turn order, reviewers and the
 * end never see it. This process counts its own connections by game; the registry adds the other
 * processes'. The count reaches the game through the ordinary path (`setAudience`), so every
 * view carries it: at once for a change after a quiet second, otherwise folded into one commit
 * when the second is up, of the count as it is then (`recount`).
 */
export class Spectators {
  /** This process's spectating connections, by game, each with its screen. */
  private readonly games = new Map<string, Map<string, SpectatorScreen>>();
  private readonly paced = new Map<string, Paced>();
  private stopped = false;

  constructor(
    private readonly service: Pick<GameService, 'apply' | 'load'>,
    private readonly store: Pick<Store, 'openGames'>,
    private readonly registry: SpectatorRegistry,
    /** A count that could not be committed (nobody waits for it: it goes out as a view of its own). */
    private readonly countFailed: (err: unknown) => void,
    private readonly commitEveryMs: number = AUDIENCE_COMMIT_MS,
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

  /**
   * A connection of this process watches the game: resolves once the registry has it. The game's
   * count follows by itself (`recount`), a view of its own that nobody waits for.
   */
  async joined(gamecode: string, socketId: string, screen: SpectatorScreen): Promise<void> {
    const sockets = this.games.get(gamecode) ?? new Map<string, SpectatorScreen>();
    if (sockets.get(socketId) === screen) return;
    sockets.set(socketId, screen);
    this.games.set(gamecode, sockets);
    await this.registry.set(gamecode, this.here(gamecode));
    this.recount(gamecode).catch(this.countFailed);
  }

  /** …and no longer does. */
  async left(gamecode: string, socketId: string): Promise<void> {
    const sockets = this.games.get(gamecode);
    if (!sockets?.delete(socketId)) return;
    if (sockets.size === 0) this.games.delete(gamecode);
    if (this.stopped) return;
    await this.registry.set(gamecode, this.here(gamecode));
    this.recount(gamecode).catch(this.countFailed);
  }

  /** At shutdown the connections close by the server's doing; whoever comes next counts again. */
  stop(): void {
    this.stopped = true;
    for (const paced of this.paced.values()) {
      clearTimeout(paced.timer);
      for (const waiter of paced.waiting) waiter.resolve(false);
    }
    this.paced.clear();
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
   * Commits the game's count as the registry has it: at once if none was committed in the last
   * `commitEveryMs`, else when that time is up, once for every change meanwhile (the count
   * read then holds them all). Resolves with the commit that holds this change: true if the
   * game's count changed.
   */
  recount(gamecode: string): Promise<boolean> {
    const paced = this.paced.get(gamecode);
    if (paced) {
      paced.due = true;
      return new Promise((resolve, reject) => paced.waiting.push({ resolve, reject }));
    }
    const fresh: Paced = { timer: undefined, due: false, waiting: [] };
    this.paced.set(gamecode, fresh);
    fresh.timer = this.paceEnds(gamecode);
    return this.commitCount(gamecode);
  }

  private paceEnds(gamecode: string): NodeJS.Timeout {
    const timer = setTimeout(() => {
      const paced = this.paced.get(gamecode);
      if (!paced) return;
      if (!paced.due) {
        this.paced.delete(gamecode);
        return;
      }
      const { waiting } = paced;
      paced.due = false;
      paced.waiting = [];
      paced.timer = this.paceEnds(gamecode);
      this.commitCount(gamecode).then(
        (changed) => {
          for (const waiter of waiting) waiter.resolve(changed);
        },
        (err: unknown) => {
          for (const waiter of waiting) waiter.reject(err);
        },
      );
    }, this.commitEveryMs);
    // A count waiting to be committed does not keep a stopping process alive.
    timer.unref();
    return timer;
  }

  /**
   * Commits the game's count as the registry has it. Another process may commit its own count
   * meanwhile, read a moment earlier: after a commit that changed the count, it is read again when
   * this game's time is up, so the last word is what is true then. True if the count changed.
   */
  private async commitCount(gamecode: string): Promise<boolean> {
    if (this.stopped) return false;
    const total = await this.registry.total(gamecode);
    const ack = await this.service.apply({ type: 'setAudience', gamecode, ...total }, SYSTEM);
    const changed = ack.ok && ack.outcome === 'accepted';
    const paced = this.paced.get(gamecode);
    if (changed && paced) paced.due = true;
    return changed;
  }
}
