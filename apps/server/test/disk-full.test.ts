import { join } from 'node:path';
import { type Ack, type GameState, transientMessages } from '@unsayable/rules';
import { expect, it } from 'vitest';
import { SqliteStore } from '../src/store/sqlite/sqlite-store.ts';
import { ChildServer, freePort } from './child-server.ts';
import { type Client, clientOf, setUpGame } from './harness.ts';
import { describeWithSmallDisk, SmallDisk } from './small-disk.ts';

/** The server's JSON log lines, parsed. */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; event?: string });

/** The log lines of `event`, once at least one has come through the child's stdout pipe. */
async function logged(server: ChildServer, event: string) {
  for (let i = 0; i < 100; i++) {
    const lines = logLines(server.output).filter((line) => line.event === event);
    if (lines.length > 0) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

const describeSmallDisk = await describeWithSmallDisk();

describeSmallDisk('a full disk', () => {
  it('refuses changes with a clear message, acknowledges nothing it did not store, and plays on once space returns', async () => {
    const disk = SmallDisk.mount(16);
    const port = await freePort();
    let server: ChildServer | undefined;
    let clients: Client[] = [];
    try {
      server = await ChildServer.start({ dataDir: disk.path, port, logLevel: 'info' });
      const game = await setUpGame(server.url, { settings: { turnSeconds: 180 } });
      clients = game.clients;
      const { code } = game;
      const giver = clientOf(clients, game.host.view(code).gameplay.giverId);
      await giver.ok('startTurn', { gamecode: code });

      // The giver presses Correct on the card on screen; what was acknowledged is remembered.
      const pressed: number[] = [];
      let lastVersion = 0;
      // Paced under the connection's rate limit (10 a second, 30 at once), which would otherwise
      // answer some presses instead of the store.
      const press = async (): Promise<Ack> => {
        await new Promise((resolve) => setTimeout(resolve, 120));
        const index = giver.view(code).gameplay.card?.index;
        const ack = await giver.request('updateCardStatus', {
          gamecode: code,
          index,
          status: 'correct',
          roundStatus: 'in progress',
        });
        if (ack.ok && ack.outcome === 'accepted' && index !== undefined) {
          pressed.push(index);
          lastVersion = ack.version ?? lastVersion;
        }
        return ack;
      };
      for (let i = 0; i < 3; i++) expect((await press()).ok).toBe(true);

      disk.fill();
      // SQLite may still fit commits into log pages it already has (after a checkpoint, a whole log's
      // worth: dozens of presses, as many as the log had grown to); then it is full.
      let refused: Ack | undefined;
      for (let i = 0; i < 200 && !refused; i++) {
        const ack = await press();
        if (!ack.ok) refused = ack;
      }
      expect(refused).toMatchObject({ ok: false, error: transientMessages.storageFull });
      // Every further change is refused the same way; reading still works.
      for (let i = 0; i < 5; i++)
        expect(await press()).toMatchObject({ error: transientMessages.storageFull });
      expect((await giver.watch(code)).version).toBe(lastVersion);
      const joiner = await clients[1]?.request('joinGame', { gamecode: code, name: 'Eve' });
      expect(joiner?.ok).toBe(true); // already in the game: nothing to write, so nothing refused
      // A new player is a small write, which SQLite may still fit into log pages it holds; if
      // not, the answer says why, as a passing state of the service.
      const session = await fetch(`${server.url}/api/session`, { method: 'POST' });
      if (session.status !== 201) {
        expect(session.status).toBe(503);
        expect(await session.json()).toEqual({ error: transientMessages.storageFull });
      }

      // The operator hears of it once, as one JSON line, however many requests were refused.
      const full = await logged(server, 'storage-full');
      expect(full).toHaveLength(1);
      expect(full[0]?.level).toBe(50);
      expect(full[0]?.msg).toMatch(/storage is full/);

      // Space returns: play goes on with the same server, which says so once.
      disk.free();
      const afterFree = await press();
      expect(afterFree, JSON.stringify(afterFree)).toMatchObject({ ok: true, outcome: 'accepted' });
      expect(await logged(server, 'storage-writable')).toHaveLength(1);
      expect(logLines(server.output).filter((line) => line.level >= 50)).toHaveLength(1);

      // What is on disk is exactly what was acknowledged: a kill, then the file read afresh.
      await server.stop('SIGKILL');
      const store = new SqliteStore(join(disk.path, 'unsayable.sqlite'));
      let stored: GameState | undefined;
      try {
        stored = await store.loadGame(code);
      } finally {
        await store.close();
      }
      expect(stored?.version).toBe(lastVersion);
      const correct =
        stored?.deck.flatMap((entry, index) => (entry.status === 'correct' ? [index] : [])) ?? [];
      expect(correct.sort()).toEqual([...pressed].sort());
      expect(pressed.length).toBeGreaterThan(3);

      // A start on a full disk stops at once with one line saying what to do.
      disk.fill();
      const failed = await ChildServer.start({ dataDir: disk.path, port, logLevel: 'info' }).then(
        () => 'started',
        (error: unknown) => String(error),
      );
      const fatal = logLines(failed.slice(failed.indexOf('\n') + 1)).find((line) => line.level === 60);
      expect(fatal, failed).toMatchObject({
        event: 'start-failed',
        msg: 'cannot start: the disk holding the data is full; free space and start again',
      });
      disk.free();

      // Started again on the same data: the players come back and the turn goes on.
      server = await ChildServer.start({ dataDir: disk.path, port, logLevel: 'info' });
      await Promise.all(clients.map((c) => (c.socket.connected ? undefined : c.reconnected())));
      await giver.watch(code);
      expect(await press()).toMatchObject({ ok: true, outcome: 'accepted' });
    } finally {
      for (const c of clients) c.close();
      await server?.stop('SIGKILL');
      disk.remove();
    }
  }, 90_000);
});
