import { type Ack, type GameView, undrawnCards } from '@unsayable/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { ChildServer, freePort, storedGame } from './child-server.ts';
import { allSee, type Client, clientOf, setUpGame, tempDir } from './harness.ts';

/**
 * The real server as a child process, killed with SIGKILL (no shutdown code runs) mid-turn and
 * in postround, and started again on the same DATA_DIR and port. The restarted server's clock is
 * moved ahead (clock-offset.ts) to stand for the time that passed while it was down.
 */
describe('crash and restart: kill -9 loses nothing acknowledged', () => {
  const dir = tempDir();
  let child: ChildServer | undefined;
  let clients: Client[] = [];

  afterAll(async () => {
    for (const c of clients) c.close();
    await child?.stop('SIGKILL');
    dir.remove();
  });

  /** SIGKILL, then start again; resolves once every client has reconnected by itself and is seen online. */
  async function crashAndRestart(port: number, code: string, clockOffsetMs: () => number) {
    const back = clients.map((c) => c.reconnected(30_000));
    const exit = await child?.stop('SIGKILL');
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    const before = await storedGame(dir.path, code);
    child = await ChildServer.start({ dataDir: dir.path, port, clockOffsetMs: clockOffsetMs() });
    await Promise.all(back);
    // A reconnected socket is not yet a player marked online: wait until every client's view says
    // all four are back, so the comparisons below are not racing the presence updates.
    await Promise.all(clients.map((c) => c.untilView(code, (v) => v.players.every((p) => p.online), 15_000)));
    return before;
  }

  const watchAll = (code: string) => Promise.all(clients.map((c) => c.watch(code)));

  /**
   * What a restart may change on purpose is presence: a new process marks everyone offline until
   * their browser reconnects, which moves `lastSeen` and the version. Everything else must match.
   */
  const withoutPresence = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value), (key, v) => (key === 'lastSeen' || key === 'version' ? undefined : v));

  it('mid-turn, in postround, and with a deadline already past at restart', async () => {
    const port = await freePort();
    child = await ChildServer.start({ dataDir: dir.path, port });
    const table = await setUpGame(child.url, {
      settings: { endGameMethod: 'turns', endValue: 1, turnSeconds: 30, skipPenalty: 'full' },
    });
    clients = table.clients;
    const { code } = table;
    let gp = table.host.view(code).gameplay;
    const giver = clientOf(clients, gp.giverId);
    const watcher = clientOf(clients, gp.watcherId);

    // ---- Mid-turn: two acknowledged presses, then kill -9.
    const begun = await giver.ok('startTurn', { gamecode: code });
    await allSee(clients, code, begun.version ?? 0);
    const first = giver.view(code).gameplay.card?.index as number;
    const press = { gamecode: code, index: first, status: 'correct', roundStatus: 'in progress' };
    const correct = await giver.request('updateCardStatus', press, 'press-correct');
    expect(correct).toMatchObject({ ok: true, outcome: 'accepted' });
    await allSee(clients, code, (correct.ok && correct.version) || 0);
    const second = giver.view(code).gameplay.card?.index as number;
    const buzz = await watcher.ok('updateCardStatus', { ...press, index: second, status: 'buzzed' });
    const viewsBefore = await allSee(clients, code, buzz.version ?? 0);
    const endsAt = viewsBefore[0]?.gameplay.turnEndsAt as number;
    const onScreen = giver.view(code).gameplay.card?.index as number;

    // A few seconds of the turn are left when the server comes back: enough for a start (twice as
    // slow as the first one) and the clients' reconnection.
    const left = Math.max(2_500, 2 * child.startupMs + 1_000);
    let offset = 0;
    const midTurn = await crashAndRestart(port, code, () => {
      offset = endsAt - Date.now() - left;
      return offset;
    });
    expect(midTurn.state.version).toBe(buzz.version);
    expect(midTurn.state.gameplay).toMatchObject({
      roundStatus: 'in progress',
      turnEndsAt: endsAt,
      cardIndex: onScreen,
    });
    expect(midTurn.state.deck[first]).toMatchObject({ status: 'correct', roundPlayed: '1-top' });
    expect(midTurn.state.deck[second]).toMatchObject({ status: 'buzzed', roundPlayed: '1-top' });
    expect(midTurn.deadlines).toEqual([{ code, turnEndsAt: endsAt }]);

    // Every player's view is what it was: game, scores, deadline, the card on screen.
    const [watched, viewsAfter] = await Promise.all([
      clients[0]?.request('watchGame', { gamecode: code }) as Promise<Ack>,
      watchAll(code),
    ]);
    expect(withoutPresence(viewsAfter)).toEqual(withoutPresence(viewsBefore));
    // The turn is still running on the server's clock (if not, the restart took over `left` ms).
    expect(watched.serverTime).toBeLessThan(endsAt);
    // The acknowledged press, sent again with its id, is answered as before and not applied twice.
    expect(await giver.request('updateCardStatus', press, 'press-correct')).toEqual(correct);

    // The deadline is honoured: the restarted server ends the turn at turnEndsAt, unprompted.
    const ended = await Promise.all(
      clients.map((c) => c.untilView(code, (v) => v.gameplay.roundStatus === 'postround', 15_000)),
    );
    const expiry = clients[0]
      ?.viewMessages(code)
      .find((m) => m.view.gameplay.roundStatus === 'postround') as { view: GameView; serverTime: number };
    expect(expiry.serverTime).toBeGreaterThanOrEqual(endsAt);
    expect(expiry.serverTime).toBeLessThan(endsAt + 1_500);
    for (const v of ended) {
      expect(v.gameplay.turnEndsAt).toBeNull();
      expect(v.gameplay.turnCards?.map((t) => [t.index, t.status])).toEqual([
        [first, 'correct'],
        [second, 'buzzed'],
      ]);
    }

    // ---- Postround: the watcher moves a card, then kill -9 again.
    const moved = await watcher.ok('updateCardStatus', {
      gamecode: code,
      index: first,
      status: 'skipped',
      roundStatus: 'postround',
    });
    const reviewBefore = await allSee(clients, code, moved.version ?? 0);
    const postround = await crashAndRestart(port, code, () => offset); // its clock goes on from where it was
    // The deck is the one of before, less exactly what happened since: the expiry and the review.
    const { state: a } = midTurn;
    const b = postround.state;
    expect(undrawnCards(b.gameplay)).toEqual([...undrawnCards(a.gameplay), onScreen]);
    expect(b.deck.length).toBe(a.deck.length);
    b.deck.forEach((entry, index) => {
      if (index === first) expect(entry).toEqual({ ...a.deck[first], status: 'skipped' });
      else expect(entry).toEqual(a.deck[index]);
    });
    expect(b.gameplay).toMatchObject({ roundStatus: 'postround', turnEndsAt: null, cardIndex: null });
    expect(b.gameplay.score).toEqual(a.gameplay.score);
    expect(withoutPresence(b.players)).toEqual(withoutPresence(a.players));
    expect(postround.deadlines).toEqual([]);
    expect(withoutPresence(await watchAll(code))).toEqual(withoutPresence(reviewBefore));

    // Confirming after the restart scores the reviewed cards: a skip (full penalty) and a buzz.
    const confirmed = await watcher.ok('confirmScores', { gamecode: code });
    const next = await allSee(clients, code, confirmed.version ?? 0);
    for (const v of next) {
      expect(v.gameplay.score).toEqual({ 'team 1': 0, 'team 2': 1 });
      expect(v.gameplay).toMatchObject({ roundStatus: 'preround', round: 1, half: 'bottom' });
    }

    // ---- A deadline already past at restart: the turn ends at once, nobody asking.
    gp = next[0]?.gameplay as GameView['gameplay'];
    const nextGiver = clientOf(clients, gp.giverId);
    const begunAgain = await nextGiver.ok('startTurn', { gamecode: code });
    const running = await allSee(clients, code, begunAgain.version ?? 0);
    const secondEndsAt = running[0]?.gameplay.turnEndsAt as number;
    const drawn = nextGiver.view(code).gameplay.card?.index as number;
    const overdue = await crashAndRestart(port, code, () => secondEndsAt + 10_000 - Date.now());
    expect(overdue.state.gameplay).toMatchObject({ roundStatus: 'in progress', turnEndsAt: secondEndsAt });
    const late = await clients[0]?.request('watchGame', { gamecode: code });
    expect(late?.serverTime).toBeGreaterThan(secondEndsAt);
    for (const v of await watchAll(code)) {
      expect(v.status).toBe('active');
      expect(v.gameplay).toMatchObject({ roundStatus: 'postround', turnEndsAt: null, turnCards: [] });
      expect(v.gameplay.score).toEqual({ 'team 1': 0, 'team 2': 1 });
    }

    // A graceful stop this time; what the restarted server decided on its own was kept too.
    expect(await child?.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    const last = await storedGame(dir.path, code);
    expect(last.state.gameplay).toMatchObject({
      roundStatus: 'postround',
      turnEndsAt: null,
      cardIndex: null,
    });
    expect(undrawnCards(last.state.gameplay).at(-1)).toBe(drawn);
    expect(last.state.deck[drawn]?.status).toBeNull();
    expect(last.deadlines).toEqual([]);
  }, 60_000);
});
