// A minimal taboo room on Colyseus, the peer bench's (bench/peers.ts) stand-in for what a builder
// would write on it: the room's state is a card index, the two teams' scores, whose turn it is and a
// version; the player whose turn it is marks the card on screen correct (or skips it) and every
// player of the room gets the new state. Started by bench/peers.ts with PORT. Rooms live in the
// process's memory (Colyseus's default): a crash loses them, which the bench's kill check shows.
import { Room, Server } from '@colyseus/core';
import { schema, t } from '@colyseus/schema';
import { WebSocketTransport } from '@colyseus/ws-transport';

const port = Number(process.env.PORT ?? 0);

const TabooState = schema({
  cardIndex: t.number().default(0),
  scores: t.array('number'),
  /** The seat (join order) of the player giving clues. */
  turn: t.number().default(0),
  /** Raised by each accepted action, so that a client can tell a state newer than the one it acted on. */
  version: t.number().default(0),
});
type TabooState = InstanceType<typeof TabooState>;

interface CardAction {
  index: number;
}

class TabooRoom extends Room<{ state: TabooState }> {
  override maxClients = 8;
  override state = new TabooState();
  private seats: string[] = [];

  // Each action's state goes out as soon as it is decided rather than at the next patch tick
  // (every 50 ms by default): the fastest Colyseus can show a turn-based action, so the bench
  // compares the servers' work, not a timer.
  override onCreate(): void {
    this.state.scores.push(0, 0);
    this.onMessage('correct', (client, message: CardAction) => this.act(client.sessionId, message, true));
    this.onMessage('skip', (client, message: CardAction) => this.act(client.sessionId, message, false));
  }

  override onJoin(client: { sessionId: string }): void {
    this.seats.push(client.sessionId);
  }

  private act(sessionId: string, message: CardAction, correct: boolean): void {
    if (this.seats[this.state.turn] !== sessionId || message?.index !== this.state.cardIndex) return;
    if (correct) {
      const team = this.state.turn % 2;
      this.state.scores[team] = (this.state.scores[team] ?? 0) + 1;
    }
    this.state.cardIndex += 1;
    this.state.version += 1;
    this.broadcastPatch();
  }
}

const server = new Server({ transport: new WebSocketTransport(), greet: false });
server.define('taboo', TabooRoom);
await server.listen(port, '127.0.0.1');
