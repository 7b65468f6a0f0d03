/**
 * Which server processes hold a live connection of a player. One process alone knows it by itself
 * (`LocalPresenceRegistry`); a cluster shares it through Redis (`cluster/redis-presence.ts`), so a
 * player is online while any process holds one of their connections.
 */
export interface PresenceRegistry {
  /** This process now holds a connection of the player. */
  add(playerId: string): Promise<void>;
  /** This process holds no connection of the player any more. */
  remove(playerId: string): Promise<void>;
  /** Whether any live process holds a connection of the player. */
  anyLive(playerId: string): Promise<boolean>;
  close(): Promise<void>;
}

export class LocalPresenceRegistry implements PresenceRegistry {
  private readonly players = new Set<string>();

  async add(playerId: string): Promise<void> {
    this.players.add(playerId);
  }

  async remove(playerId: string): Promise<void> {
    this.players.delete(playerId);
  }

  async anyLive(playerId: string): Promise<boolean> {
    return this.players.has(playerId);
  }

  async close(): Promise<void> {}
}
