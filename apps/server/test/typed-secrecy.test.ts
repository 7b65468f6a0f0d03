import { type GameState, ownMessages, STREAM_BURST, SYSTEM } from '@unsayable/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSee, Client, clientOf, setUpGame, startTestServer, TestClock } from './harness.ts';

const tokens = (text: string): string =>
  (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

/** Fields that hold ids, the players' names or fixed words of the protocol, never card text. */
const NOT_CARD_TEXT =
  /^(gamecode|playerId|giverId|watcherId|name|\w+Name|status|roundStatus|half|team|pendingTeam|givingTeam|watchingTeam|role|endGameMethod|skipPenalty|clueMode|language|key|categories|category|outcome|kind|verdict)$/;

/**
 * Every place in the raw frames where one of `secrets` (texts, compared by their words) is a whole
 * value, or the words of one run inside a longer value: in a view, a patch, an acknowledgement.
 * `fixed` are the protocol's own refusals the test provoked: a card's word may be one of their
 * words ("slow", "guess") without a card having been sent.
 */
function found(
  frames: readonly string[],
  secrets: readonly string[],
  fixed: readonly string[] = [],
): string[] {
  const runs = secrets.map(tokens).filter((s) => s !== '');
  const hits = new Set<string>();
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (NOT_CARD_TEXT.test(key) || fixed.includes(value)) return;
      const text = ` ${tokens(value)} `;
      for (const run of runs) if (text.includes(` ${run} `)) hits.add(`"${run}" in ${key}: ${value}`);
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v, key);
    } else if (value && typeof value === 'object') {
      const op = value as { op?: unknown; path?: unknown; value?: unknown };
      if (typeof op.op === 'string' && typeof op.path === 'string') {
        const field =
          op.path
            .split('/')
            .filter((p) => p !== '' && !/^\d+$/.test(p))
            .at(-1) ?? '';
        walk(op.value, field);
        return;
      }
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const raw of frames) walk(JSON.parse(raw), '');
  return [...hits];
}

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eve', 'Finn'] as const;

describe('secrecy in a typed turn, at the wire', () => {
  const clock = new TestClock();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clients: Client[];
  let tv: Client;
  let code: string;

  beforeAll(async () => {
    server = await startTestServer({ now: clock.now });
    ({ code, clients } = await setUpGame(server.url, { names: NAMES, settings: { clueMode: 'typed' } }));
    tv = await Client.connect(server.url);
    await tv.spectate(code, 'tv');
  });
  afterAll(async () => {
    for (const c of [...clients, tv]) c.close();
    await server.cleanup();
  });

  const load = async () => (await server.store.loadGame(code)) as GameState;
  const cardText = (state: GameState, index: number): string[] => {
    const card = state.deck[index]?.card;
    return card ? [card.word, ...card.forbidden] : [];
  };

  it('guessers and the TV never receive the card, a refused clue, or another guesser’s guess that scored', async () => {
    const everyone = [...clients, tv];
    const start = (await load()).gameplay;
    const giver = clientOf(clients, start.giverId);
    const watcher = clientOf(clients, start.watcherId);
    const roleOf = (c: Client) => c.view(code).you?.role;
    const guessers = clients.filter((c) => roleOf(c) === 'guesser');
    expect(guessers).toHaveLength(2);
    const [cleo, eve] = guessers as [Client, Client];
    const blind = [...guessers, tv];
    const marks = new Map(everyone.map((c) => [c, c.received.length]));

    const begun = await giver.ok('startTurn', { gamecode: code });
    await allSee(everyone, code, begun.version ?? 0);
    const first = (await load()).gameplay.cardIndex as number;

    // A clean clue, then a guess that misses: both reach everyone as they were typed.
    const clue = await giver.ok('sendClue', { gamecode: code, index: first, text: 'qwzx plomb' });
    await allSee(everyone, code, clue.version ?? 0);
    const miss = await cleo.ok('sendGuess', { gamecode: code, text: 'zzqy' });
    await allSee(everyone, code, miss.version ?? 0);
    for (const c of everyone)
      expect(c.view(code).gameplay.stream?.map((l) => l.text)).toEqual(['qwzx plomb', 'zzqy']);

    // Eve types the word: it scores Correct on its own, and the next card comes.
    const firstWord = (await load()).deck[first]?.card.word as string;
    const scored = await eve.ok('sendGuess', { gamecode: code, text: firstWord.toLowerCase() });
    await allSee(everyone, code, scored.version ?? 0);
    const afterGuess = await load();
    expect(afterGuess.deck[first]?.status).toBe('correct');
    expect(afterGuess.gameplay.cardIndex).not.toBe(first);
    expect(cleo.view(code).gameplay.tally.correct).toBe(1);
    expect(cleo.view(code).gameplay.stream?.[2]).toMatchObject({ playerId: eve.playerId, text: null });
    expect(watcher.view(code).gameplay.stream?.[2]).toMatchObject({ text: firstWord.toLowerCase() });

    // The giver types a forbidden word of the next card: the card is buzzed, the clue kept from guessers.
    const second = afterGuess.gameplay.cardIndex as number;
    const forbidden = afterGuess.deck[second]?.card.forbidden[0] as string;
    const refused = await giver.ok('sendClue', { gamecode: code, index: second, text: `like ${forbidden}` });
    await allSee(everyone, code, refused.version ?? 0);
    const afterClue = await load();
    expect(afterClue.deck[second]?.status).toBe('buzzed');
    for (const c of [giver, watcher])
      expect(c.view(code).gameplay.stream?.[3]).toMatchObject({
        refused: true,
        text: `like ${forbidden}`,
        tripped: { word: forbidden },
      });
    for (const c of blind)
      expect(c.view(code).gameplay.stream?.[3]).toMatchObject({ refused: true, text: null });
    expect(afterClue.gameplay.buzzedWords).toEqual([{ index: second, word: forbidden }]);

    // A flood is refused with its message and changes nothing; a text past its size is refused unread.
    const version = afterClue.version;
    for (let i = 1; i < STREAM_BURST; i++) await cleo.ok('sendGuess', { gamecode: code, text: `zzq${i}` });
    const flood = await cleo.request('sendGuess', { gamecode: code, text: 'one more' });
    expect(flood).toMatchObject({ ok: false, error: ownMessages.streamTooFast });
    const huge = await eve.request('sendGuess', { gamecode: code, text: 'y'.repeat(5_000) });
    expect(huge.ok).toBe(false);
    expect((await load()).version).toBe(version + STREAM_BURST - 1);
    const refusals = [flood, huge].map((r) => (r.ok ? '' : r.error));

    // While the turn runs, nothing a guesser or the TV receives names the cards of this turn.
    const during = await load();
    const secret = [first, second, during.gameplay.cardIndex as number].flatMap((i) => cardText(during, i));
    for (const c of blind) {
      const frames = c.received.slice(marks.get(c) ?? 0);
      expect(frames.length).toBeGreaterThan(5);
      expect(found(frames, secret, refusals), `leaked to ${c === tv ? 'the TV' : 'a guesser'}`).toEqual([]);
      expect(found(frames, ['qwzx plomb']).length).toBeGreaterThan(0);
    }
    // The giver and the watchers did receive them, by the same measure.
    for (const c of [giver, watcher])
      expect(found(c.received.slice(marks.get(c) ?? 0), [firstWord, forbidden]).length).toBeGreaterThan(0);

    // In the review the turn's cards are everyone's, and so is all of its stream.
    clock.advance(during.settings.turnSeconds * 1000);
    const expired = await server.service.apply({ type: 'expireTurn', gamecode: code }, SYSTEM);
    await allSee(everyone, code, (expired.ok && expired.version) || 0);
    expect(cleo.view(code).gameplay.stream?.[2]?.text).toBe(firstWord.toLowerCase());
    expect(tv.view(code).gameplay.stream?.[3]).toMatchObject({ text: `like ${forbidden}` });
  });
});
