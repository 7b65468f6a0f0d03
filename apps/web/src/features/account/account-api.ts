/**
 * The server's account routes: JSON in, JSON out, same origin, the session cookie
 * carried by the browser. Every refusal is `{ error, errorRef? }`: the English text and its key.
 */

import type { DeckRouteName, HttpRouteName, MessageRef, RouteAnswer, RouteBody } from '@unsayable/rules';
import { activeLanguage } from '../../i18n/i18n.ts';
import { NETWORK_ERROR } from '../../net/connection-types.ts';
import { callRoute } from '../../net/route-call.ts';

export type { Account, AccountDeck, LinkPreview, OidcOffer, PlayedGame } from '@unsayable/rules';

/** What a sign-up, sign-in, confirmation or reset answers: signed in now, or a message to show. */
export type SignInAnswer = RouteAnswer<'signUp' | 'signIn' | 'confirm' | 'reset'>;

/**
 * What a link's press says besides the code, on a device that did not ask for the link: that the
 * page told so, whether this device's player or decks join the account, a sign-up's new password.
 */
export type LinkPress = Omit<RouteBody<'confirm'>, 'code'>;

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

/** The routes of the player and the account: every route of the catalogue but the deck routes. */
type AccountRouteName = Exclude<HttpRouteName, DeckRouteName>;

/** Route `name`'s answer, or its refusal thrown as an AccountRefused. */
async function call<K extends AccountRouteName>(name: K, body: RouteBody<K>): Promise<RouteAnswer<K>> {
  const result = await callRoute(name, body);
  if (result.ok) return result.answer;
  if (result.status === 0) throw new AccountRefused(NETWORK_ERROR, 0);
  // A proxy's page: the status says enough.
  const { refusal, status } = result;
  throw new AccountRefused(refusal?.error ?? `The server said ${status}`, status, refusal?.errorRef);
}

export const fetchAccount = () => call('account', undefined);

export const signUp = (email: string, password: string) =>
  call('signUp', { email, password, language: activeLanguage() });

export const signIn = (email: string, password: string) => call('signIn', { email, password });

export const askSignInLink = (email: string) => call('signInLink', { email, language: activeLanguage() });

export const forgotPassword = (email: string) =>
  call('forgotPassword', { email, language: activeLanguage() });

export const previewLink = (code: string) => call('link', { code });

export const confirmCode = (code: string, press: LinkPress = {}) => call('confirm', { code, ...press });

export const resetPassword = (code: string, password: string, press: Omit<LinkPress, 'password'> = {}) =>
  call('reset', { code, password, ...press });

export const changePassword = (currentPassword: string, newPassword: string) =>
  call('password', { currentPassword, newPassword });

export const renameAccount = (name: string) => call('name', { name });

export const signOut = () => call('signOut', undefined);

export const deleteAccount = () => call('deleteAccount', undefined);

export const claimDecks = (decks: { id: string; key: string }[]) => call('claimDecks', { decks });

/** Where federated sign-in starts: a page the browser goes to, not a fetch (the provider's redirects). */
export const OIDC_START = '/api/account/oidc/start';
