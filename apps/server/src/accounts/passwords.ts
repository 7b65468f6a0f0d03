import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { accountMessages, PASSWORD_MAX } from '@unsayable/rules';

export { PASSWORD_MAX };

/**
 * Passwords, hashed with Node's own `crypto.scrypt` (memory-hard). The parameters are kept in each
 * hash, so raising them later leaves older hashes readable:
 * `scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<key, base64url>`.
 */
export interface ScryptCost {
  /** log2 of N, the CPU/memory cost: 15 (N = 32768) means 128 · N · r = 32 MiB of memory a hash. */
  log2N: number;
  r: number;
  p: number;
}

/** Production's cost (docs/SECURITY.md): about 0.1 s and 32 MiB a hash on one core of a small server. */
export const SCRYPT_COST: ScryptCost = { log2N: 15, r: 8, p: 1 };
export const KEY_BYTES = 32;
export const SALT_BYTES = 16;
export const PASSWORD_MIN = 10;

/**
 * Passwords of ten characters or more that top the published lists of leaked passwords: refused
 * whatever their case. A small list on purpose; the length rule does most of the work.
 */
const COMMON = new Set([
  '0123456789',
  '1234567890',
  '12345678910',
  '123456789a',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'aaaaaaaaaa',
  'abcdefghij',
  'abc1234567',
  'administrator',
  'football123',
  'iloveyou12',
  'iloveyou123',
  'letmein123',
  'password12',
  'password123',
  'password1234',
  'passwordpassword',
  'qwerty1234',
  'qwerty12345',
  'qwertyuiop',
  'qwertyuiop123',
  'unsayable123',
  'welcome123',
  'zaq12wsxcde',
]);

/** Why a new password is refused (too long, too weak), or undefined when it may be used. */
export function passwordProblem(password: string): string | undefined {
  if (password.length > PASSWORD_MAX) return accountMessages.passwordTooLong;
  const characters = [...password];
  if (characters.length < PASSWORD_MIN) return accountMessages.weakPassword;
  if (COMMON.has(password.toLowerCase())) return accountMessages.weakPassword;
  if (new Set(characters).size === 1) return accountMessages.weakPassword;
  return undefined;
}

function scryptKey(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptKey(password, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

const STORED = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/** Whether `password` is the one `stored` was made from: compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match || password.length > PASSWORD_MAX) return false;
  const [, log2N, r, p, salt, key] = match;
  const expected = Buffer.from(String(key), 'base64url');
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  const given = await scryptKey(password, Buffer.from(String(salt), 'base64url'), cost);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Checks passwords against accounts, taking as long whether or not the account exists: with no
 * account (or one without a password), a dummy hash of the same cost is checked and fails.
 */
export class PasswordChecker {
  private dummy: Promise<string> | undefined;

  constructor(readonly cost: ScryptCost = SCRYPT_COST) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.cost);
  }

  async check(password: string, stored: string | null | undefined): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    this.dummy ??= hashPassword('no account has this password', this.cost);
    await verifyPassword(password, await this.dummy);
    return false;
  }
}
