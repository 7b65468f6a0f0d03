import {
  type CardStatus,
  type GameState,
  type GameView,
  isGamecode,
  type PlayingTeam,
  SYSTEM,
  skipReasons,
  undrawnCards,
  viewFor,
} from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allSee,
  type Client,
  clientOf,
  PLAYER_NAMES,
  setUpGame,
  startTestServer,
  TestClock,
} from './harness.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const TURN_MS = 30_000;

/**
 * Who gives and who watches each half of a four-player game ended after one turn each
 * (Ana and Cleo on team 1, Ben and Dev on team 2, join order), worked out by hand from the spec.
 */
const TURNS: { round: number; half: 'top' | 'bottom'; giver: string; watcher: string }[] = [
  { round: 1, half: 'top', giver: 'Ana', watcher: 'Ben' },
  // Team 1's pointer moved past Ana when her half ended: its current player is now Cleo.
  { round: 1, half: 'bottom', giver: 'Ben', watcher: 'Cleo' },
  { round: 2, half: 'top', giver: 'Cleo', watcher: 'Dev' },
  // Team 1's pointer wrapped after Cleo (one rotation): back to Ana.
  { round: 2, half: 'bottom', giver: 'Dev', watcher: 'Ana' },
];

const TEAM_OF: Record<string, PlayingTeam> = { Ana: 'team 1', Ben: 'team 2', Cleo: 'team 1', Dev: 'team 2' };

/** Every committed state of every game, by `code@version`, to hold each view against. */
function recordStates(server: Server): Map<string, GameState> {
  const states = new Map<string, GameState>();
  server.service.onChange((_previous, next) => {
    states.set(`${next.gamecode}@${next.version}`, next);
  });
  return states;
}

/**
 * Every view a client received of a game is exactly what the rules let that player see of the
 * state at that version, and the versions come without gaps or reordering.
 */
function checkEveryView(client: Client, code: string, states: Map<string, GameState>): number {
  const messages = client.viewMessages(code);
  expect(messages.length).toBeGreaterThan(0);
  let previous: number | undefined;
  for (const { view } of messages) {
    const state = states.get(`${code}@${view.version}`);
    expect(state, `state of ${code}@${view.version}`).toBeDefined();
    expect(view).toEqual(viewFor(state as GameState, client.playerId));
    if (previous !== undefined) expect(view.version).toBe(previous + 1);
    previous = view.version;
  }
  return messages.length;
}

describe('a whole game over the wire', () => {
  let server: Server;
  let clock: TestClock;
  let states: Map<string, GameState>;
  let clients: Client[] = [];

  beforeEach(async () => {
    clock = new TestClock();
    server = await startTestServer({ now: clock.now });
    states = recordStates(server);
  });
  afterEach(async () => {
    for (const c of clients) c.close();
    clients = [];
    await server.cleanup();
  });

  it('four clients play every turn to the end screen, each seeing only what the rules allow', async () => {
    const table = await setUpGame(server.url, {
      settings: { endGameMethod: 'turns', endValue: 1, turnSeconds: 30, skipPenalty: 'half' },
    });
    clients = table.clients;
    const { code, host } = table;
    const byName = new Map(clients.map((c, i) => [PLAYER_NAMES[i] as string, c]));
    const nameOf = (playerId: string | null) =>
      PLAYER_NAMES[clients.findIndex((c) => c.playerId === playerId)] as string;
    const expectedScore: Record<'team 1' | 'team 2', number> = { 'team 1': 0, 'team 2': 0 };
    const figures = new Map<string, { correct: number; skipped: number; buzzed: number }>(
      PLAYER_NAMES.map((n) => [n, { correct: 0, skipped: 0, buzzed: 0 }]),
    );

    for (const [t, turn] of TURNS.entries()) {
      const giver = byName.get(turn.giver) as Client;
      const watcher = byName.get(turn.watcher) as Client;
      const giving = TEAM_OF[turn.giver] as 'team 1' | 'team 2';
      const watching: 'team 1' | 'team 2' = giving === 'team 1' ? 'team 2' : 'team 1';

      // Preround: everyone knows the round, the half, who gives and who watches.
      for (const [i, c] of clients.entries()) {
        const v = c.view(code);
        expect({ turn: t, giver: nameOf(v.gameplay.giverId), watcher: nameOf(v.gameplay.watcherId) }).toEqual(
          {
            turn: t,
            giver: turn.giver,
            watcher: turn.watcher,
          },
        );
        expect(v.status).toBe('active');
        expect(v.gameplay).toMatchObject({ roundStatus: 'preround', round: turn.round, half: turn.half });
        expect(v.gameplay.giverId).toBe(giver.playerId);
        expect(v.gameplay.watcherId).toBe(watcher.playerId);
        expect(v.gameplay.score).toEqual(expectedScore);
        const name = PLAYER_NAMES[i] as string;
        const role =
          name === turn.giver
            ? 'giver'
            : name === turn.watcher
              ? 'watcher'
              : TEAM_OF[name] === giving
                ? 'guesser'
                : 'watching team';
        expect(v.you?.role).toBe(role);
        expect(v.gameplay.card).toBeNull();
      }
      // Only the giver starts the turn.
      const notGiver = clients.find((c) => c !== giver) as Client;
      expect(await notGiver.request('startTurn', { gamecode: code })).toMatchObject({ ok: false });
      const started = await giver.ok('startTurn', { gamecode: code });
      await allSee(clients, code, started.version ?? 0);
      const turnEndsAt = giver.view(code).gameplay.turnEndsAt;
      expect(turnEndsAt).toBe((await server.store.loadGame(code))?.gameplay.turnEndsAt);
      expect(turnEndsAt).toBeGreaterThan(clock.now() + TURN_MS - 5_000);

      // In progress: four presses, alternating who presses; every view at each step is checked.
      const presses: CardStatus[] = ['correct', 'skipped', 'buzzed', 'correct'];
      const played: { index: number; status: CardStatus }[] = [];
      for (const status of presses) {
        for (const c of clients) {
          const v = c.view(code);
          expect(v.gameplay.roundStatus).toBe('in progress');
          expect(v.gameplay.cardsGoneBy).toBe(played.length);
          if (v.you?.role === 'guesser') {
            expect(v.gameplay.card).toBeNull();
            expect(v.gameplay.turnCards).toBeNull();
          } else {
            expect(v.gameplay.card).not.toBeNull();
            expect(v.gameplay.card?.index).toBe(giver.view(code).gameplay.card?.index);
          }
        }
        const index = giver.view(code).gameplay.card?.index as number;
        const presser = status === 'buzzed' ? watcher : giver;
        const ack = await presser.ok('updateCardStatus', {
          gamecode: code,
          index,
          status,
          roundStatus: 'in progress',
        });
        expect(ack.outcome).toBe('accepted');
        played.push({ index, status });
        await allSee(clients, code, ack.version ?? 0);
        const stored = await server.store.loadGame(code);
        expect(stored?.deck[index]).toMatchObject({ status, roundPlayed: `${turn.round}-${turn.half}` });
      }

      // The deadline: not yet; a press at the deadline is too late; then the server ends the turn.
      expect(await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM)).toMatchObject({
        ok: true,
        outcome: 'unchanged',
        reason: skipReasons.turnNotOver,
      });
      const onScreen = giver.view(code).gameplay.card?.index as number;
      clock.advance(TURN_MS);
      expect(
        await giver.request('updateCardStatus', {
          gamecode: code,
          index: onScreen,
          status: 'correct',
          roundStatus: 'in progress',
        }),
      ).toMatchObject({ ok: true, outcome: 'unchanged', reason: skipReasons.timeIsUp });
      const expired = await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
      expect(expired).toMatchObject({ ok: true, outcome: 'accepted' });
      await allSee(clients, code, (expired.ok && expired.version) || 0);
      const afterTurn = await server.store.loadGame(code);
      expect(afterTurn?.gameplay.turnEndsAt).toBeNull();
      expect(afterTurn?.deck[onScreen]?.status).toBeNull(); // the card on screen went back unplayed
      expect(afterTurn && undrawnCards(afterTurn.gameplay).at(-1)).toBe(onScreen);

      // Postround: everyone sees the turn's cards; only the watcher reviews.
      for (const c of clients) {
        const v = c.view(code);
        expect(v.gameplay.roundStatus).toBe('postround');
        expect(v.gameplay.card).toBeNull();
        expect(v.gameplay.turnCards?.map((p) => [p.index, p.status])).toEqual(
          played.map((p) => [p.index, p.status]),
        );
        expect(v.you?.canReview).toBe(c === watcher);
      }
      if (t % 2 === 0) {
        // The watcher moves the skipped card to Correct.
        const moved = played[1] as { index: number; status: CardStatus };
        const ack = await watcher.ok('updateCardStatus', {
          gamecode: code,
          index: moved.index,
          status: 'correct',
          roundStatus: 'postround',
        });
        moved.status = 'correct';
        await allSee(clients, code, ack.version ?? 0);
      }
      for (const p of played) {
        const f = figures.get(turn.giver) as { correct: number; skipped: number; buzzed: number };
        if (p.status === 'correct') {
          expectedScore[giving] += 1;
          f.correct += 1;
        } else if (p.status === 'skipped') {
          expectedScore[watching] += 0.5;
          f.skipped += 1;
        } else f.buzzed += 1;
      }
      const confirmed = await watcher.ok('confirmScores', { gamecode: code });
      expect(confirmed.outcome).toBe('accepted');
      const views = await allSee(clients, code, confirmed.version ?? 0);
      for (const v of views) expect(v.gameplay.score).toEqual(expectedScore);
      // Confirming completes the turn exactly once.
      expect(await watcher.request('confirmScores', { gamecode: code })).toMatchObject({ ok: false });
    }

    // The end screen: winner, final scores, rosters and per-giver figures, for everyone.
    const final = await server.store.loadGame(code);
    expect(final?.status).toBe('finished');
    const winner =
      expectedScore['team 1'] === expectedScore['team 2']
        ? 'tie'
        : expectedScore['team 1'] > expectedScore['team 2']
          ? 'team 1'
          : 'team 2';
    for (const c of clients) {
      const v = c.view(code);
      expect(v.status).toBe('finished');
      expect(v.you?.role).toBe('lobby');
      expect(v.gameplay.card).toBeNull();
      expect(v.result).toMatchObject({ reason: 'turns', winner, score: expectedScore });
      expect(v.result?.rosters['team 1'].map((p) => p.name)).toEqual(['Ana', 'Cleo']);
      expect(v.result?.rosters['team 2'].map((p) => p.name)).toEqual(['Ben', 'Dev']);
      const givers = Object.fromEntries(
        (v.result?.givers ?? []).map((g) => [
          g.name,
          { correct: g.correct, skipped: g.skipped, buzzed: g.buzzed },
        ]),
      );
      expect(givers).toEqual(Object.fromEntries(figures));
      expect(v.gameplay.rotations).toEqual({ 'team 1': 1, 'team 2': 1 });
      expect(v).toEqual(viewFor(final as GameState, c.playerId));
    }
    expect(nameOf(final?.gameplay.turns[3]?.giverId ?? null)).toBe('Dev');

    // Play again: the host's; everyone lands in the new lobby with the same teams.
    expect(await clients[1]?.request('playAgain', { gamecode: code })).toMatchObject({ ok: false });
    const again = await host.ok('playAgain', { gamecode: code });
    // The host's own view of the change arrives before the acknowledgement and names the next game.
    const next = host.view(code).nextGamecode ?? '';
    expect(isGamecode(next)).toBe(true);
    const lobbies = await Promise.all(clients.map((c) => c.untilView(next, (v) => v.status === 'new')));
    for (const v of lobbies) {
      expect(v.previousGamecode).toBe(code);
      expect(v.players.map((p) => [p.name, p.team])).toEqual([
        ['Ana', 'team 1'],
        ['Ben', 'team 2'],
        ['Cleo', 'team 1'],
        ['Dev', 'team 2'],
      ]);
    }
    await allSee(clients, code, again.version ?? 0);
    for (const c of clients) expect(c.view(code).nextGamecode).toBe(next);

    // Every single view message, of both games, against the rules' view of the state it came from.
    // Each client saw every version from the one it joined at to the last, both games.
    const lastOf = async (gamecode: string) => (await server.store.loadGame(gamecode))?.version;
    const [oldLast, newLast] = [await lastOf(code), await lastOf(next)];
    for (const c of clients) {
      checkEveryView(c, code, states);
      checkEveryView(c, next, states);
      expect(c.viewMessages(code).at(-1)?.view.version).toBe(oldLast);
      expect(c.viewMessages(next).at(-1)?.view.version).toBe(newLast);
    }
    expect(host.viewMessages(code)[0]?.view.version).toBe(1);
    expect(host.viewMessages(code)).toHaveLength(oldLast ?? 0);
  });

  it('the server timer ends a turn at its deadline with no client action', async () => {
    const table = await setUpGame(server.url, { settings: { endGameMethod: 'turns', endValue: 1 } });
    clients = table.clients;
    const { code } = table;
    const giver = clientOf(clients, table.host.view(code).gameplay.giverId);
    const started = await giver.ok('startTurn', { gamecode: code });
    const views = await allSee(clients, code, started.version ?? 0);
    const endsAt = views[0]?.gameplay.turnEndsAt as number;
    const sent = clients.map((c) => c.received.length);

    // 29.9 s pass on the server's clock; its stored deadlines are armed again as at a start,
    // so the real timer is now 100 ms away. Nobody sends anything from here on.
    clock.advance(endsAt - clock.now() - 100);
    expect(await server.deadlines?.restore()).toBe(1);
    const real = Date.now();
    const ended = await Promise.all(
      clients.map((c) => c.untilView(code, (v) => v.gameplay.roundStatus === 'postround', 3_000)),
    );
    expect(Date.now() - real).toBeLessThan(2_000);
    for (const [i, c] of clients.entries()) {
      expect(ended[i]?.gameplay.turnEndsAt).toBeNull();
      // Only views arrived: no acknowledgement, so no request was sent.
      const after = c.received.slice(sent[i]).map((raw) => (JSON.parse(raw) as [string])[0]);
      expect(new Set(after)).toEqual(new Set(['view']));
      const message = c.viewMessages(code).at(-1) as { view: GameView; serverTime: number };
      expect(message.serverTime).toBeGreaterThanOrEqual(endsAt);
      checkEveryView(c, code, states);
    }
    expect((await server.store.loadGame(code))?.gameplay.roundStatus).toBe('postround');
    expect(server.deadlines?.armed).toBe(0);
  });
});
