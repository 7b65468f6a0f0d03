import { accountMessages } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_MAX,
  PasswordChecker,
  passwordProblem,
  SCRYPT_COST,
  verifyPassword,
} from './passwords.ts';

const FAST = { log2N: 10, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes with production scrypt parameters, a fresh salt each time, and checks the password back', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(SCRYPT_COST).toEqual({ log2N: 15, r: 8, p: 1 });
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'not a hash')).toBe(false);
  });

  it('reads the cost from the hash, so older hashes still check after a change of cost', async () => {
    const cheap = await hashPassword('correct horse battery', FAST);
    expect(cheap).toMatch(/^scrypt\$10\$/);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
  });

  it('treats the same letters typed in another Unicode form as the same password', async () => {
    const stored = await hashPassword('ｃａｆé ｐａｓｓｗｏｒｄ', FAST);
    expect(await verifyPassword('café password', stored)).toBe(true);
  });

  it('refuses short, common and one-character passwords with the seed’s weak-password text', () => {
    expect(passwordProblem('short')).toBe(accountMessages.weakPassword);
    expect(passwordProblem('Password123')).toBe(accountMessages.weakPassword);
    expect(passwordProblem('qwertyuiop')).toBe(accountMessages.weakPassword);
    expect(passwordProblem('zzzzzzzzzzzz')).toBe(accountMessages.weakPassword);
    expect(passwordProblem('ñandú bailarín')).toBeUndefined();
    expect(passwordProblem('correct horse battery')).toBeUndefined();
  });

  it('refuses a 10 MB password at once, before any hashing', async () => {
    const huge = 'x'.repeat(10 * 1024 * 1024);
    const started = performance.now();
    expect(passwordProblem(huge)).toBe(accountMessages.passwordTooLong);
    expect(passwordProblem('y'.repeat(PASSWORD_MAX + 1))).toBe(accountMessages.passwordTooLong);
    expect(await verifyPassword(huge, await hashPassword('correct horse battery', FAST))).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('takes about as long with no account as with one: a dummy hash is checked', async () => {
    const checker = new PasswordChecker(FAST);
    const stored = await checker.hash('correct horse battery');
    expect(await checker.check('correct horse battery', stored)).toBe(true);
    expect(await checker.check('correct horse battery', undefined)).toBe(false);
    const time = async (stored: string | undefined) => {
      const started = performance.now();
      await checker.check('wrong password here', stored);
      return performance.now() - started;
    };
    // One of each in turn, and the medians: a machine whose load changes during the test slows
    // both sides alike instead of whichever ran second.
    const withAccount: number[] = [];
    const without: number[] = [];
    for (let i = 0; i < 7; i++) {
      withAccount.push(await time(stored));
      without.push(await time(undefined));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[times.length >> 1] as number;
    const ratio = median(without) / median(withAccount);
    // Both run scrypt at the same cost: neither is a small fraction of the other.
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});
