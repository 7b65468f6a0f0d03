import { SYSTEM } from '@unsayable/rules';
import type { GameService } from './game-service.ts';

/**
 * Online means at least one live connection: two tabs of one player count once. Changes go
 * through the ordinary request path, so every view carries them.
 */
export class Presence {
  private sockets = new Map<string, Set<string>>();
  private stopped = false;

  constructor(private readonly service: GameService) {}

  isOnline(playerId: string): boolean {
    return (this.sockets.get(playerId)?.size ?? 0) > 0;
  }

  async connected(playerId: string, socketId: string): Promise<void> {
    const set = this.sockets.get(playerId) ?? new Set();
    const first = set.size === 0;
    set.add(socketId);
    this.sockets.set(playerId, set);
    if (first) await this.announce(playerId, true);
  }

  async disconnected(playerId: string, socketId: string): Promise<void> {
    const set = this.sockets.get(playerId);
    if (!set) return;
    set.delete(socketId);
    if (set.size > 0 || this.stopped) return;
    this.sockets.delete(playerId);
    await this.service.store.touchUser(playerId, this.service.now());
    await this.announce(playerId, false);
  }

  /**
   * At shutdown: the connections closing now are the server's doing, not the players', and the
   * store is about to close. The next start marks everyone offline anyway (`resetAfterStart`).
   */
  stop(): void {
    this.stopped = true;
  }

  /**
   * A process that just started has no connections, so nobody is online in its games: after a
   * crash, players would otherwise stay "online" until they came back, blocking the host's Skip
   * turn for an absent giver. (With several processes sharing a database this belongs to the
   * shared presence of that deployment, not to one process's start.)
   */
  async resetAfterStart(): Promise<number> {
    let changed = 0;
    for (const gamecode of await this.service.store.openGames()) {
      const state = await this.service.load(gamecode);
      for (const player of state?.players ?? []) {
        if (!player.online || this.isOnline(player.playerId)) continue;
        const ack = await this.service.apply(
          { type: 'setPresence', gamecode, playerId: player.playerId, online: false },
          SYSTEM,
          null,
        );
        if (ack.ok && ack.outcome === 'accepted') changed += 1;
      }
    }
    return changed;
  }

  private async announce(playerId: string, online: boolean): Promise<void> {
    if (this.stopped) return;
    for (const gamecode of await this.service.store.gamesOf(playerId)) {
      // The player may have connected again meanwhile; the last word is the current count.
      if (this.isOnline(playerId) !== online) return;
      await this.service.apply({ type: 'setPresence', gamecode, playerId, online }, SYSTEM, null);
    }
  }
}
