// The baseline of the server load benchmark: a bare Socket.IO server with the same transport options
// as the real one, no sessions, no rules, no storage. A socket joins a "game" with a joinGame
// request; for each updateCardStatus request it emits a view message of BARE_PAYLOAD_BYTES bytes
// (bench/bare-view.ts) to each socket of that game individually (as the real server sends each
// player their own view), then acknowledges. Started by bench/server-load.ts with PORT and
// BARE_PAYLOAD_BYTES.
import { createServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { bareView } from './bare-view.ts';

const port = Number(process.env.PORT ?? 0);
const payloadBytes = Number(process.env.BARE_PAYLOAD_BYTES ?? 3000);

interface Room {
  sockets: Socket[];
  version: number;
}

const shape = bareView(payloadBytes);
const rooms = new Map<string, Room>();

const http = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  res.writeHead(404).end();
});

const io = new Server(http, {
  maxHttpBufferSize: 64 * 1024,
  serveClient: false,
  pingInterval: 20_000,
  pingTimeout: 20_000,
});

io.on('connection', (socket) => {
  let joined: Room | undefined;
  socket.on('request', (raw: unknown, ack: unknown) => {
    if (typeof ack !== 'function') return;
    const { type, payload } = (raw ?? {}) as { type?: string; payload?: { gamecode?: string } };
    const code = payload?.gamecode ?? '';
    if (type === 'joinGame') {
      const room = rooms.get(code) ?? { sockets: [], version: 0 };
      rooms.set(code, room);
      room.sockets.push(socket);
      joined = room;
      ack({ ok: true, outcome: 'accepted', version: room.version, serverTime: Date.now() });
      return;
    }
    const room = rooms.get(code);
    if (type !== 'updateCardStatus' || !room) {
      ack({ ok: false, error: `bare server: no ${type} here`, serverTime: Date.now() });
      return;
    }
    room.version += 1;
    const serverTime = Date.now();
    for (const member of room.sockets) {
      member.emit('view', { gamecode: code, view: { ...shape, version: room.version }, serverTime });
    }
    ack({ ok: true, outcome: 'accepted', version: room.version, serverTime });
  });
  socket.on('disconnect', () => {
    if (joined) joined.sockets = joined.sockets.filter((s) => s !== socket);
  });
});

http.listen(port, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    io.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
