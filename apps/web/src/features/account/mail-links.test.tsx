// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepDeckKey } from '../../net/deck-keys.ts';
import { accountServer } from '../../testing/account-server.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import ConfirmLink from './confirm-link.tsx';
import ResetPassword from './reset-password.tsx';

const CODE = 'c0de-from-the-mail';

/** The page at its own route; anywhere else (/account) is the landing stand-in, to read where it went. */
function renderAt(path: string) {
  const route = path.split('?')[0] ?? path;
  return renderScreen(route === '/account/reset' ? <ResetPassword /> : <ConfirmLink />, { path, route });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/account/confirm?code=…, a mail’s link', () => {
  it('sends the code once on load, then this device is the account’s player and goes to /account', async () => {
    keepDeckKey('AbCdEfGhIjKlMnOpQrSt_-', 'k'.repeat(32));
    const server = accountServer({
      'POST /api/account/confirm': [[200, { signedIn: true, email: 'ana@example.com' }]],
      'POST /api/account/decks/claim': [[200, { claimed: 1 }]],
    });
    const { connection } = renderAt(`/account/confirm?code=${CODE}`);
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/account'));
    expect(server.sent('POST /api/account/confirm')).toEqual([{ code: CODE }]);
    expect(server.sent('POST /api/account/decks/claim')).toHaveLength(1);
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
  });

  it('shows a refused code in an alert, with the way back, and goes nowhere', async () => {
    accountServer({
      'POST /api/account/confirm': [[400, { error: 'The code has expired: ask for a new one' }]],
    });
    const { connection } = renderAt(`/account/confirm?code=${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toBe('The code has expired: ask for a new one');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link did not work');
    expect(screen.getByRole('link', { name: 'Back to Account' }).getAttribute('href')).toBe('/account');
    expect(connection.reconnect).not.toHaveBeenCalled();
  });
});

describe('/account/reset?code=…, the reset mail’s link', () => {
  it('sets the new password with the code; a weak one is refused and can be tried again', async () => {
    const server = accountServer({
      'POST /api/account/reset': [
        [
          400,
          { error: 'The password is not strong enough: use at least 10 characters, not a common password' },
        ],
        [200, { signedIn: true, email: 'ana@example.com' }],
      ],
    });
    const { connection } = renderAt(`/account/reset?code=${CODE}`);
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
    expect(connection.reconnect).toHaveBeenCalledTimes(1);
  });

  it('shows each of the server’s outcomes as it words them', async () => {
    const outcomes = [
      'The code has expired: ask for a new one',
      'The code is not valid: it may have been used already',
      'There is no account for this code',
      'This account has been disabled',
    ];
    accountServer({
      'POST /api/account/reset': outcomes.map((error) => [400, { error }] as [number, unknown]),
    });
    renderAt(`/account/reset?code=${CODE}`);
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'a much longer passphrase' },
    });
    for (const outcome of outcomes) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set password' })));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(outcome));
    }
  });
});
