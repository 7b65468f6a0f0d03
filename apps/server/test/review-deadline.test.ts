import { afterAll, describe, expect, it } from 'vitest';
import { ChildServer, freePort, storedGame } from './child-server.ts';
import { allSee, type Client, clientOf, setUpGame, tempDir } from './harness.ts';

/**
 * The review's countdown is a deadline like the turn's: stored with the game, armed again by a
 * server started after a kill -9, and fired at once when it passed while the server was down.
 */
describe('a review countdown survives a crash of the server', () => {
  const dir = tempDir();
  let child: ChildServer | undefined;
  let clients: Client[] = [];

  afterAll(async () => {
    for (const c of clients) c.close();
    await child?.stop('SIGKILL');
    dir.remove();
  });

  async function crashAndRestart(port: number, clockOffsetMs: number) {
    const back = clients.map((c) => c.reconnected(30_000));
    await child?.stop('SIGKILL');
    child = await ChildServer.start({ dataDir: dir.path, port, clockOffsetMs });
    await Promise.all(back);
  }

  it('the turn ends and its review confirms itself, each at its stored time, across two restarts', async () => {
    const port = await freePort();
    child = await ChildServer.start({ dataDir: dir.path, port });
    const table = await setUpGame(child.url, {
      settings: { endGameMethod: 'turns', endValue: 3, turnSeconds: 30, reviewSeconds: 15 },
    });
    clients = table.clients;
    const { code } = table;
    const gp = table.host.view(code).gameplay;
    const giver = clientOf(clients, gp.giverId);
    const begun = await giver.ok('startTurn', { gamecode: code });
    await allSee(clients, code, begun.version ?? 0);
    const index = giver.view(code).gameplay.card?.index as number;
    const correct = await giver.ok('updateCardStatus', {
      gamecode: code,
      index,
      status: 'correct',
      roundStatus: 'in progress',
    });
    const running = await allSee(clients, code, correct.version ?? 0);
    const turnEndsAt = running[0]?.gameplay.turnEndsAt as number;

    // Down past the turn's end: the restarted server ends the turn at once; its review counts down.
    let offset = turnEndsAt + 1_000 - Date.now();
    await crashAndRestart(port, offset);
    const review = await Promise.all(
      clients.map((c) => c.untilView(code, (v) => v.gameplay.roundStatus === 'postround', 15_000)),
    );
    const reviewEndsAt = review[0]?.gameplay.reviewEndsAt as number;
    expect(reviewEndsAt).toBeGreaterThanOrEqual(turnEndsAt + 15_000);
    for (const v of review) expect(v.gameplay.reviewEndsAt).toBe(reviewEndsAt);

    // Its deadline is stored; down past it too, the next server confirms the review by itself.
    await child?.stop('SIGKILL');
    const before = await storedGame(dir.path, code);
    expect(before.state.gameplay).toMatchObject({ roundStatus: 'postround', reviewEndsAt });
    expect(before.deadlines).toEqual([{ code, turnEndsAt: reviewEndsAt }]);
    offset = reviewEndsAt + 1_000 - Date.now();
    const back = clients.map((c) => c.reconnected(30_000));
    child = await ChildServer.start({ dataDir: dir.path, port, clockOffsetMs: offset });
    await Promise.all(back);
    const confirmed = await Promise.all(
      clients.map((c) => c.untilView(code, (v) => v.gameplay.roundStatus === 'preround', 15_000)),
    );
    for (const v of confirmed) {
      expect(v.gameplay).toMatchObject({ half: 'bottom', reviewEndsAt: null });
      expect(v.gameplay.score).toEqual({ 'team 1': 1, 'team 2': 0 });
    }
    expect(await child?.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect((await storedGame(dir.path, code)).deadlines).toEqual([]);
  }, 90_000);
});
