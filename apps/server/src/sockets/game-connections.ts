import { isGamecode } from '@unsayable/rules';

/** What a process of a cluster tells the others when it takes a connection naming a game. */
export interface GameConnectionEvents {
  gameConnected: (gamecode: string) => void;
}

/** What this needs of a connection: the address it was opened with, its close, and one event. */
export interface NamedConnection {
  handshake: { query: Record<string, unknown> };
  once(event: 'disconnect', listener: () => void): unknown;
  emit(event: 'replaceConnection'): unknown;
}

/** What this needs of the cluster: telling the other processes, and hearing them. */
export interface ProcessLink {
  serverSideEmit(event: 'gameConnected', gamecode: string): unknown;
  on(event: 'gameConnected', listener: (gamecode: unknown) => void): unknown;
}

/**
 * The game a connection's page named (`?game=`), which a cluster's balancer places it by; null when
 * it named none or not a code. The length is looked at before anything else.
 */
export function namedGame(query: Record<string, unknown>): string | null {
  const named = query.game;
  return typeof named === 'string' && isGamecode(named) ? named : null;
}

/**
 * A game's connections kept together on one process of a cluster. The balancer places each
 * connection by the game its page names. When a process stops, its games' players reconnect
 * together to another; when it comes back, each new connection of those games reaches it again,
 * while the players who moved stay where they are: the game is split, and every view of it goes
 * between the two through Redis. So a process that takes a connection naming a game tells the
 * others, and each asks its own connections of that game to open a new one, which the balancer
 * places with the rest (the browser replaces its socket without going offline).
 *
 * A connection opened because it was asked (`moved` in its address) tells nobody: behind a
 * balancer that does not place by game, the connections would otherwise chase each other.
 */
export class GameConnections {
  /**
   * This process's connections by the game they named. Not a Socket.IO room: the cluster's adapter
   * subscribes to a Redis channel for every room that has a member here.
   */
  private readonly byGame = new Map<string, Set<NamedConnection>>();

  constructor(private readonly link: ProcessLink) {
    link.on('gameConnected', (gamecode) => this.connectedElsewhere(gamecode));
  }

  /** A connection opened on this process. */
  opened(connection: NamedConnection): void {
    const { query } = connection.handshake;
    const gamecode = namedGame(query);
    if (gamecode === null) return;
    const here = this.byGame.get(gamecode) ?? new Set();
    this.byGame.set(gamecode, here.add(connection));
    connection.once('disconnect', () => {
      here.delete(connection);
      if (here.size === 0 && this.byGame.get(gamecode) === here) this.byGame.delete(gamecode);
    });
    if (query.moved === undefined) this.link.serverSideEmit('gameConnected', gamecode);
  }

  /** Another process took a connection naming `gamecode`: this one's connections of it follow. */
  private connectedElsewhere(gamecode: unknown): void {
    if (typeof gamecode !== 'string') return;
    for (const connection of this.byGame.get(gamecode) ?? []) connection.emit('replaceConnection');
  }
}
