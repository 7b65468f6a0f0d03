import { afterEach, expect, it } from 'vitest';
import { PasswordChecker } from '../src/accounts/passwords.ts';
import { Device } from './account-kit.ts';
import { startTestServer } from './harness.ts';

const FAST = new PasswordChecker({ log2N: 10, r: 8, p: 1 });
const NEW_PLAYERS_A_MINUTE = 3;

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

async function start(accounts?: { production: boolean; mailFrom: string; publicUrl?: string }) {
  server = await startTestServer({
    passwords: FAST,
    config: {
      perAddress: {
        connections: 10_000,
        sessionsPerMinute: NEW_PLAYERS_A_MINUTE,
        gamesPerHour: 10_000,
        deckWritesPerHour: 10_000,
      },
      ...(accounts ? { accounts } : {}),
    },
  });
  return server;
}

it('a sign-out makes a new anonymous player only within the address’s new players a minute, even with accounts off', async () => {
  const { url } = await start({ production: true, mailFrom: 'game@example.com' });
  const device = new Device(url);
  const cookies = new Set<string>();
  for (let i = 0; i < 10; i++) {
    expect(await device.call('/api/account/sign-out', { body: {} })).toMatchObject({
      status: 200,
      body: { signedIn: false },
    });
    if (device.cookie) cookies.add(device.cookie);
  }
  expect(cookies.size).toBe(NEW_PLAYERS_A_MINUTE);
  // Past the limit the device holds no player at all, and a new session is refused as ever.
  expect(device.cookie).toBe('');
  expect((await device.call('/api/session', { body: {} })).status).toBe(429);
});

it('signs a device out past the limit all the same: its credential is no one’s', async () => {
  const { url, store } = await start();
  await store.createUser({ id: 'ana', credentialHash: 'first', name: 'Ana', now: Date.now() });
  await store.accounts.attachEmail('ana', 'ana@example.com', await FAST.hash('correct horse battery'));
  const phone = new Device(url);
  expect(
    (
      await phone.call('/api/account/sign-in', {
        body: { email: 'ana@example.com', password: 'correct horse battery' },
      })
    ).status,
  ).toBe(200);
  const signedIn = phone.cookie;
  const spender = new Device(url);
  for (let i = 0; i < NEW_PLAYERS_A_MINUTE; i++) await spender.call('/api/account/sign-out', { body: {} });

  expect(await phone.call('/api/account/sign-out', { body: {} })).toMatchObject({
    status: 200,
    body: { signedIn: false },
  });
  expect(phone.cookie).toBe('');
  const stale = new Device(url);
  stale.cookie = signedIn;
  expect((await stale.call('/api/account')).body).toEqual({ signedIn: false });
});
