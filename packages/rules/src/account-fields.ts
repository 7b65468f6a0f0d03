/**
 * The fields of the account routes as both ends read them: an email as accounts keep it, and the
 * shape of a mailed link's code. Pure text rules, so that a route's body schema holds them.
 */

/** The longest email an account keeps (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** Longer passwords are refused before any hashing (a 10 MB password costs nothing to refuse). */
export const PASSWORD_MAX = 256;
/** Printable ASCII only: look-alike letters from other scripts are refused, not folded. */
const EMAIL = /^[\x21-\x3f\x41-\x7e]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * An email as accounts keep it: NFKC (so full-width and other compatibility look-alikes become
 * the plain letters), trimmed, lower case.
 */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** An email as given, normalised and checked; undefined when it is no address. */
export function validEmail(given: unknown): string | undefined {
  if (typeof given !== 'string' || given.length > EMAIL_MAX * 4) return undefined;
  const email = normaliseEmail(given);
  return email.length <= EMAIL_MAX && EMAIL.test(email) ? email : undefined;
}

/** A mailed link's code: 256 random bits, URL-safe; anything else is no code (and not worth a lookup). */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
