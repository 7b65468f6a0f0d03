// The taboo game of the peer bench (bench/peers.ts) on boardgame.io, shared by its server
// (bench/peers-bgio.ts) and the bench's clients: a card index, the two teams' scores and a version;
// whose turn it is is boardgame.io's own `ctx.currentPlayer`. The player whose turn it is marks the
// card on screen correct or skips it.
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

export interface TabooG {
  cardIndex: number;
  scores: [number, number];
  /** Raised by each accepted move, so that a client can tell a state newer than the one it acted on. */
  version: number;
}

// The moves run on the server alone (`client: false`): a client's state changes only with the
// server's answer, as the other servers' do, instead of at once with the optimistic local move.
export const TabooGame: Game<TabooG> = {
  name: 'taboo',
  setup: () => ({ cardIndex: 0, scores: [0, 0], version: 0 }),
  moves: {
    correct: {
      client: false,
      move: ({ G, playerID }, index: number) => {
        if (index !== G.cardIndex) return INVALID_MOVE;
        const team = Number(playerID) % 2;
        G.scores[team] = (G.scores[team] ?? 0) + 1;
        G.cardIndex += 1;
        G.version += 1;
      },
    },
    skip: {
      client: false,
      move: ({ G }, index: number) => {
        if (index !== G.cardIndex) return INVALID_MOVE;
        G.cardIndex += 1;
        G.version += 1;
      },
    },
  },
};
