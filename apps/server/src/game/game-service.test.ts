import { createGame, defaultSettings, SYSTEM } from '@unsayable/rules';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ErrorLog } from '../errors/error-log.ts';
import { MemoryStore } from '../store/memory/memory-store.ts';
import { GameService } from './game-service.ts';

const codes = ['ABCDEF', 'BCDEFG', 'CDEFGH', 'DEFGHJ'];

async function serviceWith(options: {
  cacheGames?: boolean;
  maxCachedGames?: number;
  maxIdleMs?: number;
  now?: () => number;
  onListenerError?: (error: unknown) => void;
}) {
  const store = new MemoryStore();
  const service = new GameService({
    store,
    errors: new ErrorLog(store, pino({ level: 'silent' }), Date.now),
    ...options,
  });
  for (const gamecode of codes) {
    const state = createGame({ gamecode, hostId: 'h', hostName: 'Hana', settings: defaultSettings, now: 1 });
    await store.commit({ previous: null, next: state, now: 1 });
  }
  return { store, service };
}

describe('the games kept in memory', () => {
  it('are bounded: the least recently used game goes first', async () => {
    const { store, service } = await serviceWith({ maxCachedGames: 2 });
    const reads: string[] = [];
    const read = store.loadGame.bind(store);
    store.loadGame = (code) => {
      reads.push(code);
      return read(code);
    };
    for (const code of codes) await service.load(code);
    expect(service.cachedGames).toBe(2);
    // The two last loaded stay; using one keeps it past the next load, which lets the other go.
    await service.load('CDEFGH');
    await service.load('ABCDEF');
    await service.load('CDEFGH');
    await service.load('DEFGHJ');
    expect(reads).toEqual([...codes, 'ABCDEF', 'DEFGHJ']);
  });

  it('let go of a game left alone longer than the idle bound, however few are kept', async () => {
    let now = 0;
    const { store, service } = await serviceWith({ maxIdleMs: 60_000, now: () => now });
    const reads: string[] = [];
    const read = store.loadGame.bind(store);
    store.loadGame = (code) => {
      reads.push(code);
      return read(code);
    };
    await service.load('ABCDEF');
    now = 30_000;
    await service.load('BCDEFG');
    now = 70_000;
    // ABCDEF has been left alone 70 s, BCDEFG 40 s: the next use of any game lets ABCDEF go.
    await service.load('BCDEFG');
    expect(service.cachedGames).toBe(1);
    await service.load('ABCDEF');
    expect(reads).toEqual(['ABCDEF', 'BCDEFG', 'ABCDEF']);
  });

  it('leave out finished games: they are read from the store', async () => {
    const { store, service } = await serviceWith({});
    const state = await service.load('ABCDEF');
    expect(service.cachedGames).toBe(1);
    if (!state) throw new Error('no game');
    const finished = { ...state, status: 'finished' as const, version: state.version + 1 };
    await store.commit({ previous: state, next: finished, now: 2 });
    service.forget('ABCDEF');
    expect((await service.load('ABCDEF'))?.status).toBe('finished');
    expect(service.cachedGames).toBe(0);
  });

  it('are checked with the store every time in a cluster, where another process may have changed them', async () => {
    const { store, service } = await serviceWith({ cacheGames: false });
    const held: (number | undefined)[] = [];
    const read = store.loadGame.bind(store);
    store.loadGame = (code, state) => {
      held.push(state?.version);
      return read(code, state);
    };
    const before = await service.load('ABCDEF');
    // Unchanged since: the state kept is the one used, not a copy read again.
    expect(await service.load('ABCDEF')).toBe(before);
    const other = new GameService({
      store,
      errors: new ErrorLog(store, pino({ level: 'silent' }), Date.now),
    });
    await other.apply(
      { type: 'setPresence', gamecode: 'ABCDEF', playerId: 'h', online: false, cause: 'connection' },
      SYSTEM,
    );
    const after = await service.load('ABCDEF');
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect(after).not.toBe(before);
    // This service's reads, each with the state it kept, and the other's first (keeping none).
    expect(held).toEqual([undefined, before?.version, undefined, before?.version]);
    // Deleted by another process: gone here too.
    store.loadGame = async () => undefined;
    expect(await service.load('ABCDEF')).toBeUndefined();
    expect(service.cachedGames).toBe(0);
  });
});

describe('a change in a cluster', () => {
  /** Two processes' services on one store. */
  async function twoProcesses() {
    const { store, service } = await serviceWith({ cacheGames: false });
    const other = new GameService({
      store,
      errors: new ErrorLog(store, pino({ level: 'silent' }), Date.now),
      cacheGames: false,
    });
    return { store, service, other };
  }

  /** Every read of a game from now on, by the version it was asked with; `read` reads untracked. */
  function trackReads(store: MemoryStore) {
    const reads: (number | undefined)[] = [];
    const read = store.loadGame.bind(store);
    store.loadGame = (code, held) => {
      reads.push(held?.version);
      return read(code, held);
    };
    return { reads, read };
  }

  const presence = (online: boolean) =>
    ({ type: 'setPresence', gamecode: 'ABCDEF', playerId: 'h', online, cause: 'connection' }) as const;

  it('is decided on the game kept, with no read, while no other process changed it', async () => {
    const { store, service } = await twoProcesses();
    const before = await service.load('ABCDEF');
    const { reads, read } = trackReads(store);
    const first = await service.decideAndCommit(presence(false), SYSTEM, null);
    const second = await service.decideAndCommit(presence(true), SYSTEM, null);
    expect([first.ok && first.version, second.ok && second.version]).toEqual([
      (before?.version ?? 0) + 1,
      (before?.version ?? 0) + 2,
    ]);
    expect(reads).toEqual([]);
    expect((await read('ABCDEF'))?.version).toBe((before?.version ?? 0) + 2);
  });

  it('lost to another process, is refused by the store and decided again on the game read afresh', async () => {
    const { store, service, other } = await twoProcesses();
    const before = await service.load('ABCDEF');
    expect((await other.apply({ type: 'joinGame', gamecode: 'ABCDEF', name: 'Pia' }, 'p2')).ok).toBe(true);
    const { reads, read } = trackReads(store);
    const commits: boolean[] = [];
    const commit = store.commit.bind(store);
    store.commit = async (change) => {
      const done = await commit(change);
      commits.push(done);
      return done;
    };
    const ack = await service.decideAndCommit(presence(false), SYSTEM, null);
    expect(ack.ok && ack.version).toBe((before?.version ?? 0) + 2);
    // Decided on the kept game first and refused by the store; then read (keeping nothing),
    // decided again and committed: the player the other process seated is still there.
    expect(commits).toEqual([false, true]);
    expect(reads).toEqual([undefined]);
    const stored = await read('ABCDEF');
    expect(stored?.players.find((p) => p.playerId === 'h')?.online).toBe(false);
    expect(stored?.users).toContain('p2');
  });

  it('refused on the game kept, is decided again on the stored game before anyone hears of it', async () => {
    const { store, service, other } = await twoProcesses();
    await service.load('ABCDEF');
    // Another process seats a player this one has not heard of.
    const joined = await other.apply({ type: 'joinGame', gamecode: 'ABCDEF', name: 'Pia' }, 'p2');
    expect(joined.ok).toBe(true);
    const { reads, read } = trackReads(store);
    const ack = await service.decideAndCommit({ type: 'leaveGame', gamecode: 'ABCDEF' }, 'p2', null);
    expect(ack).toMatchObject({ ok: true, outcome: 'accepted' });
    expect(reads).toHaveLength(1);
    expect((await read('ABCDEF'))?.users).not.toContain('p2');
    expect(await store.errorsOf('ABCDEF')).toEqual([]);
  });
});

describe('players’ requests held for the store', () => {
  it('are bounded per game and in all: past either, a request is refused at once and nothing runs', async () => {
    const store = new MemoryStore();
    const service = new GameService({
      store,
      errors: new ErrorLog(store, pino({ level: 'silent' }), Date.now),
      queueBounds: { perGame: 2, total: 3 },
    });
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const ran: string[] = [];
    const task = (label: string) => async () => {
      ran.push(label);
      await gate;
      return label;
    };
    const held = [service.admit('A', task('a1')), service.admit('A', task('a2'))];
    await expect(service.admit('A', task('a3'))).rejects.toMatchObject({ name: 'ServerBusy', scope: 'game' });
    held.push(service.admit('B', task('b1')));
    await expect(service.admit('C', task('c1'))).rejects.toMatchObject({
      name: 'ServerBusy',
      scope: 'server',
    });
    // The server's own work is never refused.
    held.push(service.serialized('C', task('c2')));
    open();
    expect(await Promise.all(held)).toEqual(['a1', 'a2', 'b1', 'c2']);
    expect(ran).not.toContain('a3');
    expect(ran).not.toContain('c1');
    // Once they are through, there is room again.
    expect(await service.admit('A', task('a4'))).toBe('a4');
  });
});

describe('what is said about a change', () => {
  const presence = {
    type: 'setPresence',
    gamecode: 'ABCDEF',
    playerId: 'h',
    online: false,
    cause: 'connection',
  } as const;

  /** A service whose store holds every commit until `store` is called, noting each step in `events`. */
  async function heldCommits(outcomes: ('stored' | 'lost' | 'failed')[] = []) {
    const errors: unknown[] = [];
    const { store, service } = await serviceWith({ onListenerError: (error) => errors.push(error) });
    const events: string[] = [];
    const gates: (() => void)[] = [];
    const commit = store.commit.bind(store);
    store.commit = async (change) => {
      events.push(`commit sent v${change.next.version}`);
      await new Promise<void>((resolve) => gates.push(resolve));
      const outcome = outcomes.shift() ?? 'stored';
      events.push(`commit ${outcome}`);
      if (outcome === 'failed') throw new Error('disk full');
      return outcome === 'lost' ? false : commit(change);
    };
    const storeNext = async () => {
      while (gates.length === 0) await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    };
    return { service, events, errors, storeNext };
  }

  it('is prepared while the commit waits for the store, and delivered only once it is stored', async () => {
    const { service, events, storeNext } = await heldCommits();
    service.onChangePrepared((_previous, next) => {
      events.push(`prepared v${next.version}`);
      return () => {
        events.push(`delivered v${next.version}`);
      };
    });
    service.onChange((_previous, next) => {
      events.push(`told v${next.version}`);
    });
    const answer = service.apply(presence, SYSTEM);
    await storeNext();
    expect(await answer).toMatchObject({ ok: true, outcome: 'accepted', version: 2 });
    expect(events).toEqual(['commit sent v2', 'prepared v2', 'commit stored', 'delivered v2', 'told v2']);
  });

  it('is never delivered for a commit that lost a race or failed', async () => {
    const { service, events, storeNext } = await heldCommits(['lost', 'failed']);
    service.onChangePrepared((_previous, next) => {
      events.push(`prepared v${next.version}`);
      return () => {
        events.push(`delivered v${next.version}`);
      };
    });
    const answer = service.apply(presence, SYSTEM);
    await storeNext(); // lost: decided again on the state read afresh, and sent again
    await storeNext(); // failed
    expect(await answer).toMatchObject({ ok: false });
    expect(events).toEqual([
      'commit sent v2',
      'prepared v2',
      'commit lost',
      'commit sent v2',
      'prepared v2',
      'commit failed',
    ]);
  });

  it('a listener that throws while preparing is reported; the others are still delivered', async () => {
    const { service, events, errors, storeNext } = await heldCommits();
    service.onChangePrepared(() => {
      throw new Error('no views today');
    });
    service.onChangePrepared((_previous, next) => () => {
      events.push(`delivered v${next.version}`);
    });
    const answer = service.apply(presence, SYSTEM);
    await storeNext();
    expect(await answer).toMatchObject({ ok: true, outcome: 'accepted' });
    expect(events).toContain('delivered v2');
    expect(errors).toEqual([expect.objectContaining({ message: 'no views today' })]);
  });
});
