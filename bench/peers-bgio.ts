// A minimal taboo game on boardgame.io's server, the peer bench's (bench/peers.ts) stand-in for what
// a builder would run on it: its own Server with the game of bench/peers-bgio-game.ts, its
// Socket.IO transport and its default storage (in the process's memory: a crash loses the matches,
// which the bench's kill check shows). A match is made when its first player connects, as
// boardgame.io does for a match it does not know. Started by bench/peers.ts with PORT.
import { Server } from 'boardgame.io/server';
import { TabooGame } from './peers-bgio-game.ts';

const port = Number(process.env.PORT ?? 0);

// The players connect from Node, which sends no Origin: the list only silences the warning.
const server = Server({ games: [TabooGame], origins: ['http://127.0.0.1'] });
await server.run(port);
