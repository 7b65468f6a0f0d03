import { languageCards } from '@unsayable/cards';
import {
  fallbackMessages,
  fixedMessages,
  GAME_LANGUAGES,
  type GameState,
  ownMessages,
  SYSTEM,
  skipReasons,
  undrawnCards,
} from '@unsayable/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestMessages } from '../src/game/request-handlers.ts';
import { socketMessages } from '../src/sockets/sockets.ts';
import { allSee, Client, clientOf, setUpGame, startTestServer, TestClock } from './harness.ts';

const tokens = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Every word of the protocol's own texts: a card word among these ("Skip", "Card", "Email") is
 * only a leak as a whole value. The messages' templates, plus the phrases the rules fill them with.
 */
const PROTOCOL_WORDS = new Set(
  tokens(
    [
      ...[fixedMessages, ownMessages, skipReasons, fallbackMessages, socketMessages, requestMessages]
        .flatMap((catalogue) => Object.values(catalogue))
        .map((m) => (typeof m === 'function' ? (m as (...a: string[]) => string)('x', 'x') : m)),
      'start the turn, mark a card correct, skip a card, change the game status, move other players',
      'remove players, shuffle teams, add cards, remove cards, start Play again, skip a turn',
    ].join(' '),
  ),
);

/** Fields whose values are ids, names the test chose, or fixed words of the protocol. */
const NOT_CARD_TEXT =
  /^(gamecode|previousGamecode|nextGamecode|playerId|giverId|watcherId|name|\w+Name|status|roundStatus|half|team|pendingTeam|givingTeam|watchingTeam|role|endGameMethod|skipPenalty|language|key|categories|category|outcome|winner)$/;

interface CardShape {
  index?: unknown;
  word: string;
  forbidden: unknown[];
}

const isCard = (v: unknown): v is CardShape =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CardShape).word === 'string' &&
  Array.isArray((v as CardShape).forbidden);

interface PatchOperation {
  op: string;
  path: string;
  value?: unknown;
}

const isPatchOperation = (v: unknown): v is PatchOperation =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as PatchOperation).op === 'string' &&
  typeof (v as PatchOperation).path === 'string';

/** The field a JSON Pointer ends in, array positions passed over: `/gameplay/turnCards/3` is turnCards. */
const fieldOf = (path: string): string =>
  path
    .split('/')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .at(-1) ?? '';

/**
 * What of the deck's secret cards (all but `visible`) the raw messages give away, three ways:
 * a card object (word and forbidden words) of a secret card; any value that is exactly a word or
 * forbidden word of a secret card; a secret card's word inside any text. Fields that never hold
 * card text are passed over, and so are the cards the player may see: their words are no secret
 * even where another card shares them.
 */
function leaks(messages: readonly string[], state: GameState, visible: ReadonlySet<number>): string[] {
  const whole = new Map<string, number>();
  const words: { run: string; index: number }[] = [];
  state.deck.forEach((entry, index) => {
    if (visible.has(index)) return;
    for (const text of [entry.card.word, ...entry.card.forbidden]) whole.set(tokens(text).join(' '), index);
    const run = tokens(entry.card.word);
    if (!run.every((t) => PROTOCOL_WORDS.has(t))) words.push({ run: ` ${run.join(' ')} `, index });
  });
  const found = new Set<string>();
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (NOT_CARD_TEXT.test(key)) return;
      const run = tokens(value).join(' ');
      const exact = whole.get(run);
      if (exact !== undefined) found.add(`card ${exact}: "${value}" as ${key}`);
      for (const w of words)
        if (` ${run} `.includes(w.run)) found.add(`card ${w.index}: in ${key} "${value}"`);
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v, key);
    } else if (isPatchOperation(value)) {
      // A view patch's operation: its value is what the field at the end of its path holds.
      walk(value.value, fieldOf(value.path));
    } else if (isCard(value)) {
      const index = typeof value.index === 'number' ? value.index : -1;
      if (!visible.has(index)) found.add(`card ${index}: "${value.word}" as a card`);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const raw of messages) {
    const [, ...args] = JSON.parse(raw) as [string, ...unknown[]];
    walk(args, '');
  }
  return [...found];
}

/** Index of the first message at or after `from` that is a view of the game in that round status. */
function firstView(client: Client, from: number, roundStatus: string): number {
  const found = client.wholeViews().find((m) => m.at >= from && m.view.gameplay.roundStatus === roundStatus);
  if (!found) throw new Error(`no ${roundStatus} view`);
  return found.at;
}

// In each language a game can have: every deck's words are as secret as the English one's.
describe.each(GAME_LANGUAGES)(
  'secrecy (a game in %s): a guesser never receives the card in play or the undrawn cards',
  (language) => {
    const clock = new TestClock();
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let clients: Client[];
    let late: Client;
    let code: string;

    beforeAll(async () => {
      server = await startTestServer({ now: clock.now });
      const table = await setUpGame(server.url, { start: false, settings: { language } });
      ({ code, clients } = table);
      // A card of the host's own, kept in the lobby: secret like every other undrawn card.
      await table.host.ok('addGameCard', {
        gamecode: code,
        card: { word: 'Quetzalwhistle', forbidden: ['Brimblewort', 'Snorkeldrum'] },
      });
      const started = await table.host.ok('updateGameStatus', { gamecode: code, status: 'active' });
      await allSee(clients, code, started.version ?? 0);
      // The deck is of the game's language: its ids carry the language ("es/", "it/"), English ones no prefix.
      const dealt = ((await server.store.loadGame(code))?.deck ?? []).filter(
        (e) => e.card.category !== 'custom',
      );
      expect(dealt.length).toBeGreaterThan(100);
      const own = new Set(languageCards(language).map((c) => c.id));
      for (const e of dealt) {
        expect(own.has(e.card.id), e.card.id).toBe(true);
        expect(e.card.id.startsWith(`${language}/`), e.card.id).toBe(language !== 'en');
      }
      // Someone who joins during play arrives unassigned and sees no card either.
      late = await Client.connect(server.url);
      const joined = await late.ok('joinGame', { gamecode: code, name: 'Eve' });
      await allSee([...clients, late], code, joined.version ?? 0);
    });
    afterAll(async () => {
      for (const c of [...clients, late]) c.close();
      await server.cleanup();
    });

    /**
     * Everything a player who must not see the card tries during a turn; none of it may help.
     * The short form on later cards keeps each client under the rate limit.
     */
    async function probe(c: Client, index: number, short = false): Promise<void> {
      expect((await c.watch(code)).gameplay.card).toBeNull();
      const played = await c.ok('fetchPlayedCards', { gamecode: code });
      expect(played.data).toBeInstanceOf(Array);
      await c.request('updateCardStatus', {
        gamecode: code,
        index,
        status: 'correct',
        roundStatus: 'in progress',
      });
      if (short) return;
      await c.ok('verifyGame', { gamecode: code });
      for (const status of ['correct', 'skipped', 'buzzed'])
        await c.request('updateCardStatus', { gamecode: code, index, status, roundStatus: 'in progress' });
      await c.request('updateCardStatus', {
        gamecode: code,
        index,
        status: 'correct',
        roundStatus: 'postround',
      });
      await c.request('updateCardStatus', {
        gamecode: code,
        index: index + 1,
        status: 'correct',
        roundStatus: 'in progress',
      });
      await c.request('confirmScores', { gamecode: code });
      await c.request('startTurn', { gamecode: code });
      await c.request('undoCardStatus', { gamecode: code, index });
    }

    for (const turn of [1, 2]) {
      it(`turn ${turn}: guessers and the unassigned receive no card text until the turn's review`, async () => {
        const everyone = [...clients, late];
        const atStart = clients[0]?.view(code).gameplay as NonNullable<
          ReturnType<Client['view']>
        >['gameplay'];
        expect(atStart.roundStatus).toBe('preround');
        const giver = clientOf(clients, atStart.giverId);
        const watcher = clientOf(clients, atStart.watcherId);
        const roleOf = (c: Client) => c.view(code).you?.role;
        const guessers = clients.filter((c) => roleOf(c) === 'guesser');
        const watchers = clients.filter((c) => roleOf(c) === 'watcher' || roleOf(c) === 'watching team');
        expect(guessers).toHaveLength(1);
        expect(watchers).toHaveLength(2);
        expect(roleOf(late)).toBe('unassigned');
        const blind = [...guessers, late];
        const labels = new Map(everyone.map((c) => [c, roleOf(c)]));
        const marks = new Map(everyone.map((c) => [c, c.received.length]));

        const begun = await giver.ok('startTurn', { gamecode: code });
        await allSee(everyone, code, begun.version ?? 0);
        const first = (await server.store.loadGame(code)) as GameState;
        const firstCard = first.gameplay.cardIndex as number;
        for (const c of blind) await probe(c, firstCard);
        // Three cards go by: Correct, a buzz, Skip; the blind probe again on each new card.
        for (const [presser, status] of [
          [giver, 'correct'],
          [watcher, 'buzzed'],
          [giver, 'skipped'],
        ] as const) {
          const index = giver.view(code).gameplay.card?.index as number;
          const ack = await presser.ok('updateCardStatus', {
            gamecode: code,
            index,
            status,
            roundStatus: 'in progress',
          });
          await allSee(everyone, code, ack.version ?? 0);
          for (const c of blind) await probe(c, giver.view(code).gameplay.card?.index as number, true);
        }

        // The giver skips a card and takes it back at once: it is in play again, still the blind's secret.
        const again = giver.view(code).gameplay.card?.index as number;
        await giver.ok('updateCardStatus', {
          gamecode: code,
          index: again,
          status: 'skipped',
          roundStatus: 'in progress',
        });
        const undone = await giver.ok('undoCardStatus', { gamecode: code, index: again });
        await allSee(everyone, code, undone.version ?? 0);
        expect(giver.view(code).gameplay.card?.index).toBe(again);
        for (const c of blind) await probe(c, again, true);

        // While the turn runs, only the cards played in earlier turns are anyone's to see.
        const during = (await server.store.loadGame(code)) as GameState;
        const earlier = new Set(during.gameplay.plays.map((p) => p.index));
        expect(earlier.has(during.gameplay.cardIndex as number)).toBe(false);
        expect(undrawnCards(during.gameplay).length).toBeGreaterThan(20);

        clock.advance(during.settings.turnSeconds * 1000);
        const expired = await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
        await allSee(everyone, code, (expired.ok && expired.version) || 0);
        const thisTurn = during.gameplay.turnCards.map((t) => t.index);
        for (const c of blind) {
          // After the turn, the played cards are everyone's: the blind see them now.
          const review = await c.ok('fetchPlayedCards', { gamecode: code });
          expect((review.data as { index: number }[]).map((p) => p.index)).toEqual(
            expect.arrayContaining(thisTurn),
          );
        }
        const confirmed = await watcher.ok('confirmScores', { gamecode: code });
        await allSee(everyone, code, confirmed.version ?? 0);
        const after = (await server.store.loadGame(code)) as GameState;
        expect(after.gameplay.cardIndex).toBeNull();
        // The card on screen at the deadline went back to the pile: still secret.
        expect(undrawnCards(after.gameplay)).toContain(during.gameplay.cardIndex);
        const played = new Set(after.gameplay.plays.map((p) => p.index));
        expect(undrawnCards(after.gameplay).some((i) => played.has(i))).toBe(false);

        for (const c of blind) {
          const from = marks.get(c) ?? 0;
          const review = firstView(c, from, 'postround');
          const inTurn = c.received.slice(from, review);
          expect(inTurn.length).toBeGreaterThan(20); // views, acks of every probe, played-card lists
          expect(leaks(inTurn, during, earlier), `leaked to the ${labels.get(c)} during the turn`).toEqual(
            [],
          );
          // From the review on: the turn's cards are shown, the undrawn ones still are not.
          const afterwards = c.received.slice(review);
          expect(leaks(afterwards, after, played), `undrawn cards leaked to the ${labels.get(c)}`).toEqual(
            [],
          );
          expect(leaks(afterwards, after, earlier).length).toBeGreaterThan(0);
        }
        // Eve has never held a card: nothing she ever received names a card not yet played.
        expect(leaks(late.received, after, played)).toEqual([]);

        // The giver and the whole watching team did receive the card in play, by the same measure.
        for (const c of [giver, ...watchers]) {
          const from = marks.get(c) ?? 0;
          const inTurn = c.received.slice(from, firstView(c, from, 'postround'));
          const seen = leaks(inTurn, first, earlier);
          expect(seen, `card seen by the ${labels.get(c)}`).toContain(
            `card ${firstCard}: "${first.deck[firstCard]?.card.word}" as a card`,
          );
        }
      });
    }

    it('the host’s own lobby card reached nobody else before it was drawn', async () => {
      const state = (await server.store.loadGame(code)) as GameState;
      const own = state.deck.findIndex((e) => e.card.word === 'Quetzalwhistle');
      expect(own).toBeGreaterThanOrEqual(0);
      const othersThan = (i: number) => new Set(state.deck.map((_, index) => index).filter((x) => x !== i));
      const lobbyOf = (c: Client) =>
        c
          .wholeViews()
          .filter((m) => m.gamecode === code && m.view.status === 'new')
          .map((m) => c.received[m.at] ?? '');
      const host = clients[0] as Client;
      expect(leaks(lobbyOf(host), state, othersThan(own))).toContain(`card -1: "Quetzalwhistle" as a card`);
      for (const c of clients.slice(1)) {
        expect(lobbyOf(c).length).toBeGreaterThan(0);
        expect(leaks(lobbyOf(c), state, othersThan(own))).toEqual([]);
      }
    });
  },
);

describe('secrecy with three teams: the waiting team never receives the card in play', () => {
  const clock = new TestClock();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let code: string;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
    ({ code, clients } = await setUpGame(server.url, {
      settings: { teamCount: 3 },
      names: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eve', 'Fay'],
    }));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.cleanup();
  });

  for (const turn of [1, 2, 3]) {
    it(`turn ${turn}: the guesser and the waiting team receive no card text until the review`, async () => {
      const roleOf = (c: Client) => c.view(code).you?.role;
      const gp = (clients[0] as Client).view(code).gameplay;
      expect(gp.roundStatus).toBe('preround');
      const giver = clientOf(clients, gp.giverId);
      const watcher = clientOf(clients, gp.watcherId);
      const blind = clients.filter((c) => roleOf(c) === 'guesser' || roleOf(c) === 'waiting team');
      const seers = clients.filter((c) => !blind.includes(c));
      expect(blind.map(roleOf).sort()).toEqual(['guesser', 'waiting team', 'waiting team']);
      expect(seers.map(roleOf).sort()).toEqual(['giver', 'watcher', 'watching team']);
      const marks = new Map(clients.map((c) => [c, c.received.length]));

      const begun = await giver.ok('startTurn', { gamecode: code });
      await allSee(clients, code, begun.version ?? 0);
      const first = (await server.store.loadGame(code)) as GameState;
      const firstCard = first.gameplay.cardIndex as number;
      for (const c of blind) {
        expect((await c.watch(code)).gameplay.card).toBeNull();
        expect(
          await c.request('updateCardStatus', {
            gamecode: code,
            index: firstCard,
            status: 'buzzed',
            roundStatus: 'in progress',
          }),
        ).toMatchObject({ ok: false });
      }
      for (const [presser, status] of [
        [giver, 'correct'],
        [watcher, 'buzzed'],
      ] as const) {
        const index = giver.view(code).gameplay.card?.index as number;
        const ack = await presser.ok('updateCardStatus', {
          gamecode: code,
          index,
          status,
          roundStatus: 'in progress',
        });
        await allSee(clients, code, ack.version ?? 0);
      }
      const during = (await server.store.loadGame(code)) as GameState;
      const earlier = new Set(during.gameplay.plays.map((p) => p.index));
      clock.advance(during.settings.turnSeconds * 1000);
      const expired = await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
      await allSee(clients, code, (expired.ok && expired.version) || 0);
      for (const c of blind) {
        const from = marks.get(c) ?? 0;
        const inTurn = c.received.slice(from, firstView(c, from, 'postround'));
        expect(inTurn.length).toBeGreaterThan(3);
        expect(leaks(inTurn, during, earlier), `leaked to the ${roleOf(c)} during the turn`).toEqual([]);
      }
      for (const c of seers) {
        const from = marks.get(c) ?? 0;
        const inTurn = c.received.slice(from, firstView(c, from, 'postround'));
        expect(leaks(inTurn, first, earlier)).toContain(
          `card ${firstCard}: "${first.deck[firstCard]?.card.word}" as a card`,
        );
      }
      const confirmed = await watcher.ok('confirmScores', { gamecode: code });
      await allSee(clients, code, confirmed.version ?? 0);
    });
  }
});

describe('secrecy: spectators and TV boards watch without a seat and never receive the card', () => {
  const clock = new TestClock();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let host: Client;
  let phone: Client;
  let tv: Client;
  /** A TV board opened on a player's own laptop (the host's): their cookie, a seatless connection. */
  let giversTv: Client;
  let code: string;
  const audienceOf = async () => (await server.store.loadGame(code))?.audience;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
    ({ code, clients, host } = await setUpGame(server.url, { start: false }));
    await host.ok('addGameCard', {
      gamecode: code,
      card: { word: 'Quetzalwhistle', forbidden: ['Brimblewort', 'Snorkeldrum'] },
    });
    phone = await Client.seatless(server.url);
    tv = await Client.seatless(server.url);
    const lobby = await phone.spectate(code, 'phone');
    expect(lobby.you).toBeNull();
    expect(lobby.gameCards).toBeNull();
    await tv.spectate(code, 'tv');
    // Counted: the phone as a spectator everyone sees, the TV as a screen (not a person).
    await Promise.all(clients.map((c) => c.untilView(code, (v) => v.spectators === 1)));
  });
  afterAll(async () => {
    for (const c of [...clients, phone, tv, giversTv]) c?.close();
    await server.cleanup();
  });

  it('a spectator is no player: not in the game, teams or start checks, and nothing needing a seat is allowed', async () => {
    // The audience is committed at most once a second a game, later on a busy machine.
    await expect.poll(audienceOf, { timeout: 10_000 }).toEqual({ spectators: 1, screens: 1 });
    const state = (await server.store.loadGame(code)) as GameState;
    expect(state.players).toHaveLength(4);
    expect(state.users).toHaveLength(4);
    expect(host.view(code).startProblems).toEqual([]);
    const noSeat = requestMessages.spectatorHasNoSeat(code);
    expect(noSeat).toBe(`You are watching game ${code} without a seat: leave, then join the game to play`);
    for (const [type, payload] of [
      ['joinGame', { gamecode: code, name: 'Sneaky' }],
      ['updateTeam', { gamecode: code, team: 'team 1' }],
      ['watchGame', { gamecode: code }],
      ['fetchPlayedCards', { gamecode: code }],
      ['updateGameStatus', { gamecode: code, status: 'active' }],
      ['createGame', { name: 'Sneaky' }],
    ] as const) {
      expect(await phone.request(type, payload), type).toMatchObject({ ok: false, error: noSeat });
      expect(await tv.request(type, payload), type).toMatchObject({ ok: false, error: noSeat });
    }
    expect(JSON.stringify(await server.store.loadGame(code))).toBe(JSON.stringify(state));
    const logged = await server.store.errorsOf(code);
    expect(logged.some((e) => e.message === noSeat)).toBe(true);
  });

  it('a TV board on a player’s laptop is still nobody: the cookie is not read', async () => {
    giversTv = await Client.seatless(server.url, (clients[0] as Client).cookie);
    expect(giversTv.hello.playerId).toBeNull();
    const view = await giversTv.spectate(code, 'tv');
    expect(view.you).toBeNull();
    await expect.poll(audienceOf, { timeout: 10_000 }).toEqual({ spectators: 1, screens: 2 });
  });

  it('through a whole turn, views and patches at the wire hold no card until the review', async () => {
    const watching = [phone, tv, giversTv];
    const marks = new Map(watching.map((c) => [c, c.received.length]));
    const started = await host.ok('updateGameStatus', { gamecode: code, status: 'active' });
    await allSee([...clients, ...watching], code, started.version ?? 0);
    const gp = host.view(code).gameplay;
    const giver = clientOf(clients, gp.giverId);
    const watcher = clientOf(clients, gp.watcherId);
    const begun = await giver.ok('startTurn', { gamecode: code });
    await allSee([...clients, ...watching], code, begun.version ?? 0);
    const first = (await server.store.loadGame(code)) as GameState;
    for (const [presser, status] of [
      [giver, 'correct'],
      [watcher, 'buzzed'],
      [giver, 'skipped'],
    ] as const) {
      const index = giver.view(code).gameplay.card?.index as number;
      // The spectators try the card too: no seat, no press.
      expect(
        await phone.request('updateCardStatus', {
          gamecode: code,
          index,
          status,
          roundStatus: 'in progress',
        }),
      ).toMatchObject({ ok: false, error: requestMessages.spectatorHasNoSeat(code) });
      const ack = await presser.ok('updateCardStatus', {
        gamecode: code,
        index,
        status,
        roundStatus: 'in progress',
      });
      await allSee([...clients, ...watching], code, ack.version ?? 0);
    }
    const during = (await server.store.loadGame(code)) as GameState;
    // The live count is theirs to see, like every guesser's.
    expect(tv.view(code).gameplay.tally).toEqual({ correct: 1, skipped: 1, buzzed: 1 });
    expect(tv.view(code).gameplay.card).toBeNull();
    clock.advance(during.settings.turnSeconds * 1000);
    const expired = await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
    await allSee([...clients, ...watching], code, (expired.ok && expired.version) || 0);

    const earlier = new Set<number>();
    const lobbyCardPlayed = during.gameplay.turnCards.some(
      (t) => during.deck[t.index]?.card.word === 'Quetzalwhistle',
    );
    for (const c of watching) {
      const from = marks.get(c) ?? 0;
      const review = firstView(c, from, 'postround');
      const inTurn = c.received.slice(from, review);
      // Most of what they got were patches: the secrecy holds for those too.
      expect(inTurn.filter((raw) => raw.includes('"patch"')).length).toBeGreaterThan(3);
      expect(leaks(inTurn, during, earlier)).toEqual([]);
      expect(leaks(inTurn, first, earlier)).toEqual([]);
      // Nothing they received before the review named the host's lobby card; after it, only the
      // review itself may, and only if the card was one of the turn's (then it is public to all).
      expect(JSON.stringify(c.received.slice(0, review))).not.toContain('Quetzalwhistle');
      if (!lobbyCardPlayed) expect(JSON.stringify(c.received)).not.toContain('Quetzalwhistle');
    }
    // The review makes the turn's cards public to everyone, spectators included (as to guessers).
    expect(
      tv
        .view(code)
        .gameplay.turnCards?.map((t) => t.index)
        .sort(),
    ).toEqual(during.gameplay.turnCards.map((t) => t.index).sort());
    // The watchers still see the review: the giver's TV did not make the giver a reviewer or anything else.
    expect(watcher.view(code).you?.canReview).toBe(true);
  });

  it('their connections never count as a player’s: the giver’s own leaving sets them offline', async () => {
    // The laptop's own player (the host here) closes their tab; their TV board stays open.
    const laptop = clients[0] as Client;
    laptop.close();
    const other = clients[1] as Client;
    await other.untilView(
      code,
      (v) => v.players.find((p) => p.playerId === laptop.playerId)?.online === false,
    );
  });

  it('leaving and closing count down, for everyone', async () => {
    expect(await phone.ok('stopSpectating', { gamecode: code })).toMatchObject({ outcome: 'accepted' });
    expect(await phone.ok('stopSpectating', { gamecode: code })).toMatchObject({ outcome: 'unchanged' });
    await (clients[1] as Client).untilView(code, (v) => v.spectators === 0);
    tv.close();
    giversTv.close();
    await expect.poll(audienceOf, { timeout: 10_000 }).toEqual({ spectators: 0, screens: 0 });
    // No longer watching: the phone's requests are a nobody's again.
    expect(await phone.request('watchGame', { gamecode: code })).toMatchObject({
      ok: false,
      error: requestMessages.needsSession,
    });
  });
});

describe('secrecy of the word a watcher marked on a buzzed card', () => {
  const clock = new TestClock();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let code: string;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
    ({ code, clients } = await setUpGame(server.url));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.cleanup();
  });

  it('the giver and the watchers get it at once, a guesser only with the review', async () => {
    const gp = (clients[0] as Client).view(code).gameplay;
    const giver = clientOf(clients, gp.giverId);
    const watcher = clientOf(clients, gp.watcherId);
    const roleOf = (c: Client) => c.view(code).you?.role;
    const teammate = clients.find((c) => roleOf(c) === 'watching team') as Client;
    const guessers = clients.filter((c) => roleOf(c) === 'guesser');
    expect(guessers.length).toBeGreaterThan(0);
    const begun = await giver.ok('startTurn', { gamecode: code });
    await allSee(clients, code, begun.version ?? 0);
    const index = giver.view(code).gameplay.card?.index as number;
    const buzz = await watcher.ok('updateCardStatus', {
      gamecode: code,
      index,
      status: 'buzzed',
      roundStatus: 'in progress',
    });
    await allSee(clients, code, buzz.version ?? 0);
    const during = (await server.store.loadGame(code)) as GameState;
    const forbidden = during.deck[index]?.card.forbidden ?? [];
    const word = forbidden.at(-1) as string;
    const from = new Map(clients.map((c) => [c, c.received.length]));

    // A guesser who tries to mark a word learns nothing from the refusal.
    for (const g of guessers) {
      const tried = await g.request('markBuzzedWord', { gamecode: code, index, word });
      expect(tried.ok).toBe(false);
    }
    const marked = await teammate.ok('markBuzzedWord', { gamecode: code, index, word });
    await allSee(clients, code, marked.version ?? 0);
    const second = await watcher.request('markBuzzedWord', { gamecode: code, index, word: forbidden[0] });
    expect(second.ok ? null : second.error).toBe(ownMessages.markAlreadyMade);
    for (const c of [giver, watcher, teammate]) {
      const card = c.view(code).gameplay.turnCards?.find((t) => t.index === index);
      expect(card?.buzzedWord).toBe(word);
    }
    for (const g of guessers) {
      const inTurn = g.received.slice(from.get(g) ?? 0);
      expect(leaks(inTurn, during, new Set())).toEqual([]);
      expect(inTurn.join('\n')).not.toContain('buzzedWord');
    }

    clock.advance(during.settings.turnSeconds * 1000);
    const expired = await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
    await allSee(clients, code, (expired.ok && expired.version) || 0);
    for (const g of guessers) {
      const card = g.view(code).gameplay.turnCards?.find((t) => t.index === index);
      expect(card?.buzzedWord).toBe(word);
    }
  });
});

describe('secrecy of the cards’ times and of who buzzed, kept for the end’s awards', () => {
  const clock = new TestClock();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let host: Client;
  let code: string;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
    ({ code, clients, host } = await setUpGame(server.url));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.cleanup();
  });

  it('reach no screen during the game; the awards made of them reach every screen at its end', async () => {
    const gp = host.view(code).gameplay;
    const giver = clientOf(clients, gp.giverId);
    const watcher = clientOf(clients, gp.watcherId);
    const from = new Map(clients.map((c) => [c, c.received.length]));
    const begun = await giver.ok('startTurn', { gamecode: code });
    await allSee(clients, code, begun.version ?? 0);
    for (const [who, status, ms] of [
      [giver, 'correct', 2_000],
      [giver, 'correct', 3_000],
      [watcher, 'buzzed', 1_000],
    ] as const) {
      clock.advance(ms);
      const index = giver.view(code).gameplay.card?.index;
      const marked = await who.ok('updateCardStatus', {
        gamecode: code,
        index,
        status,
        roundStatus: 'in progress',
      });
      await allSee(clients, code, marked.version ?? 0);
    }
    const stored = (await server.store.loadGame(code)) as GameState;
    // The test's clock moves on with the real one too: within a little of what it was moved by.
    const left = stored.gameplay.turnCards.map((t) => t.msLeft ?? 0);
    for (const [i, expected] of [58_000, 55_000, 54_000].entries())
      expect(Math.abs((left[i] ?? 0) - expected)).toBeLessThan(500);
    clock.advance(stored.settings.turnSeconds * 1000);
    const expired = await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
    await allSee(clients, code, (expired.ok && expired.version) || 0);
    const confirmed = await watcher.ok('confirmScores', { gamecode: code });
    await allSee(clients, code, confirmed.version ?? 0);
    for (const c of clients) {
      const seen = c.received.slice(from.get(c) ?? 0).join('\n');
      expect(seen).not.toMatch(/msLeft|msOnScreen|buzzerId|"awards"/);
    }

    const ended = await host.ok('updateGameStatus', { gamecode: code, status: 'finished' });
    await allSee(clients, code, ended.version ?? 0);
    for (const c of clients) {
      const awards = c.view(code).highlights?.awards;
      expect(awards?.fastestGuess?.playerId).toBe(giver.view(code).you?.playerId);
      expect(Math.abs((awards?.fastestGuess?.ms ?? 0) - 2_000)).toBeLessThan(500);
      expect(awards?.mostBuzzes?.players.map((p) => p.playerId)).toEqual([watcher.view(code).you?.playerId]);
    }
  });
});

describe('secrecy of the forbidden words shown in the review', () => {
  const clock = new TestClock();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let tv: Client;
  let code: string;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
    ({ code, clients } = await setUpGame(server.url, { settings: { reviewSeconds: 30 } }));
    tv = await Client.connect(server.url);
    await tv.spectate(code, 'tv');
  });
  afterAll(async () => {
    for (const c of [...clients, tv]) c.close();
    await server.cleanup();
  });

  it('a guesser and a TV board receive the turn’s forbidden words once it is in review, never an undealt card’s', async () => {
    const gp = (clients[0] as Client).view(code).gameplay;
    const giver = clientOf(clients, gp.giverId);
    const roleOf = (c: Client) => c.view(code).you?.role;
    const guessers = clients.filter((c) => roleOf(c) === 'guesser');
    const guesser = guessers[0] as Client;
    expect(guesser).toBeDefined();
    const from = new Map([...clients, tv].map((c) => [c, c.received.length]));
    const begun = await giver.ok('startTurn', { gamecode: code });
    await allSee(clients, code, begun.version ?? 0);
    const played: number[] = [];
    for (let i = 0; i < 2; i++) {
      const index = giver.view(code).gameplay.card?.index as number;
      played.push(index);
      const marked = await giver.ok('updateCardStatus', {
        gamecode: code,
        index,
        status: 'correct',
        roundStatus: 'in progress',
      });
      await allSee(clients, code, marked.version ?? 0);
    }
    const during = (await server.store.loadGame(code)) as GameState;
    for (const c of [...guessers, tv]) {
      const inTurn = c.received.slice(from.get(c) ?? 0);
      expect(leaks(inTurn, during, new Set())).toEqual([]);
      // Each word as a string value it would travel as: a short word ("car") is part of field
      // names ("card"), and a word can be a patch's own operation ("replace"), which every view holds.
      const carried = carriedStrings(inTurn);
      for (const index of played)
        for (const word of during.deck[index]?.card.forbidden ?? []) expect(carried.has(word)).toBe(false);
    }

    const atReview = new Map([...clients, tv].map((c) => [c, c.received.length]));
    clock.advance(during.settings.turnSeconds * 1000);
    const expired = await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
    const version = (expired.ok && expired.version) || 0;
    await allSee([...clients, tv], code, version);
    const review = (await server.store.loadGame(code)) as GameState;
    expect(review.gameplay.roundStatus).toBe('postround');
    for (const c of [...guessers, tv]) {
      const shown = c.view(code).gameplay.turnCards ?? [];
      expect(shown.map((card) => card.index)).toEqual(played);
      for (const card of shown) expect(card.forbidden).toEqual(review.deck[card.index]?.card.forbidden);
      // Over the wire too, and nothing of a card not played in the turn.
      const carried = carriedStrings(c.received.slice(atReview.get(c) ?? 0));
      for (const index of played)
        for (const word of review.deck[index]?.card.forbidden ?? []) expect(carried.has(word)).toBe(true);
      expect(leaks(c.received, review, new Set(played))).toEqual([]);
    }
    const endsAt = tv.view(code).gameplay.reviewEndsAt ?? 0;
    expect(endsAt - clock.now()).toBeGreaterThan(25_000);
    expect(endsAt - clock.now()).toBeLessThanOrEqual(30_000);
  });
});

describe('secrecy of a deck the host chooses in the lobby', () => {
  const DECK_ID = 'Sc_0123456789abcdefghi';
  const words = Array.from({ length: 24 }, (_, i) => `Glimmerquasp ${i}`);

  it('no card of it, nor its link, reaches a player or a TV board before it is dealt', async () => {
    const server = await startTestServer();
    const game = await setUpGame(server.url, { start: false });
    const tv = await Client.seatless(server.url);
    try {
      await server.store.decks.saveDeck({
        id: DECK_ID,
        editKeyHash: 'k',
        name: 'Secret deck',
        language: 'en',
        cards: words.map((word) => ({ word, forbidden: ['Snorkelbrim'] })),
        now: Date.now(),
      });
      await tv.spectate(game.code, 'tv');
      const chosen = await game.host.ok('updateSettings', {
        gamecode: game.code,
        settings: {},
        deck: { id: DECK_ID, builtInToo: false },
      });
      await allSee([...game.clients], game.code, chosen.version ?? 0);
      await tv.untilView(game.code, (v) => v.chosenDeck?.name === 'Secret deck');
      const started = await game.host.ok('updateGameStatus', { gamecode: game.code, status: 'active' });
      await allSee(game.clients, game.code, started.version ?? 0);
      await tv.untilView(game.code, (v) => v.version >= (started.version ?? 0));
      for (const c of [...game.clients, tv]) {
        const received = c.received.join('\n');
        expect(received).not.toContain('Glimmerquasp');
        expect(received).not.toContain('Snorkelbrim');
        expect(received).not.toContain(DECK_ID);
      }
    } finally {
      for (const c of [...game.clients, tv]) c.close();
      await server.cleanup();
    }
  });
});

/**
 * Every string a wire message carries as a value where card text could be: the event's name, a
 * view patch's operation names and paths are passed over, and so are the fields that never hold
 * card text. A forbidden word can be an event's name ("view"), a category's name or a setting's
 * value ("animals", "turns"), which every view holds.
 */
function carriedStrings(messages: readonly string[]): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (!NOT_CARD_TEXT.test(key)) found.add(value);
    } else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (isPatchOperation(value)) walk(value.value, fieldOf(value.path));
    else if (value !== null && typeof value === 'object')
      for (const [name, field] of Object.entries(value)) walk(field, name);
  };
  for (const message of messages) {
    const [, ...args] = JSON.parse(message) as [string, ...unknown[]];
    walk(args, '');
  }
  return found;
}
