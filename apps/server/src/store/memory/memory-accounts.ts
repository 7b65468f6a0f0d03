import type { AccountRecord, AccountStore, Attach, CodeRecord, NewCode } from '../account-store.ts';
import { checkCutoff, type UserRecord } from '../store.ts';
import type { MemoryDecks } from './memory-decks.ts';

/**
 * The players and accounts of the in-memory twin: players by id, each device's credential hash
 * to its player, mailed codes and OpenID identities, as the SQL stores' tables keep them.
 */
export class MemoryAccounts implements AccountStore {
  private readonly users = new Map<string, AccountRecord>();
  private readonly sessions = new Map<string, string>();
  private readonly codes = new Map<string, CodeRecord>();
  private readonly identities = new Map<string, string>();

  constructor(private readonly decks: MemoryDecks) {}

  /** A new anonymous player with its first credential (the store's `createUser`). */
  createUser(user: { id: string; credentialHash: string; name: string; now: number }): void {
    if (this.users.has(user.id)) throw new Error(`user ${user.id} exists`);
    if (this.sessions.has(user.credentialHash)) throw new Error('credential exists');
    this.users.set(user.id, {
      id: user.id,
      name: user.name,
      email: null,
      passwordHash: null,
      disabled: false,
      lastSeen: user.now,
    });
    this.sessions.set(user.credentialHash, user.id);
  }

  userByCredential(credentialHash: string): UserRecord | undefined {
    const id = this.sessions.get(credentialHash);
    const user = id === undefined ? undefined : this.users.get(id);
    return user && { id: user.id, name: user.name, lastSeen: user.lastSeen };
  }

  touch(id: string, lastSeen: number): void {
    const user = this.users.get(id);
    if (user) user.lastSeen = lastSeen;
  }

  async account(userId: string): Promise<AccountRecord | undefined> {
    const user = this.users.get(userId);
    return user && { ...user };
  }

  async accountByEmail(email: string): Promise<AccountRecord | undefined> {
    const user = [...this.users.values()].find((u) => u.email === email);
    return user && { ...user };
  }

  async attachEmail(userId: string, email: string, passwordHash: string | null): Promise<Attach> {
    if (await this.accountByEmail(email)) return 'taken';
    const user = this.users.get(userId);
    if (!user) return 'missing';
    if (user.email !== null) return 'taken';
    user.email = email;
    user.passwordHash = passwordHash;
    return 'done';
  }

  async setPassword(userId: string, passwordHash: string): Promise<boolean> {
    const user = this.users.get(userId);
    if (user) user.passwordHash = passwordHash;
    return user !== undefined;
  }

  async rename(userId: string, name: string): Promise<boolean> {
    const user = this.users.get(userId);
    if (user) user.name = name;
    return user !== undefined;
  }

  async setDisabled(userId: string, disabled: boolean): Promise<boolean> {
    const user = this.users.get(userId);
    if (!user) return false;
    user.disabled = disabled;
    if (disabled) await this.removeSessions(userId);
    return true;
  }

  async addSession(userId: string, credentialHash: string, _now: number): Promise<void> {
    if (this.sessions.has(credentialHash)) throw new Error('credential exists');
    this.sessions.set(credentialHash, userId);
  }

  async removeSession(credentialHash: string): Promise<void> {
    this.sessions.delete(credentialHash);
  }

  async removeSessions(userId: string, keep = ''): Promise<number> {
    let removed = 0;
    for (const [hash, id] of this.sessions) {
      if (id === userId && hash !== keep) {
        this.sessions.delete(hash);
        removed++;
      }
    }
    return removed;
  }

  async saveCode({ codeHash, now, ...code }: NewCode): Promise<void> {
    if (this.codes.has(codeHash)) throw new Error('code exists');
    this.codes.set(codeHash, { ...code, createdAt: now, usedAt: null });
  }

  async code(codeHash: string): Promise<CodeRecord | undefined> {
    const code = this.codes.get(codeHash);
    return code && { ...code };
  }

  async useCode(codeHash: string, now: number): Promise<boolean> {
    const code = this.codes.get(codeHash);
    if (!code || code.usedAt !== null) return false;
    code.usedAt = now;
    return true;
  }

  async pruneCodesBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    let pruned = 0;
    for (const [hash, code] of this.codes) {
      if (code.expiresAt < cutoff) {
        this.codes.delete(hash);
        pruned++;
      }
    }
    return pruned;
  }

  /** The store's `pruneIdlePlayersBefore`: `inGames` holds the players of the games kept. */
  async pruneIdlePlayers(cutoff: number, inGames: ReadonlySet<string>): Promise<number> {
    let pruned = 0;
    for (const user of [...this.users.values()]) {
      if (user.email !== null || user.lastSeen >= cutoff || inGames.has(user.id)) continue;
      if ((await this.decks.decksOwnedBy(user.id)).length > 0) continue;
      await this.removeSessions(user.id);
      this.users.delete(user.id);
      pruned++;
    }
    return pruned;
  }

  async identity(issuer: string, subject: string): Promise<string | undefined> {
    return this.identities.get(JSON.stringify([issuer, subject]));
  }

  async linkIdentity(issuer: string, subject: string, userId: string, _now: number): Promise<void> {
    const key = JSON.stringify([issuer, subject]);
    if (this.identities.has(key)) throw new Error('identity exists');
    this.identities.set(key, userId);
  }

  async deleteAccount(userId: string): Promise<boolean> {
    if (!this.users.has(userId)) return false;
    await this.removeSessions(userId);
    for (const [key, id] of this.identities) if (id === userId) this.identities.delete(key);
    await this.decks.removeDecksOf(userId);
    this.users.delete(userId);
    return true;
  }
}
