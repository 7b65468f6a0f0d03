import { SYSTEM } from '@unsayable/rules';
import type { GameService } from '../game/game-service.ts';
import type { Store } from '../store/store.ts';
import type { PresenceRegistry } from './presence-registry.ts';

/**
 * Online means at least one live connection, on any server process: two tabs of one player count
 * once. This process counts its own connections; the registry knows the other processes'. Changes
 * go through the ordinary request path, so every view carries them.
 */
export class Presence {
  private sockets = new Map<string, Set<string>>();
  private stopped = false;

  constructor(
    private readonly service: GameService,
    private readonly store: Pick<Store, 'touchUser' | 'openGames' | 'gamesOf'>,
    private readonly registry: PresenceRegistry,
  ) {}

  /** Whether this process holds a connection of the player. */
  isConnectedHere(playerId: string): boolean {
    return (this.sockets.get(playerId)?.size ?? 0) > 0;
  }

  /** The players with a connection to this process. */
  playersHere(): string[] {
    return [...this.sockets.keys()];
  }

  async connected(playerId: string, socketId: string): Promise<void> {
    const set = this.sockets.get(playerId) ?? new Set();
    const first = set.size === 0;
    set.add(socketId);
    this.sockets.set(playerId, set);
    if (!first) return;
    await this.registry.add(playerId);
    // Setting online what is online already changes nothing, so another process's view is no bar.
    await this.announce(playerId, true, () => this.isConnectedHere(playerId));
  }

  async disconnected(playerId: string, socketId: string): Promise<void> {
    const set = this.sockets.get(playerId);
    if (!set) return;
    set.delete(socketId);
    if (set.size > 0 || this.stopped) return;
    this.sockets.delete(playerId);
    await this.registry.remove(playerId);
    if (await this.registry.anyLive(playerId)) return;
    await this.store.touchUser(playerId, this.service.now());
    await this.announce(playerId, false, () => !this.isConnectedHere(playerId));
    // Another process may have taken a connection of this player while the offline change was on
    // its way, and committed its online change first: the last word goes to what is true now.
    if (!this.stopped && (await this.registry.anyLive(playerId)))
      await this.announce(playerId, true, () => true);
  }

  /**
   * At shutdown: the connections closing now are the server's doing, not the players', and the
   * store is about to close. Their presence is settled by whoever comes next (`resetAfterStart`,
   * or in a cluster the registry's sweep of a process that stopped).
   */
  stop(): void {
    this.stopped = true;
  }

  /**
   * Players shown online with no live connection anywhere are set offline: after a crash, they
   * would otherwise stay "online" until they came back, blocking the host's Skip turn for an absent
   * giver. Returns how many presences changed.
   */
  async resetAfterStart(): Promise<number> {
    let changed = 0;
    for (const gamecode of await this.store.openGames()) {
      const state = await this.service.load(gamecode);
      for (const player of state?.players ?? []) {
        if (!player.online || this.isConnectedHere(player.playerId)) continue;
        if (await this.registry.anyLive(player.playerId)) continue;
        const ack = await this.service.apply(
          {
            type: 'setPresence',
            gamecode,
            playerId: player.playerId,
            online: false,
            cause: 'server restart',
          },
          SYSTEM,
        );
        if (ack.ok && ack.outcome === 'accepted') changed += 1;
      }
    }
    return changed;
  }

  /** Sets a player who left with a process that died offline, unless they are connected elsewhere. */
  async settleOrphan(playerId: string): Promise<void> {
    if (this.isConnectedHere(playerId) || (await this.registry.anyLive(playerId))) return;
    await this.announce(playerId, false, () => !this.isConnectedHere(playerId));
  }

  /** Sets the player's presence in each of their open games while `stillTrue` holds. */
  private async announce(playerId: string, online: boolean, stillTrue: () => boolean): Promise<void> {
    if (this.stopped) return;
    for (const gamecode of await this.store.gamesOf(playerId)) {
      // The player may have connected or left again meanwhile; the last word is the current count.
      // And the process may have begun to stop: the store closes once the changes queued are in.
      if (this.stopped || !stillTrue()) return;
      await this.service.apply(
        { type: 'setPresence', gamecode, playerId, online, cause: 'connection' },
        SYSTEM,
      );
    }
  }
}
