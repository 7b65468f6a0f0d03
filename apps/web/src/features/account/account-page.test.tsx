// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepDeckKey } from '../../net/deck-keys.ts';
import { ANA, accountServer, SIGNED_OUT } from '../../testing/account-server.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import AccountScreens from './account-screens.tsx';

const DECK = 'AbCdEfGhIjKlMnOpQrSt_-';
const KEY = 'k'.repeat(32);

function renderAccount(path = '/account') {
  return renderScreen(<AccountScreens />, { path, route: '/account/*' });
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const status = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join('');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/account, signed out', () => {
  it('offers the ways in, and no federated sign-in the server does not report', async () => {
    accountServer({ 'GET /api/account': [[200, SIGNED_OUT]] });
    renderAccount();
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    for (const name of ['Sign up', 'Sign in', 'Email me a sign-in link', 'Forgot password?'])
      expect(button(name)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sign in with/ })).toBeNull();
  });

  it('offers `Sign in with {name}` when the server reports OpenID Connect, which leaves for the provider', async () => {
    accountServer({
      'GET /api/account': [[200, { signedIn: false, oidc: { enabled: true, name: 'Example ID' } }]],
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Example ID' }));
    expect(assign).toHaveBeenCalledWith('/api/account/oidc/start');
  });

  it('Sign up sends the email and password and says to check the mail; this device stays the same player', async () => {
    const server = accountServer({
      'GET /api/account': [[200, SIGNED_OUT]],
      'POST /api/account/sign-up': [
        [200, { signedIn: false, message: 'Check your email to finish signing up' }],
      ],
    });
    const { connection } = renderAccount();
    await screen.findByLabelText('Email');
    fill('Email', 'ana@example.com');
    fill('Password', 'a long enough passphrase');
    await act(async () => fireEvent.click(button('Sign up')));
    expect(server.sent('POST /api/account/sign-up')).toEqual([
      { email: 'ana@example.com', password: 'a long enough passphrase', language: 'en' },
    ]);
    await waitFor(() => expect(status()).toBe('Check your email to finish signing up'));
    expect(connection.reconnect).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Sign in hands this device’s decks to the account, reopens the socket as its player and shows the profile', async () => {
    keepDeckKey(DECK, KEY);
    const server = accountServer({
      'GET /api/account': [
        [200, SIGNED_OUT],
        [200, ANA],
      ],
      'POST /api/account/sign-in': [[200, { signedIn: true, email: 'ana@example.com' }]],
      'POST /api/account/decks/claim': [[200, { claimed: 1 }]],
    });
    const { connection } = renderAccount();
    await screen.findByLabelText('Email');
    fill('Email', 'ana@example.com');
    fill('Password', 'a long enough passphrase');
    await act(async () => fireEvent.click(button('Sign in')));
    expect(await screen.findByText('Signed in as ana@example.com')).toBeTruthy();
    expect(server.sent('POST /api/account/decks/claim')).toEqual([{ decks: [{ id: DECK, key: KEY }] }]);
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
    expect(server.calls.map((c) => c.route)).toEqual([
      'GET /api/account',
      'POST /api/account/sign-in',
      'POST /api/account/decks/claim',
      'GET /api/account',
    ]);
    expect(status()).toContain('You are signed in.');
  });

  it('a refusal is shown in an alert, by its key when the server gives one, else by its words; nothing changes', async () => {
    accountServer({
      'GET /api/account': [[200, SIGNED_OUT]],
      'POST /api/account/sign-in': [
        [400, { error: 'Wrong email or password' }],
        [403, { error: 'Account refused', errorRef: { key: 'account.disabled', params: {} } }],
        [429, { error: 'Too many attempts: wait a minute' }],
      ],
    });
    const { connection } = renderAccount();
    await screen.findByLabelText('Email');
    fill('Email', 'ana@example.com');
    await act(async () => fireEvent.click(button('Sign in')));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    await act(async () => fireEvent.click(button('Sign in')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This account has been disabled'));
    await act(async () => fireEvent.click(button('Sign in')));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many attempts: wait a minute'),
    );
    expect(connection.reconnect).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('a link or a reset by mail needs an address first; then the server’s notice is shown', async () => {
    const server = accountServer({
      'GET /api/account': [[200, SIGNED_OUT]],
      'POST /api/account/sign-in-link': [[200, { message: 'Check your email for a sign-in link' }]],
      'POST /api/account/forgot-password': [[200, { message: 'Check your email for a reset code' }]],
    });
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address');
    expect(server.calls).toHaveLength(1);
    fill('Email', ' ana@example.com ');
    await act(async () => fireEvent.click(button('Email me a sign-in link')));
    await waitFor(() => expect(status()).toBe('Check your email for a sign-in link'));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(button('Forgot password?')));
    await waitFor(() => expect(status()).toBe('Check your email for a reset code'));
    // The interface's language goes along, so the mail is written in it.
    expect(server.sent('POST /api/account/sign-in-link')).toEqual([
      { email: 'ana@example.com', language: 'en' },
    ]);
    expect(server.sent('POST /api/account/forgot-password')).toEqual([
      { email: 'ana@example.com', language: 'en' },
    ]);
  });

  it('an unreachable server is said in an alert, with Try again', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    renderAccount();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the game server. Check your connection and try again.',
    );
    accountServer({ 'GET /api/account': [[200, SIGNED_OUT]] });
    fireEvent.click(button('Try again'));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });
});

describe('/account, signed in', () => {
  it('shows the email, the account’s decks as links and the games played', async () => {
    accountServer({ 'GET /api/account': [[200, ANA]] });
    renderAccount();
    expect(await screen.findByText('Signed in as ana@example.com')).toBeTruthy();
    const decks = screen.getByRole('region', { name: 'Your decks' });
    expect(within(decks).getByRole('link', { name: 'Week 3' }).getAttribute('href')).toBe(`/decks/${DECK}`);
    const games = screen.getByRole('region', { name: 'Games played' });
    const rows = within(games)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[0]).toBe('CodeDateTeamResult');
    expect(rows[1]).toMatch(/^ABC234.*2026Team 2Won$/);
    expect(rows[2]).toMatch(/^QWE789.*Team 1Unfinished$/);
  });

  it('Change password sends both and says it is done; a refusal says why and keeps the fields', async () => {
    const server = accountServer({
      'GET /api/account': [[200, ANA]],
      'POST /api/account/password': [
        [
          400,
          { error: 'The password is not strong enough: use at least 10 characters, not a common password' },
        ],
        [200, {}],
      ],
    });
    renderAccount();
    const form = await screen.findByRole('form', { name: 'Change password' });
    fill('Current password', 'old passphrase here');
    fill('New password', 'short');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Change password' })));
    expect((await within(form).findByRole('alert')).textContent).toMatch(
      /^The password is not strong enough/,
    );
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('short');
    fill('New password', 'a much longer passphrase');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Change password' })));
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe('Your password is changed.'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
    expect(server.sent('POST /api/account/password')).toEqual([
      { currentPassword: 'old passphrase here', newPassword: 'short' },
      { currentPassword: 'old passphrase here', newPassword: 'a much longer passphrase' },
    ]);
  });

  it('Display name saves the name games are joined with from now on; a refusal says why', async () => {
    const server = accountServer({
      'GET /api/account': [[200, ANA]],
      'POST /api/account/name': [
        [400, { error: 'Your name can be at most 25 characters' }],
        [200, { signedIn: true, email: ANA.email, name: 'Ana B' }],
      ],
    });
    renderAccount();
    const form = await screen.findByRole('form', { name: 'Your name' });
    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Ana');
    fill('Display name', 'A name far too long for any game');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save name' })));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Your name can be at most 25 characters',
    );
    fill('Display name', '  Ana B ');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save name' })));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toMatch(/^Your name is saved/));
    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Ana B');
    expect(server.sent('POST /api/account/name')).toEqual([
      { name: 'A name far too long for any game' },
      { name: 'Ana B' },
    ]);
  });

  it('Sign out makes this device anonymous again: the socket reopens and the ways in show', async () => {
    accountServer({
      'GET /api/account': [
        [200, ANA],
        [200, SIGNED_OUT],
      ],
      'POST /api/account/sign-out': [[200, { signedIn: false }]],
    });
    const { connection } = renderAccount();
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    await act(async () => fireEvent.click(signOut));
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
    expect(status()).toContain('You are signed out.');
  });

  it('Delete account asks first; Delete account for good deletes it', async () => {
    const server = accountServer({
      'GET /api/account': [
        [200, ANA],
        [200, SIGNED_OUT],
      ],
      'DELETE /api/account': [[200, {}]],
    });
    const { connection } = renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    expect(server.sent('DELETE /api/account')).toEqual([]);
    fireEvent.click(button('Keep my account'));
    fireEvent.click(button('Delete account'));
    await act(async () => fireEvent.click(button('Delete account for good')));
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(server.calls.filter((c) => c.route === 'DELETE /api/account')).toHaveLength(1);
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
    expect(status()).toContain('Your account is deleted.');
  });
});
