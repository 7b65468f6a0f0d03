import type { Card, ErrorLogEntry, GameState } from '@unsayable/rules';
import type { CardIdea, Commit, Store, UserRecord } from './store.ts';

const copy = <T>(value: T): T => structuredClone(value);

/**
 * The in-memory twin of the SQLite store, for fast unit tests and benchmarks. It copies on the
 * way in and out, so callers can no more share objects with it than with a database.
 */
export class MemoryStore implements Store {
  readonly kind = 'memory';
  private users = new Map<string, UserRecord & { credentialHash: string }>();
  private games = new Map<string, GameState>();
  private responses = new Map<string, unknown>();
  private errors = new Map<string, ErrorLogEntry[]>();
  private cards = new Map<string, Card>();
  private cardIdeas = new Map<string, CardIdea>();

  async close(): Promise<void> {}

  async createUser(user: { id: string; credentialHash: string; name: string; now: number }): Promise<void> {
    if ([...this.users.values()].some((u) => u.id === user.id)) throw new Error(`user ${user.id} exists`);
    if (this.users.has(user.credentialHash)) throw new Error('credential exists');
    this.users.set(user.credentialHash, {
      id: user.id,
      name: user.name,
      lastSeen: user.now,
      credentialHash: user.credentialHash,
    });
  }

  async userByCredential(credentialHash: string): Promise<UserRecord | undefined> {
    const u = this.users.get(credentialHash);
    return u && { id: u.id, name: u.name, lastSeen: u.lastSeen };
  }

  async touchUser(id: string, lastSeen: number): Promise<void> {
    for (const u of this.users.values()) if (u.id === id) u.lastSeen = lastSeen;
  }

  async loadGame(code: string): Promise<GameState | undefined> {
    const game = this.games.get(code);
    return game && copy(game);
  }

  async gameExists(code: string): Promise<boolean> {
    return this.games.has(code);
  }

  async commit({ previous, next, spawned, response }: Commit): Promise<boolean> {
    const stored = this.games.get(next.gamecode);
    if (previous ? stored?.version !== previous.version : stored !== undefined) return false;
    if (spawned && this.games.has(spawned.gamecode)) return false;
    // Like the databases' primary key: one answer per request id, and the whole commit fails.
    if (response && this.responses.has(`${response.playerId}\n${response.requestId}`)) {
      throw new Error(`request ${response.requestId} of ${response.playerId} already has a response`);
    }
    this.games.set(next.gamecode, copy(next));
    if (spawned) this.games.set(spawned.gamecode, copy(spawned));
    if (response) this.responses.set(`${response.playerId}\n${response.requestId}`, copy(response.body));
    return true;
  }

  async gamesOf(playerId: string): Promise<string[]> {
    return [...this.games.values()]
      .filter((g) => g.status !== 'finished' && g.users.includes(playerId))
      .map((g) => g.gamecode)
      .sort();
  }

  async openGames(): Promise<string[]> {
    return [...this.games.values()]
      .filter((g) => g.status !== 'finished')
      .map((g) => g.gamecode)
      .sort();
  }

  async deadlines(): Promise<{ code: string; roundEndsAt: number }[]> {
    return [...this.games.values()].flatMap((g) =>
      g.gameplay.roundEndsAt === null ? [] : [{ code: g.gamecode, roundEndsAt: g.gameplay.roundEndsAt }],
    );
  }

  async findResponse(playerId: string, requestId: string): Promise<unknown | undefined> {
    const body = this.responses.get(`${playerId}\n${requestId}`);
    return body === undefined ? undefined : copy(body);
  }

  async appendErrors(code: string, entries: ErrorLogEntry[]): Promise<void> {
    this.errors.set(code, [...(this.errors.get(code) ?? []), ...copy(entries)]);
  }

  async errorsOf(code: string): Promise<ErrorLogEntry[]> {
    return copy(this.errors.get(code) ?? []);
  }

  async upsertCatalogue(cards: Card[]): Promise<void> {
    for (const c of cards) this.cards.set(c.id, copy(c));
  }

  async catalogue(): Promise<Card[]> {
    return [...this.cards.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).map(copy);
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
