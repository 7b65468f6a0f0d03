import type pg from 'pg';
import {
  type AccountRecord,
  type AccountRow,
  type AccountStore,
  type Attach,
  accountFromRow,
  accountSql,
  type CodeRecord,
  type CodeRow,
  codeFromRow,
  codeValues,
  type NewCode,
} from '../account-store.ts';
import { checkCutoff } from '../store.ts';
import { inTransaction } from './postgres-connection.ts';

/** PostgreSQL's code for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/** Accounts in PostgreSQL: each change one statement or one transaction, safe from any process. */
export class PostgresAccounts implements AccountStore {
  constructor(private readonly pool: pg.Pool) {}

  private async changed(text: string, values: unknown[]): Promise<number> {
    return (await this.pool.query(text, values)).rowCount ?? 0;
  }

  async account(userId: string): Promise<AccountRecord | undefined> {
    const { rows } = await this.pool.query<AccountRow>(accountSql.account, [userId]);
    return rows[0] && accountFromRow(rows[0]);
  }

  async accountByEmail(email: string): Promise<AccountRecord | undefined> {
    const { rows } = await this.pool.query<AccountRow>(accountSql.byEmail, [email]);
    return rows[0] && accountFromRow(rows[0]);
  }

  async attachEmail(userId: string, email: string, passwordHash: string | null): Promise<Attach> {
    try {
      if ((await this.changed(accountSql.attach, [userId, email, passwordHash])) === 1) return 'done';
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'taken';
      throw error;
    }
    return (await this.account(userId)) ? 'taken' : 'missing';
  }

  async setPassword(userId: string, passwordHash: string): Promise<boolean> {
    return (await this.changed(accountSql.setPassword, [userId, passwordHash])) === 1;
  }

  async rename(userId: string, name: string): Promise<boolean> {
    return (await this.changed(accountSql.rename, [userId, name])) === 1;
  }

  setDisabled(userId: string, disabled: boolean): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      if (disabled) await client.query(accountSql.removeAllSessions, [userId]);
      return (await client.query(accountSql.setDisabled, [userId, disabled ? 1 : 0])).rowCount === 1;
    });
  }

  async addSession(userId: string, credentialHash: string, now: number): Promise<void> {
    await this.pool.query(accountSql.addSession, [credentialHash, userId, now]);
  }

  async removeSession(credentialHash: string): Promise<void> {
    await this.pool.query(accountSql.removeSession, [credentialHash]);
  }

  removeSessions(userId: string, keep = ''): Promise<number> {
    return this.changed(accountSql.removeSessions, [userId, keep]);
  }

  async saveCode(code: NewCode): Promise<void> {
    await this.pool.query(accountSql.saveCode, codeValues(code));
  }

  async code(codeHash: string): Promise<CodeRecord | undefined> {
    const { rows } = await this.pool.query<CodeRow>(accountSql.code, [codeHash]);
    return rows[0] && codeFromRow(rows[0]);
  }

  async useCode(codeHash: string, now: number): Promise<boolean> {
    return (await this.changed(accountSql.useCode, [codeHash, now])) === 1;
  }

  async pruneCodesBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    return this.changed(accountSql.pruneCodes, [cutoff]);
  }

  async identity(issuer: string, subject: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ user_id: string }>(accountSql.identity, [issuer, subject]);
    return rows[0]?.user_id;
  }

  async linkIdentity(issuer: string, subject: string, userId: string, now: number): Promise<void> {
    await this.pool.query(accountSql.linkIdentity, [issuer, subject, userId, now]);
  }

  deleteAccount(userId: string): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      await client.query(accountSql.removeAllSessions, [userId]);
      await client.query(accountSql.removeIdentities, [userId]);
      await client.query(accountSql.removeDecks, [userId]);
      return (await client.query(accountSql.removeUser, [userId])).rowCount === 1;
    });
  }
}
