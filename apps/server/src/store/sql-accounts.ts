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
} from './account-store.ts';
import type { SqlStatements, Values } from './sql-statements.ts';
import { checkCutoff } from './store.ts';

/**
 * Accounts in either SQL store: each change one statement or one transaction, run as the store
 * runs its statements.
 */
export class SqlAccounts implements AccountStore {
  constructor(private readonly statements: SqlStatements) {}

  async account(userId: string): Promise<AccountRecord | undefined> {
    const row = await this.statements.get<AccountRow>(accountSql.account, [userId]);
    return row && accountFromRow(row);
  }

  async accountByEmail(email: string): Promise<AccountRecord | undefined> {
    const row = await this.statements.get<AccountRow>(accountSql.byEmail, [email]);
    return row && accountFromRow(row);
  }

  async attachEmail(userId: string, email: string, passwordHash: string | null): Promise<Attach> {
    const owner = await this.statements.get<{ id: string }>(accountSql.emailOwner, [email]);
    if (owner) return 'taken';
    try {
      if ((await this.statements.change([accountSql.attach, [userId, email, passwordHash]])) === 1)
        return 'done';
    } catch (error) {
      // Another player took the address between the look and the write (the unique index says so).
      if (await this.statements.get(accountSql.emailOwner, [email])) return 'taken';
      throw error;
    }
    return (await this.account(userId)) ? 'taken' : 'missing';
  }

  async setPassword(userId: string, passwordHash: string): Promise<boolean> {
    return (await this.statements.change([accountSql.setPassword, [userId, passwordHash]])) === 1;
  }

  async rename(userId: string, name: string): Promise<boolean> {
    return (await this.statements.change([accountSql.rename, [userId, name]])) === 1;
  }

  async setDisabled(userId: string, disabled: boolean): Promise<boolean> {
    const steps: [string, Values][] = disabled ? [[accountSql.removeAllSessions, [userId]]] : [];
    return (
      (await this.statements.change(...steps, [accountSql.setDisabled, [userId, disabled ? 1 : 0]])) === 1
    );
  }

  async addSession(userId: string, credentialHash: string, now: number): Promise<void> {
    await this.statements.change([accountSql.addSession, [credentialHash, userId, now]]);
  }

  async removeSession(credentialHash: string): Promise<void> {
    await this.statements.change([accountSql.removeSession, [credentialHash]]);
  }

  removeSessions(userId: string, keep = ''): Promise<number> {
    return this.statements.change([accountSql.removeSessions, [userId, keep]]);
  }

  async saveCode(code: NewCode): Promise<void> {
    await this.statements.change([accountSql.saveCode, codeValues(code)]);
  }

  async code(codeHash: string): Promise<CodeRecord | undefined> {
    const row = await this.statements.get<CodeRow>(accountSql.code, [codeHash]);
    return row && codeFromRow(row);
  }

  async useCode(codeHash: string, now: number): Promise<boolean> {
    return (await this.statements.change([accountSql.useCode, [codeHash, now]])) === 1;
  }

  async pruneCodesBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    return this.statements.changeIfAny(
      [accountSql.anyCodeBefore, [cutoff]],
      [accountSql.pruneCodes, [cutoff]],
    );
  }

  async identity(issuer: string, subject: string): Promise<string | undefined> {
    return (await this.statements.get<{ user_id: string }>(accountSql.identity, [issuer, subject]))?.user_id;
  }

  async linkIdentity(issuer: string, subject: string, userId: string, now: number): Promise<void> {
    await this.statements.change([accountSql.linkIdentity, [issuer, subject, userId, now]]);
  }

  async deleteAccount(userId: string): Promise<boolean> {
    const removed = await this.statements.change(
      [accountSql.removeAllSessions, [userId]],
      [accountSql.removeIdentities, [userId]],
      [accountSql.removeDecks, [userId]],
      [accountSql.removeUser, [userId]],
    );
    return removed === 1;
  }
}
