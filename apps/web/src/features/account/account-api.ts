/**
 * The server's account routes: JSON in, JSON out, same origin, the session cookie
 * carried by the browser. Every refusal is `{ error, errorRef? }`: the English text and its key.
 */

import { activeLanguage } from '../../i18n/i18n.ts';
import { NETWORK_ERROR } from '../../net/connection-types.ts';

export interface AccountDeck {
  id: string;
  name: string;
  language: string;
  cardCount: number;
  editedAt: number;
}

export type GameResult = 'won' | 'lost' | 'tie' | 'unfinished';

export interface PlayedGame {
  code: string;
  playedAt: number;
  team: string;
  result: GameResult;
}

export interface OidcOffer {
  enabled: boolean;
  name: string;
}

export type Account =
  | { signedIn: false; oidc?: OidcOffer }
  | {
      signedIn: true;
      email: string;
      name?: string;
      decks: AccountDeck[];
      games: PlayedGame[];
      oidc?: OidcOffer;
    };

/** What a sign-up, sign-in, confirmation or reset answers: signed in now, or a message to show. */
export interface SignInAnswer {
  signedIn: boolean;
  email?: string;
  message?: string;
}

/** A mailed link as its page is told before anything is done: what for, which address, asked for here or not. */
export interface LinkPreview {
  kind: 'sign-up' | 'sign-in' | 'reset';
  email: string;
  sameDevice: boolean;
}

/**
 * What a link's press says besides the code, on a device that did not ask for the link: that the
 * page told so, whether this device's player or decks join the account, a sign-up's new password.
 */
export interface LinkPress {
  anotherDevice?: true;
  bringThisDevice?: boolean;
  password?: string;
}

export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

/** A refusal of the server (or of the network, status 0), with its words and its key if given. */
export class AccountRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly ref?: MessageRef,
  ) {
    super(message);
    this.name = 'AccountRefused';
  }
}

function refOf(body: Record<string, unknown>): MessageRef | undefined {
  const ref = body.errorRef;
  if (typeof ref !== 'object' || ref === null) return undefined;
  const key = Reflect.get(ref, 'key');
  return typeof key === 'string' ? { key, params: Reflect.get(ref, 'params') ?? {} } : undefined;
}

async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new AccountRefused(NETWORK_ERROR, 0);
  }
  let parsed: Record<string, unknown> = {};
  try {
    const text = await res.text();
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's HTML page: the status says enough.
  }
  if (!res.ok)
    throw new AccountRefused(
      typeof parsed.error === 'string' ? parsed.error : `The server said ${res.status}`,
      res.status,
      refOf(parsed),
    );
  return parsed as T;
}

export const fetchAccount = () => call<Account>('/api/account');

export const signUp = (email: string, password: string) =>
  call<SignInAnswer>('/api/account/sign-up', 'POST', { email, password, language: activeLanguage() });

export const signIn = (email: string, password: string) =>
  call<SignInAnswer>('/api/account/sign-in', 'POST', { email, password });

export const askSignInLink = (email: string) =>
  call<{ message: string }>('/api/account/sign-in-link', 'POST', { email, language: activeLanguage() });

export const forgotPassword = (email: string) =>
  call<{ message: string }>('/api/account/forgot-password', 'POST', { email, language: activeLanguage() });

export const previewLink = (code: string) => call<LinkPreview>('/api/account/link', 'POST', { code });

export const confirmCode = (code: string, press: LinkPress = {}) =>
  call<SignInAnswer>('/api/account/confirm', 'POST', { code, ...press });

export const resetPassword = (code: string, password: string, press: LinkPress = {}) =>
  call<SignInAnswer>('/api/account/reset', 'POST', { code, password, ...press });

export const changePassword = (currentPassword: string, newPassword: string) =>
  call<Record<string, unknown>>('/api/account/password', 'POST', { currentPassword, newPassword });

export const renameAccount = (name: string) =>
  call<{ signedIn: true; email: string; name: string }>('/api/account/name', 'POST', { name });

export const signOut = () => call<SignInAnswer>('/api/account/sign-out', 'POST');

export const deleteAccount = () => call<Record<string, unknown>>('/api/account', 'DELETE');

export const claimDecks = (decks: { id: string; key: string }[]) =>
  call<{ claimed: number }>('/api/account/decks/claim', 'POST', { decks });

/** Where federated sign-in starts: a page the browser goes to, not a fetch (the provider's redirects). */
export const OIDC_START = '/api/account/oidc/start';
