/**
 * "One device at a time in a game": which device (session credential hash) of a player
 * has each game open, and through which connections. In one process: in a cluster, a device on
 * another process is not seen (see docs/SECURITY.md).
 */
export class GameDevices<Connection extends { id: string }> {
  /** `player \n game` → the device that has it open, and its connections. */
  private readonly open = new Map<string, { device: string; connections: Map<string, Connection> }>();
  /** A connection's keys, to forget it when it closes. */
  private readonly keysOf = new Map<string, Set<string>>();

  /**
   * `connection` (of `device`) opened `gamecode` for `playerId`: resolves with the connections of
   * another device that had it open, which the caller tells and disconnects.
   */
  opened(playerId: string, gamecode: string, device: string, connection: Connection): Connection[] {
    const key = `${playerId}\n${gamecode}`;
    const entry = this.open.get(key);
    let displaced: Connection[] = [];
    if (entry && entry.device !== device) {
      displaced = [...entry.connections.values()];
      for (const old of displaced) this.keysOf.get(old.id)?.delete(key);
    }
    const connections = entry && entry.device === device ? entry.connections : new Map<string, Connection>();
    connections.set(connection.id, connection);
    this.open.set(key, { device, connections });
    let keys = this.keysOf.get(connection.id);
    if (!keys) {
      keys = new Set();
      this.keysOf.set(connection.id, keys);
    }
    keys.add(key);
    return displaced;
  }

  closed(connection: Connection): void {
    for (const key of this.keysOf.get(connection.id) ?? []) {
      const entry = this.open.get(key);
      entry?.connections.delete(connection.id);
      if (entry && entry.connections.size === 0) this.open.delete(key);
    }
    this.keysOf.delete(connection.id);
  }

  /** How many player-and-game pairs are open (for tests of the bound). */
  get size(): number {
    return this.open.size;
  }
}
