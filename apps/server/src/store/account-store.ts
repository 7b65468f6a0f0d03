/**
 * Accounts: an account is a player (`users` row) with an email. Every store has an
 * AccountStore; the contract suite (contract/accounts.contract.ts) holds them to the same behaviour.
 */

/** What a mailed code is for: finishing a sign-up, an email sign-in link, a password reset. */
export type CodeKind = 'sign-up' | 'sign-in' | 'reset';

export interface AccountRecord {
  id: string;
  name: string;
  /** Normalised (see `normaliseEmail`); null for an anonymous player. */
  email: string | null;
  passwordHash: string | null;
  disabled: boolean;
  lastSeen: number;
}

export interface NewCode {
  /** SHA-256 of the code: the code itself is only ever in the mail. */
  codeHash: string;
  kind: CodeKind;
  email: string;
  /** The account the code acts for (sign-in, reset); null for a sign-up. */
  userId: string | null;
  /** A sign-up's chosen password, hashed, until the link is opened. */
  passwordHash: string | null;
  /**
   * SHA-256 of the mark of the browser that asked for the code (`link-device.ts`): the link acts as
   * asked only there. Null: no browser asked (a code stored before links were bound to one).
   */
  deviceHash: string | null;
  now: number;
  expiresAt: number;
}

export interface CodeRecord {
  kind: CodeKind;
  email: string;
  userId: string | null;
  passwordHash: string | null;
  deviceHash: string | null;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** An attach: done, the email belongs to another player (or this one has one), or no such player. */
export type Attach = 'done' | 'taken' | 'missing';

export interface AccountStore {
  account(userId: string): Promise<AccountRecord | undefined>;
  /** `email` as `normaliseEmail` gives it. */
  accountByEmail(email: string): Promise<AccountRecord | undefined>;
  /** Makes the player an account: gives an email (and a password hash) to a player who has none. */
  attachEmail(userId: string, email: string, passwordHash: string | null): Promise<Attach>;
  setPassword(userId: string, passwordHash: string): Promise<boolean>;
  rename(userId: string, name: string): Promise<boolean>;
  /** Disabling also removes every session credential of the account, in the same transaction. */
  setDisabled(userId: string, disabled: boolean): Promise<boolean>;
  /** One more device's credential for the player. */
  addSession(userId: string, credentialHash: string, now: number): Promise<void>;
  removeSession(credentialHash: string): Promise<void>;
  /** Every credential of the player but `keep`; resolves with how many went. */
  removeSessions(userId: string, keep?: string): Promise<number>;
  saveCode(code: NewCode): Promise<void>;
  code(codeHash: string): Promise<CodeRecord | undefined>;
  /** Marks an unused code used; true for the one call that did (a code works once). */
  useCode(codeHash: string, now: number): Promise<boolean>;
  /** Retention: deletes codes that expired before `cutoff`; resolves with how many. */
  pruneCodesBefore(cutoff: number): Promise<number>;
  /** The player an OpenID provider's (issuer, subject) names. */
  identity(issuer: string, subject: string): Promise<string | undefined>;
  linkIdentity(issuer: string, subject: string, userId: string, now: number): Promise<void>;
  /**
   * Deletes the account: the player, its credentials, identities and decks (games keep the name
   * as played, in their own state). False if there is no such player.
   */
  deleteAccount(userId: string): Promise<boolean>;
}

export interface AccountRow {
  id: string;
  name: string;
  email: string | null;
  password_hash: string | null;
  disabled: number;
  last_seen: number | string;
}

export function accountFromRow(row: AccountRow): AccountRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    passwordHash: row.password_hash,
    disabled: Number(row.disabled) === 1,
    lastSeen: Number(row.last_seen),
  };
}

export interface CodeRow {
  kind: string;
  email: string;
  user_id: string | null;
  password_hash: string | null;
  device_hash: string | null;
  created_at: number | string;
  expires_at: number | string;
  used_at: number | string | null;
}

export function codeFromRow(row: CodeRow): CodeRecord {
  return {
    kind: row.kind as CodeKind,
    email: row.email,
    userId: row.user_id,
    passwordHash: row.password_hash,
    deviceHash: row.device_hash,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  };
}

/** The statements of both SQL stores, with PostgreSQL's numbered parameters (see `positional` in sqlite-statements.ts). */
export const accountSql = {
  account: 'SELECT id, name, email, password_hash, disabled, last_seen FROM users WHERE id = $1',
  byEmail: 'SELECT id, name, email, password_hash, disabled, last_seen FROM users WHERE email = $1',
  emailOwner: 'SELECT id FROM users WHERE email = $1',
  attach: 'UPDATE users SET email = $2, password_hash = $3 WHERE id = $1 AND email IS NULL',
  setPassword: 'UPDATE users SET password_hash = $2 WHERE id = $1',
  rename: 'UPDATE users SET name = $2 WHERE id = $1',
  setDisabled: 'UPDATE users SET disabled = $2 WHERE id = $1',
  addSession: 'INSERT INTO user_sessions (credential_hash, user_id, created_at) VALUES ($1, $2, $3)',
  removeSession: 'DELETE FROM user_sessions WHERE credential_hash = $1',
  removeSessions: 'DELETE FROM user_sessions WHERE user_id = $1 AND credential_hash <> $2',
  removeAllSessions: 'DELETE FROM user_sessions WHERE user_id = $1',
  saveCode: `INSERT INTO account_codes (code_hash, kind, email, user_id, password_hash, device_hash, created_at, expires_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
  code: `SELECT kind, email, user_id, password_hash, device_hash, created_at, expires_at, used_at
    FROM account_codes WHERE code_hash = $1`,
  useCode: 'UPDATE account_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL',
  anyCodeBefore: 'SELECT 1 FROM account_codes WHERE expires_at < $1 LIMIT 1',
  pruneCodes: 'DELETE FROM account_codes WHERE expires_at < $1',
  identity: 'SELECT user_id FROM oidc_identities WHERE issuer = $1 AND subject = $2',
  linkIdentity: 'INSERT INTO oidc_identities (issuer, subject, user_id, created_at) VALUES ($1, $2, $3, $4)',
  removeIdentities: 'DELETE FROM oidc_identities WHERE user_id = $1',
  removeDecks: 'DELETE FROM decks WHERE owner_id = $1',
  removeUser: 'DELETE FROM users WHERE id = $1',
} as const;

/** The values of `accountSql.saveCode`. */
export function codeValues(code: NewCode): (string | number | null)[] {
  return [
    code.codeHash,
    code.kind,
    code.email,
    code.userId,
    code.passwordHash,
    code.deviceHash,
    code.now,
    code.expiresAt,
  ];
}
