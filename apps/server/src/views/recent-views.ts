import type { GameState, GameView } from '@unsayable/rules';

interface Entry {
  version: number;
  views: Map<string, GameView>;
  /** The length of each player's whole view message, as last encoded (see view-delivery's `viewBody`). */
  wholeLengths: Map<string, number>;
}

/**
 * The views this process last sent of each game, by version: the next change's patches are made
 * on them instead of building the views of the state before again (half of what patches cost). A
 * version names one committed state of a game, on every process, so a view of it is the same
 * whoever built it. Bounded: the games least recently changed are forgotten first.
 */
export class RecentViews {
  private readonly games = new Map<string, Entry>();

  constructor(private readonly capacity = 1_000) {}

  /** The views of `state` for these players, if every one of them was kept. */
  of(state: GameState, playerIds: Iterable<string>): Map<string, GameView> | undefined {
    const entry = this.games.get(state.gamecode);
    if (!entry || entry.version !== state.version) return undefined;
    for (const id of playerIds) if (!entry.views.has(id)) return undefined;
    return entry.views;
  }

  /** How long the player's whole view of `state` was, if it is the version kept. */
  wholeLength(state: GameState, playerId: string): number | undefined {
    const entry = this.games.get(state.gamecode);
    return entry?.version === state.version ? entry.wholeLengths.get(playerId) : undefined;
  }

  /** Keeps the views of a game's latest state; a finished game's are let go (it changes no more). */
  remember(state: GameState, views: Map<string, GameView>, wholeLengths = new Map<string, number>()): void {
    this.games.delete(state.gamecode);
    if (state.status === 'finished') return;
    this.games.set(state.gamecode, { version: state.version, views, wholeLengths });
    if (this.games.size > this.capacity) {
      const oldest = this.games.keys().next().value;
      if (oldest !== undefined) this.games.delete(oldest);
    }
  }

  get size(): number {
    return this.games.size;
  }
}
