// @vitest-environment happy-dom

import { i18n, type Messages } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepDeckKey } from '../../net/deck-keys.ts';
import { accountServer } from '../../testing/account-server.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import ConfirmLink from './confirm-link.tsx';
import ResetPassword from './reset-password.tsx';

const CODE = 'c0de-from-the-mail';
const EMAIL = 'ana@example.com';
const ELSEWHERE = 'This link was asked for on another device.';

/** The page at its own route; anywhere else (/account) is the landing stand-in, to read where it went. */
function renderAt(path: string) {
  const route = path.split('?')[0] ?? path;
  return renderScreen(route === '/account/reset' ? <ResetPassword /> : <ConfirmLink />, { path, route });
}

const link = (kind: 'sign-up' | 'sign-in' | 'reset', sameDevice: boolean) =>
  [[200, { kind, email: EMAIL, sameDevice }]] as [number, unknown][];
const SIGNED_IN = [[200, { signedIn: true, email: EMAIL }]] as [number, unknown][];

beforeEach(() => {
  localStorage.clear();
  keepDeckKey('AbCdEfGhIjKlMnOpQrSt_-', 'k'.repeat(32));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/account/confirm?code=…, a mail’s link', () => {
  it('asks what the link is on load and does nothing more; the press on the device that asked makes it the account’s', async () => {
    const server = accountServer({
      'POST /api/account/link': link('sign-up', true),
      'POST /api/account/confirm': SIGNED_IN,
      'POST /api/account/decks/claim': [[200, { claimed: 1 }]],
    });
    const { connection } = renderAt(`/account/confirm?code=${CODE}`);
    const press = await screen.findByRole('button', { name: 'Finish signing up' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finish signing up');
    expect(screen.getByText(/^Finish making the account ana@example\.com\./)).toBeTruthy();
    expect(screen.queryByText(ELSEWHERE)).toBeNull();
    expect(server.sent('POST /api/account/link')).toContainEqual({ code: CODE });
    expect(server.sent('POST /api/account/confirm')).toEqual([]);
    expect(connection.reconnect).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(press));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/account'));
    expect(server.sent('POST /api/account/confirm')).toEqual([{ code: CODE }]);
    expect(server.sent('POST /api/account/decks/claim')).toHaveLength(1);
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
  });

  it('on another device says so, asks a sign-up for a password of its own, and brings nothing along unticked', async () => {
    const server = accountServer({
      'POST /api/account/link': link('sign-up', false),
      'POST /api/account/confirm': SIGNED_IN,
    });
    const { connection } = renderAt(`/account/confirm?code=${CODE}`);
    expect(await screen.findByText(ELSEWHERE)).toBeTruthy();
    expect(screen.getByText(/The password chosen on the other device is not kept/)).toBeTruthy();
    const bring = screen.getByRole('checkbox', {
      name: 'Make this device’s player the account (its name, seats and decks)',
    }) as HTMLInputElement;
    expect(bring.checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Choose a password'), {
      target: { value: 'a long new passphrase' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Finish signing up here' })));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/account'));
    expect(server.sent('POST /api/account/confirm')).toEqual([
      { code: CODE, anotherDevice: true, bringThisDevice: false, password: 'a long new passphrase' },
    ]);
    expect(server.sent('POST /api/account/decks/claim')).toEqual([]);
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
  });

  it('on another device brings this device’s decks into the account only when ticked', async () => {
    const server = accountServer({
      'POST /api/account/link': link('sign-in', false),
      'POST /api/account/confirm': SIGNED_IN,
      'POST /api/account/decks/claim': [[200, { claimed: 1 }]],
    });
    renderAt(`/account/confirm?code=${CODE}`);
    expect(await screen.findByText('Signing in here signs this device in to ana@example.com.')).toBeTruthy();
    expect(screen.queryByLabelText('Choose a password')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Move this device’s decks into the account' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in here' })));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/account'));
    expect(server.sent('POST /api/account/confirm')).toEqual([
      { code: CODE, anotherDevice: true, bringThisDevice: true },
    ]);
    expect(server.sent('POST /api/account/decks/claim')).toHaveLength(1);
  });

  it('shows a link that cannot be used in an alert, with the way back, and offers no press', async () => {
    accountServer({
      'POST /api/account/link': [[400, { error: 'The code has expired: ask for a new one' }]],
    });
    const { connection } = renderAt(`/account/confirm?code=${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toBe('The code has expired: ask for a new one');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link did not work');
    expect(screen.getByRole('link', { name: 'Back to Account' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('button')).toBeNull();
    expect(connection.reconnect).not.toHaveBeenCalled();
  });

  it('says it in Spanish', async () => {
    const spanish = import.meta.glob<Messages>('../../i18n/locales/es/*.json', {
      import: 'default',
      eager: true,
    });
    i18n.load('es', Object.assign({}, ...Object.values(spanish)));
    i18n.activate('es');
    try {
      accountServer({ 'POST /api/account/link': link('sign-in', false) });
      renderAt(`/account/confirm?code=${CODE}`);
      expect(await screen.findByText('Este enlace se pidió en otro dispositivo.')).toBeTruthy();
      expect(
        screen.getByText('Si entras aquí, este dispositivo inicia sesión en ana@example.com.'),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Entrar aquí' })).toBeTruthy();
      expect(
        screen.getByRole('checkbox', { name: 'Pasar los mazos de este dispositivo a la cuenta' }),
      ).toBeTruthy();
    } finally {
      i18n.activate('en');
    }
  });
});

describe('/account/reset?code=…, the reset mail’s link', () => {
  it('sets the new password with the code; a weak one is refused and can be tried again', async () => {
    const server = accountServer({
      'POST /api/account/link': link('reset', true),
      'POST /api/account/reset': [
        [
          400,
          { error: 'The password is not strong enough: use at least 10 characters, not a common password' },
        ],
        ...SIGNED_IN,
      ],
      'POST /api/account/decks/claim': [[200, { claimed: 1 }]],
    });
    const { connection } = renderAt(`/account/reset?code=${CODE}`);
    expect(await screen.findByText('For ana@example.com')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set password' })));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The password is not strong enough/);
    expect(connection.reconnect).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'a much longer passphrase' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set password' })));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/account'));
    expect(server.sent('POST /api/account/reset')).toEqual([
      { code: CODE, password: 'short' },
      { code: CODE, password: 'a much longer passphrase' },
    ]);
    expect(server.sent('POST /api/account/decks/claim')).toHaveLength(1);
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
  });

  it('on another device says so first, and brings no decks along unticked', async () => {
    const server = accountServer({
      'POST /api/account/link': link('reset', false),
      'POST /api/account/reset': SIGNED_IN,
    });
    renderAt(`/account/reset?code=${CODE}`);
    expect(await screen.findByText(ELSEWHERE)).toBeTruthy();
    expect(screen.getByText('Setting a password here signs this device in to ana@example.com.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'a much longer passphrase' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set password' })));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/account'));
    expect(server.sent('POST /api/account/reset')).toEqual([
      { code: CODE, password: 'a much longer passphrase', anotherDevice: true, bringThisDevice: false },
    ]);
    expect(server.sent('POST /api/account/decks/claim')).toEqual([]);
  });

  it('shows each of the server’s outcomes as it words them', async () => {
    const outcomes = [
      'The code has expired: ask for a new one',
      'The code is not valid: it may have been used already',
      'There is no account for this code',
      'This account has been disabled',
    ];
    accountServer({
      'POST /api/account/link': link('reset', true),
      'POST /api/account/reset': outcomes.map((error) => [400, { error }] as [number, unknown]),
    });
    renderAt(`/account/reset?code=${CODE}`);
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'a much longer passphrase' },
    });
    for (const outcome of outcomes) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set password' })));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(outcome));
    }
  });

  it('says a link that cannot be used before asking for a password', async () => {
    accountServer({
      'POST /api/account/link': [[400, { error: 'The code is not valid: it may have been used already' }]],
    });
    renderAt(`/account/reset?code=${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is not valid: it may have been used already',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
