import type { Ack } from '@unsayable/rules';
import { expect, it } from 'vitest';
import { ChildServer, freePort } from './child-server.ts';
import { type Client, clientOf, setUpGame, tempDir } from './harness.ts';

it('SIGTERM while a giver presses as fast as they can: every acknowledged press is there after the restart', async () => {
  const dir = tempDir();
  const port = await freePort();
  let server = await ChildServer.start({ dataDir: dir.path, port });
  let clients: Client[] = [];
  try {
    const game = await setUpGame(server.url);
    clients = game.clients;
    const giver = clientOf(clients, game.host.view(game.code).gameplay.giverId);
    await giver.ok('startTurn', { gamecode: game.code });

    // Presses one after another, each on the card the last acknowledgement's view shows, until
    // the connection goes; the other players keep asking for their view meanwhile.
    const accepted: Ack[] = [];
    const pressed: number[] = [];
    let pressing = true;
    const presser = (async () => {
      while (pressing && giver.socket.connected) {
        const index = giver.view(game.code).gameplay.card?.index;
        if (index === undefined) break;
        const ack = await giver
          .request('updateCardStatus', {
            gamecode: game.code,
            index,
            status: 'correct',
            roundStatus: 'in progress',
          })
          .catch(() => undefined);
        if (ack?.ok && ack.outcome === 'accepted') {
          accepted.push(ack);
          pressed.push(index);
        }
      }
    })();
    const readers = clients
      .filter((c) => c !== giver)
      .map(async (c) => {
        while (pressing && c.socket.connected)
          await c.request('watchGame', { gamecode: game.code }).catch(() => undefined);
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exit = await server.stop('SIGTERM');
    pressing = false;
    await Promise.all([presser, ...readers]);
    expect(exit, server.output).toEqual({ code: 0, signal: null });
    expect(accepted.length).toBeGreaterThan(3);

    // Started again on the same data and port: the browsers come back by themselves.
    server = await ChildServer.start({ dataDir: dir.path, port });
    await Promise.all(clients.map((c) => (c.socket.connected ? undefined : c.reconnected())));
    const views = await Promise.all(clients.map((c) => c.watch(game.code)));
    const last = Math.max(...accepted.map((ack) => (ack.ok ? (ack.version ?? 0) : 0)));
    for (const view of views) {
      // The same screen: the turn still in progress, at least every acknowledged change in it.
      expect(view.status).toBe('active');
      expect(view.gameplay.roundStatus).toBe('in progress');
      expect(view.version).toBeGreaterThanOrEqual(last);
      expect(view.gameplay.cardsGoneBy).toBeGreaterThanOrEqual(accepted.length);
    }
    // Each acknowledged press is stored (a press committed as the connection closed may be there too).
    const giverView = views.find((v) => v.you?.role === 'giver');
    const correct = (giverView?.gameplay.turnCards ?? []).filter((card) => card.status === 'correct');
    expect(correct.map((card) => card.index)).toEqual(expect.arrayContaining(pressed));
  } finally {
    for (const c of clients) c.close();
    await server.stop('SIGKILL');
    dir.remove();
  }
}, 60_000);
