import { accountMessages, fixedMessages } from '@unsayable/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PasswordChecker } from '../src/accounts/passwords.ts';
import { codeIn, Device, startInbox } from './account-kit.ts';
import { startTestServer } from './harness.ts';

const FAST = new PasswordChecker({ log2N: 10, r: 8, p: 1 });
const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

let inbox: Awaited<ReturnType<typeof startInbox>>;
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
let clock = Date.now();

beforeAll(async () => {
  inbox = await startInbox(3421);
});
afterAll(async () => {
  await inbox.close();
});
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

async function start(accounts: Record<string, unknown> = {}, perAddress: Record<string, number> = {}) {
  clock = Date.now();
  server = await startTestServer({
    now: () => clock,
    passwords: FAST,
    config: {
      perAddress: {
        connections: 10_000,
        sessionsPerMinute: 10_000,
        gamesPerHour: 10_000,
        deckWritesPerHour: 10_000,
        ...perAddress,
      },
      accounts: {
        smtpUrl: inbox.url,
        mailFrom: 'Unsayable <game@example.com>',
        production: false,
        ...accounts,
      },
    },
  });
  return server;
}

let nextAddress = 0;
const address = () => `player${++nextAddress}-${Date.now()}@example.com`;

/** Signs up on `device` through the mailed link; resolves with the mail's code. */
async function signUp(device: Device, email: string, password = PASSWORD) {
  const before = inbox.mails.filter((m) => m.to.includes(email)).length;
  const answer = await device.call('/api/account/sign-up', { body: { email, password } });
  expect(answer).toMatchObject({
    status: 200,
    body: { signedIn: false, message: accountMessages.checkEmailSignUp },
  });
  const mail = await inbox.mailTo(email, before);
  return { mail, code: codeIn(mail, '/account/confirm') };
}

/** An account made on one device: signed up, and confirmed by the link opened there. */
async function makeAccount(url: string, email: string, password = PASSWORD) {
  const device = new Device(url);
  const confirmed = await device.call('/api/account/confirm', {
    body: { code: (await signUp(device, email, password)).code },
  });
  expect(confirmed.status).toBe(200);
  return device;
}

const refusal = (status: number, error: string) => ({ status, body: expect.objectContaining({ error }) });

describe('accounts over HTTP, mail through a real SMTP server', () => {
  it('signs up by the mailed link: the same player (seat, name, decks), a rotated cookie, a link that works once', async () => {
    const { url } = await start();
    const phone = new Device(url);
    const playerId = await phone.play('Ana');
    const deck = await phone.call('/api/decks', { body: { name: 'Mine', language: 'en', text: 'Dog|bark' } });
    expect(deck.status).toBe(201);
    const email = address();
    const { mail, code } = await signUp(phone, email);
    expect(mail.text).toContain('Finish signing up');
    const anonymousCookie = phone.cookie;
    const confirmed = await phone.call('/api/account/confirm', { body: { code } });
    expect(confirmed).toMatchObject({ status: 200, body: { signedIn: true, email } });
    expect(confirmed.setCookie).toMatch(/HttpOnly/i);
    expect(confirmed.setCookie).toMatch(/SameSite=Lax/i);
    expect(phone.cookie).not.toBe(anonymousCookie);
    // The same player: the session endpoint names the same id.
    expect((await phone.call('/api/session', { body: {} })).body.playerId).toBe(playerId);
    const profile = await phone.call('/api/account');
    expect(profile.body).toMatchObject({ signedIn: true, email, name: 'Ana', games: [] });
    expect(profile.body.decks).toEqual([
      expect.objectContaining({ id: deck.body.id, name: 'Mine', cardCount: 1 }),
    ]);
    // The old cookie is no one's now; the link works once.
    const stale = new Device(url);
    stale.cookie = anonymousCookie;
    expect((await stale.call('/api/account')).body).toEqual({ signedIn: false });
    expect(await phone.call('/api/account/confirm', { body: { code } })).toMatchObject(
      refusal(400, accountMessages.codeInvalid),
    );
  });

  it('answers a sign-up for an existing address as for a new one; the mail says so and signs in', async () => {
    const { url } = await start();
    const email = address();
    await makeAccount(url, email);
    const other = new Device(url);
    await other.play('Someone');
    const { mail, code } = await signUp(other, email, 'another long password');
    expect(mail.text).toContain('already has an account');
    const signedIn = await other.call('/api/account/confirm', { body: { code } });
    expect(signedIn).toMatchObject({ status: 200, body: { signedIn: true, email } });
  });

  it('refuses bad input with clear words and changes nothing', async () => {
    const { url } = await start();
    const device = new Device(url);
    const mailsBefore = inbox.mails.length;
    for (const body of [{}, { email: 'a@example.com' }, { password: PASSWORD }, { email: '', password: '' }])
      expect(await device.call('/api/account/sign-up', { body })).toMatchObject(
        refusal(400, fixedMessages.emailAndPasswordRequired),
      );
    for (const email of ['not an email', 'a@b', 'аdmin@example.com', 'admin@exаmple.com'])
      expect(
        await device.call('/api/account/sign-up', { body: { email, password: PASSWORD } }),
      ).toMatchObject(refusal(400, accountMessages.badEmail));
    for (const password of ['short', 'password123', 'QWERTYUIOP'])
      expect(
        await device.call('/api/account/sign-up', { body: { email: address(), password } }),
      ).toMatchObject(refusal(400, accountMessages.weakPassword));
    const started = performance.now();
    const huge = await device.call('/api/account/sign-up', {
      raw: JSON.stringify({ email: address(), password: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(huge).toMatchObject(refusal(413, accountMessages.passwordTooLong));
    expect(performance.now() - started).toBeLessThan(3000);
    expect(
      await device.call('/api/account/sign-up', { body: { email: address(), password: 'y'.repeat(300) } }),
    ).toMatchObject(refusal(400, accountMessages.passwordTooLong));
    const refused = await device.call('/api/account/sign-up', {
      body: { email: address(), password: PASSWORD },
      origin: 'https://evil.example',
    });
    expect(refused.status).toBe(403);
    expect(await device.call('/api/account/confirm', { body: { code: 'nope' } })).toMatchObject(
      refusal(400, accountMessages.codeInvalid),
    );
    expect(inbox.mails.length).toBe(mailsBefore);
    // Every refusal carries its message key.
    const keyed = await device.call('/api/account/sign-up', { body: {} });
    expect(keyed.body.errorRef).toEqual({ key: 'fixed.emailAndPasswordRequired', params: {} });
  });

  it('takes a full-width look-alike of an address as the address itself', async () => {
    const { url } = await start();
    const email = address();
    await makeAccount(url, email);
    const wide = [...email]
      .map((c) => (/[a-z0-9]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c))
      .join('');
    const device = new Device(url);
    expect(
      await device.call('/api/account/sign-in', {
        body: { email: `  ${wide.toUpperCase()} `, password: PASSWORD },
      }),
    ).toMatchObject({
      status: 200,
      body: { signedIn: true, email },
    });
  });

  it('signs in with the password on a second device: the decks made there anonymously join the account', async () => {
    const { url } = await start();
    const phone = new Device(url);
    const accountId = await phone.play('Ana');
    const email = address();
    await phone.call('/api/account/confirm', { body: { code: (await signUp(phone, email)).code } });
    const laptop = new Device(url);
    await laptop.play('Ana on a laptop');
    const deck = await laptop.call('/api/decks', {
      body: { name: 'Laptop deck', language: 'en', text: 'Cat|meow' },
    });
    expect(
      await laptop.call('/api/account/sign-in', { body: { email, password: 'wrong password here' } }),
    ).toMatchObject(refusal(400, accountMessages.wrongPassword));
    expect(
      await laptop.call('/api/account/sign-in', { body: { email: address(), password: PASSWORD } }),
    ).toMatchObject(refusal(400, accountMessages.wrongPassword));
    const before = laptop.cookie;
    expect(await laptop.call('/api/account/sign-in', { body: { email, password: PASSWORD } })).toMatchObject({
      status: 200,
      body: { signedIn: true, email },
    });
    expect(laptop.cookie).not.toBe(before);
    expect((await laptop.call('/api/session', { body: {} })).body.playerId).toBe(accountId);
    const onPhone = await phone.call('/api/account');
    expect((onPhone.body.decks as { id: string }[]).map((d) => d.id)).toEqual([deck.body.id]);
    // The owner edits and deletes from either device without the key; its page tells them so.
    expect((await phone.call(`/api/decks/${deck.body.id}`)).body.yours).toBe(true);
    expect((await new Device(url).call(`/api/decks/${deck.body.id}`)).body.yours).toBe(false);
    expect(
      (
        await phone.call(`/api/decks/${deck.body.id}`, {
          method: 'PUT',
          body: { name: 'Renamed', language: 'en', text: 'Cat|meow' },
        })
      ).status,
    ).toBe(200);
    expect((await new Device(url).call(`/api/decks/${deck.body.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await phone.call(`/api/decks/${deck.body.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('limits failed sign-ins per account, from any address, even with the right password after', async () => {
    const { url } = await start();
    const email = address();
    await makeAccount(url, email);
    const device = new Device(url);
    for (let i = 0; i < 10; i++)
      expect(
        (await device.call('/api/account/sign-in', { body: { email, password: `wrong password ${i}` } }))
          .status,
      ).toBe(400);
    expect(await device.call('/api/account/sign-in', { body: { email, password: PASSWORD } })).toMatchObject(
      refusal(429, accountMessages.tooManyAttempts),
    );
    clock += 16 * MINUTE;
    expect((await device.call('/api/account/sign-in', { body: { email, password: PASSWORD } })).status).toBe(
      200,
    );
  });

  it('signs in by an emailed link, once; an unknown address gets the same answer and no mail', async () => {
    const { url } = await start();
    const email = address();
    await makeAccount(url, email);
    const device = new Device(url);
    const asked = await device.call('/api/account/sign-in-link', { body: { email } });
    expect(asked).toEqual(
      expect.objectContaining({ status: 200, body: { message: accountMessages.checkEmailLink } }),
    );
    const code = codeIn(await inbox.mailTo(email, 1), '/account/confirm');
    expect(await device.call('/api/account/confirm', { body: { code } })).toMatchObject({
      status: 200,
      body: { signedIn: true, email },
    });
    expect(await device.call('/api/account/confirm', { body: { code } })).toMatchObject(
      refusal(400, accountMessages.codeInvalid),
    );
    const unknown = address();
    const mails = inbox.mails.length;
    expect((await device.call('/api/account/sign-in-link', { body: { email: unknown } })).body).toEqual({
      message: accountMessages.checkEmailLink,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.mails.length).toBe(mails);
    // A link is good for 15 minutes.
    await device.call('/api/account/sign-in-link', { body: { email } });
    const late = codeIn(await inbox.mailTo(email, 2), '/account/confirm');
    clock += 15 * MINUTE + 1;
    expect(await new Device(url).call('/api/account/confirm', { body: { code: late } })).toMatchObject(
      refusal(400, accountMessages.codeExpired),
    );
  });

  describe('password reset: the five outcomes and the good one', () => {
    /** A reset code asked for on `device` (where its link acts as asked). */
    async function resetCode(device: Device, email: string, skip: number) {
      const asked = await device.call('/api/account/forgot-password', { body: { email } });
      expect(asked.body).toEqual({ message: accountMessages.checkEmailReset });
      return codeIn(await inbox.mailTo(email, skip), '/account/reset');
    }

    it('expired after an hour', async () => {
      const { url } = await start();
      const email = address();
      await makeAccount(url, email);
      const device = new Device(url);
      const code = await resetCode(device, email, 1);
      clock += 59 * MINUTE;
      expect(await device.call('/api/account/reset', { body: { code, password: 'short' } })).toMatchObject(
        refusal(400, accountMessages.weakPassword),
      );
      clock += 2 * MINUTE;
      expect(
        await device.call('/api/account/reset', { body: { code, password: 'a new long password' } }),
      ).toMatchObject(refusal(400, accountMessages.codeExpired));
    });

    it('invalid: made up, or used twice; a weak password first uses nothing; the good one signs out everywhere', async () => {
      const { url } = await start();
      const email = address();
      const phone = new Device(url);
      await phone.call('/api/account/confirm', { body: { code: (await signUp(phone, email)).code } });
      const device = new Device(url);
      const code = await resetCode(device, email, 1);
      expect(
        await device.call('/api/account/reset', {
          body: { code: 'x'.repeat(43), password: 'a new long password' },
        }),
      ).toMatchObject(refusal(400, accountMessages.codeInvalid));
      expect(
        await device.call('/api/account/reset', { body: { code, password: 'qwertyuiop' } }),
      ).toMatchObject(refusal(400, accountMessages.weakPassword));
      expect(
        await device.call('/api/account/reset', { body: { code, password: 'a new long password' } }),
      ).toMatchObject({
        status: 200,
        body: { signedIn: true, email },
      });
      expect(
        await device.call('/api/account/reset', { body: { code, password: 'a third long password' } }),
      ).toMatchObject(refusal(400, accountMessages.codeInvalid));
      // The phone, signed in before the reset, is signed out; the new password works, the old does not.
      expect((await phone.call('/api/account')).body.signedIn).toBe(false);
      expect(
        (await new Device(url).call('/api/account/sign-in', { body: { email, password: PASSWORD } })).status,
      ).toBe(400);
      expect(
        (
          await new Device(url).call('/api/account/sign-in', {
            body: { email, password: 'a new long password' },
          })
        ).status,
      ).toBe(200);
    });

    it('disabled user, and user not found', async () => {
      const { url, store } = await start();
      const gone = address();
      const off = address();
      const goneDevice = new Device(url);
      for (const [device, email] of [
        [goneDevice, gone],
        [new Device(url), off],
      ] as const)
        await device.call('/api/account/confirm', { body: { code: (await signUp(device, email)).code } });
      const device = new Device(url);
      const goneCode = await resetCode(device, gone, 1);
      const offCode = await resetCode(device, off, 1);
      expect((await goneDevice.call('/api/account', { method: 'DELETE' })).status).toBe(200);
      const offAccount = await store.accounts.accountByEmail(off);
      await store.accounts.setDisabled(String(offAccount?.id), true);
      expect(
        await device.call('/api/account/reset', {
          body: { code: goneCode, password: 'a new long password' },
        }),
      ).toMatchObject(refusal(400, accountMessages.userNotFound));
      expect(
        await device.call('/api/account/reset', { body: { code: offCode, password: 'a new long password' } }),
      ).toMatchObject(refusal(403, accountMessages.disabled));
      expect(
        await device.call('/api/account/sign-in', { body: { email: off, password: PASSWORD } }),
      ).toMatchObject(refusal(403, accountMessages.disabled));
    });
  });

  it('changes the password, signs out to a new anonymous player, deletes the account with its decks', async () => {
    const { url } = await start();
    const phone = new Device(url);
    const accountId = await phone.play('Ana');
    const email = address();
    await phone.call('/api/account/confirm', { body: { code: (await signUp(phone, email)).code } });
    const deck = await phone.call('/api/decks', { body: { name: 'Mine', language: 'en', text: 'Dog|bark' } });
    expect(
      await phone.call('/api/account/password', {
        body: { currentPassword: 'wrong one here', newPassword: 'a new long password' },
      }),
    ).toMatchObject(refusal(400, accountMessages.currentPasswordWrong));
    expect(
      await phone.call('/api/account/password', {
        body: { currentPassword: PASSWORD, newPassword: 'short' },
      }),
    ).toMatchObject(refusal(400, accountMessages.weakPassword));
    expect(
      (
        await phone.call('/api/account/password', {
          body: { currentPassword: PASSWORD, newPassword: 'a new long password' },
        })
      ).status,
    ).toBe(200);
    expect(await phone.call('/api/account/sign-out', { body: {} })).toMatchObject({
      status: 200,
      body: { signedIn: false },
    });
    expect((await phone.call('/api/session', { body: {} })).body.playerId).not.toBe(accountId);
    expect(
      await phone.call('/api/account/password', { body: { currentPassword: 'x', newPassword: 'y' } }),
    ).toMatchObject(refusal(401, accountMessages.notSignedIn));
    expect(
      (await phone.call('/api/account/sign-in', { body: { email, password: 'a new long password' } })).status,
    ).toBe(200);
    expect(await phone.call('/api/account', { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { signedIn: false },
    });
    expect((await phone.call(`/api/decks/${deck.body.id}`)).status).toBe(404);
    expect(
      (await phone.call('/api/account/sign-in', { body: { email, password: 'a new long password' } })).status,
    ).toBe(400);
  });

  it('claims decks by their keys for the account, never another owner’s', async () => {
    const { url } = await start();
    const old = await new Device(url).call('/api/decks', {
      body: { name: 'Old', language: 'en', text: 'Dog|bark' },
    });
    const phone = new Device(url);
    await phone.play('Ana');
    expect(await phone.call('/api/account/decks/claim', { body: { decks: [] } })).toMatchObject(
      refusal(401, accountMessages.notSignedIn),
    );
    const email = address();
    await phone.call('/api/account/confirm', { body: { code: (await signUp(phone, email)).code } });
    const claimed = await phone.call('/api/account/decks/claim', {
      body: {
        decks: [{ id: old.body.id, key: old.body.editKey }, { id: old.body.id, key: 'wrong' }, { id: 5 }],
      },
    });
    expect(claimed).toMatchObject({ status: 200, body: { claimed: 1 } });
    expect(((await phone.call('/api/account')).body.decks as { id: string }[]).map((d) => d.id)).toEqual([
      old.body.id,
    ]);
  });

  it('refuses a flood of account requests from one address, whatever the addresses asked for', async () => {
    const { url } = await start({}, { accountAttemptsPerHour: 3 });
    const device = new Device(url);
    for (let i = 0; i < 3; i++)
      expect((await device.call('/api/account/sign-in-link', { body: { email: address() } })).status).toBe(
        200,
      );
    expect(
      await device.call('/api/account/sign-in', { body: { email: address(), password: PASSWORD } }),
    ).toMatchObject(refusal(429, accountMessages.tooManyFromNetwork));
    clock += 30 * MINUTE;
    expect((await device.call('/api/account/sign-in-link', { body: { email: address() } })).status).toBe(200);
  });

  it('refuses account features in production without SMTP_URL, and says why at start', async () => {
    const { url } = await start({ smtpUrl: undefined, production: true, publicUrl: 'https://party.example' });
    const device = new Device(url);
    expect(await device.call('/api/account')).toMatchObject(refusal(503, accountMessages.unavailable));
    expect(
      await device.call('/api/account/sign-up', { body: { email: address(), password: PASSWORD } }),
    ).toMatchObject(refusal(503, accountMessages.unavailable));
    // Playing needs no account.
    expect((await device.call('/api/session', { body: { name: 'Bo' } })).status).toBe(201);
  });

  it('tells the web client of the OpenID provider by name', async () => {
    const { url } = await start({
      oidc: { issuer: 'https://id.example', clientId: 'c', clientSecret: 's', name: 'Example ID' },
    });
    expect((await new Device(url).call('/api/account')).body).toEqual({
      signedIn: false,
      oidc: { enabled: true, name: 'Example ID' },
    });
  });
});
