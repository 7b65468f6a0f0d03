import { createHash, randomBytes } from 'node:crypto';
import type { CodeKind } from '../store/account-store.ts';

/** How long a mailed code works: 15 minutes for links (sign-up, sign-in), an hour for a reset. */
export const CODE_LIFETIME_MS: Record<CodeKind, number> = {
  'sign-up': 15 * 60_000,
  'sign-in': 15 * 60_000,
  reset: 60 * 60_000,
};

/** 256 random bits, URL-safe: the code lives only in the mail; the store keeps its hash. */
export function newCode(): string {
  return randomBytes(32).toString('base64url');
}

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
