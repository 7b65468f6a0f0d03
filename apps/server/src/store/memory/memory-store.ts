import {
  type Ack,
  type Card,
  type ErrorLogEntry,
  type GameLanguage,
  type GameState,
  turnDeadline,
} from '@unsayable/rules';
import {
  type CardIdea,
  type Commit,
  checkClaimOptions,
  checkCutoff,
  type DeadlineClaim,
  type Pruned,
  RequestAlreadyAnswered,
  type Store,
  type UserRecord,
} from '../store.ts';
import { MemoryAccounts } from './memory-accounts.ts';
import { MemoryDecks } from './memory-decks.ts';
import { MemoryFlags } from './memory-flags.ts';

const copy = <T>(value: T): T => structuredClone(value);

/** A game as the databases keep it: the state, when it last changed, the claim on its deadline. */
interface StoredGame {
  state: GameState;
  updatedAt: number;
  claim: { deadline: number; expiresAt: number } | null;
}

/**
 * The in-memory twin of the SQLite store, for fast unit tests and benchmarks. It copies on the
 * way in and out, so callers can no more share objects with it than with a database.
 */
export class MemoryStore implements Store {
  readonly kind = 'memory';
  readonly decks = new MemoryDecks();
  readonly flags = new MemoryFlags();
  readonly accounts = new MemoryAccounts(this.decks);
  private games = new Map<string, StoredGame>();
  private acks = new Map<string, { ack: Ack; createdAt: number }>();
  private errors = new Map<string, ErrorLogEntry[]>();
  private cards = new Map<string, Card>();
  private cardSources = new Map<string, { source: string; language: GameLanguage }>();
  private cardIdeas = new Map<string, CardIdea>();

  async close(): Promise<void> {}

  async createUser(user: { id: string; credentialHash: string; name: string; now: number }): Promise<void> {
    this.accounts.createUser(user);
  }

  async userByCredential(credentialHash: string): Promise<UserRecord | undefined> {
    return this.accounts.userByCredential(credentialHash);
  }

  async touchUser(id: string, lastSeen: number): Promise<void> {
    this.accounts.touch(id, lastSeen);
  }

  async loadGame(code: string, held?: GameState): Promise<GameState | undefined> {
    const game = this.games.get(code);
    if (game && held?.version === game.state.version && held.createdAt === game.state.createdAt) return held;
    return game && copy(game.state);
  }

  async gameExists(code: string): Promise<boolean> {
    return this.games.has(code);
  }

  async commit({ previous, next, spawned, ack: storedAck, now }: Commit): Promise<boolean> {
    // As in the databases, the request id is checked first: a request answered already is never
    // decided again on a newer version.
    const key = storedAck && `${storedAck.playerId}\n${storedAck.requestId}`;
    const answered = key === undefined ? undefined : this.acks.get(key);
    if (storedAck && answered) {
      throw new RequestAlreadyAnswered(storedAck.playerId, storedAck.requestId, copy(answered.ack));
    }
    const stored = this.games.get(next.gamecode);
    const same = (state: GameState) =>
      state.version === previous?.version && state.createdAt === previous.createdAt;
    if (previous ? !stored || !same(stored.state) : stored !== undefined) return false;
    if (spawned && this.games.has(spawned.gamecode)) return false;
    // The claim on a deadline stays with the game, as the databases' columns do.
    this.games.set(next.gamecode, { state: copy(next), updatedAt: now, claim: stored?.claim ?? null });
    if (spawned) this.games.set(spawned.gamecode, { state: copy(spawned), updatedAt: now, claim: null });
    if (key && storedAck) this.acks.set(key, { ack: copy(storedAck.ack), createdAt: now });
    return true;
  }

  private states(): GameState[] {
    return [...this.games.values()].map((g) => g.state);
  }

  async gamesOf(playerId: string): Promise<string[]> {
    return this.states()
      .filter((g) => g.status !== 'finished' && g.users.includes(playerId))
      .map((g) => g.gamecode)
      .sort();
  }

  async gamesPlayedBy(playerId: string): Promise<string[]> {
    return this.states()
      .filter((g) => g.users.includes(playerId))
      .map((g) => g.gamecode)
      .sort();
  }

  async openGames(): Promise<string[]> {
    return this.states()
      .filter((g) => g.status !== 'finished')
      .map((g) => g.gamecode)
      .sort();
  }

  async deadlines(): Promise<{ code: string; turnEndsAt: number }[]> {
    return this.states().flatMap((g) => {
      const deadline = turnDeadline(g);
      return deadline === null ? [] : [{ code: g.gamecode, turnEndsAt: deadline }];
    });
  }

  async claimDueDeadlines({
    now,
    leaseMs,
    limit,
  }: {
    now: number;
    leaseMs: number;
    limit: number;
  }): Promise<DeadlineClaim[]> {
    checkClaimOptions({ now, leaseMs, limit });
    const due: { game: StoredGame; claim: DeadlineClaim }[] = [];
    for (const game of this.games.values()) {
      const turnEndsAt = turnDeadline(game.state);
      if (turnEndsAt === null || turnEndsAt > now) continue;
      const claim = game.claim;
      if (claim && claim.deadline === turnEndsAt && claim.expiresAt > now) continue;
      due.push({ game, claim: { code: game.state.gamecode, turnEndsAt } });
    }
    due.sort((a, b) => a.claim.turnEndsAt - b.claim.turnEndsAt || (a.claim.code < b.claim.code ? -1 : 1));
    return due.slice(0, limit).map(({ game, claim }) => {
      game.claim = { deadline: claim.turnEndsAt, expiresAt: now + leaseMs };
      return claim;
    });
  }

  async findAck(playerId: string, requestId: string): Promise<Ack | undefined> {
    const stored = this.acks.get(`${playerId}\n${requestId}`);
    return stored === undefined ? undefined : copy(stored.ack);
  }

  async pruneBefore(cutoff: number): Promise<Pruned> {
    checkCutoff(cutoff);
    const pruned: Pruned = { games: 0, errors: 0, responses: 0 };
    for (const [code, game] of this.games) {
      if (game.updatedAt >= cutoff) continue;
      this.games.delete(code);
      pruned.games += 1;
    }
    for (const [key, stored] of this.acks) {
      if (stored.createdAt >= cutoff) continue;
      this.acks.delete(key);
      pruned.responses += 1;
    }
    for (const [code, entries] of this.errors) {
      const kept = entries.filter((e) => e.date >= cutoff);
      pruned.errors += entries.length - kept.length;
      if (kept.length > 0) this.errors.set(code, kept);
      else this.errors.delete(code);
    }
    return pruned;
  }

  async pruneIdlePlayersBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    const inGames = new Set(this.states().flatMap((g) => g.users));
    return this.accounts.pruneIdlePlayers(cutoff, inGames);
  }

  async appendErrors(code: string, entries: ErrorLogEntry[]): Promise<void> {
    this.errors.set(code, [...(this.errors.get(code) ?? []), ...copy(entries)]);
  }

  async errorsOf(code: string): Promise<ErrorLogEntry[]> {
    return copy(this.errors.get(code) ?? []);
  }

  async upsertCatalogue(cards: Card[], source: string, language: GameLanguage): Promise<void> {
    for (const c of cards) {
      this.cards.set(c.id, copy(c));
      this.cardSources.set(c.id, { source, language });
    }
  }

  async retireCatalogue(source: string, keep: string[], language: GameLanguage): Promise<void> {
    const kept = new Set(keep);
    for (const [id, from] of this.cardSources) {
      if (from.source !== source || from.language !== language || kept.has(id)) continue;
      this.cards.delete(id);
      this.cardSources.delete(id);
    }
  }

  async catalogue(language: GameLanguage): Promise<Card[]> {
    return [...this.cards.values()]
      .filter((c) => this.cardSources.get(c.id)?.language === language)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map(copy);
  }

  /** Copies, as `catalogue`'s are: this store shares no card. */
  unsharedCatalogue(language: GameLanguage): Promise<Card[]> {
    return this.catalogue(language);
  }

  async addIdea(idea: CardIdea): Promise<void> {
    if (this.cardIdeas.has(idea.id)) throw new Error(`card idea ${idea.id} exists`);
    this.cardIdeas.set(idea.id, copy(idea));
  }

  async ideas(): Promise<CardIdea[]> {
    return [...this.cardIdeas.values()]
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
      .map(copy);
  }

  async updateIdea(id: string, fields: { reviewed: boolean; added: boolean }): Promise<boolean> {
    const idea = this.cardIdeas.get(id);
    if (!idea) return false;
    Object.assign(idea, fields);
    return true;
  }
}
