import { accountMessages, type OtherDevice } from '@unsayable/rules';
import { afterEach, expect, it } from 'vitest';
import { PasswordChecker } from '../src/accounts/passwords.ts';
import { SESSION_RECHECK_MS } from '../src/sockets/sockets.ts';
import { Device } from './account-kit.ts';
import { Client, startTestServer, TestClock } from './harness.ts';

const FAST = new PasswordChecker({ log2N: 10, r: 8, p: 1 });
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.cleanup();
  server = undefined;
});

/** What a connection was told before the server closed it. */
function displacement(client: Client) {
  return new Promise<{ message: OtherDevice; reason: string }>((resolve) => {
    client.socket.once('otherDevice' as never, (message: OtherDevice) => {
      client.socket.once('disconnect', (reason) => resolve({ message, reason }));
    });
  });
}

it('keeps a player in a game on one device at a time: the older device is told and disconnected, and may take it back', async () => {
  server = await startTestServer({ passwords: FAST });
  const { url, store } = server;
  await store.createUser({ id: 'ana', credentialHash: 'first', name: 'Ana', now: Date.now() });
  await store.accounts.attachEmail('ana', 'ana@example.com', await FAST.hash('correct horse battery'));
  const signIn = async () => {
    const device = new Device(url);
    await device.call('/api/account/sign-in', {
      body: { email: 'ana@example.com', password: 'correct horse battery' },
    });
    return device.cookie;
  };
  const phoneCookie = await signIn();
  const laptopCookie = await signIn();
  const connect = async (cookie: string) => {
    const client = await Client.connect(url, { cookie, playerId: 'ana' }, { reconnection: false });
    clients.push(client);
    return client;
  };
  const phone = await connect(phoneCookie);
  expect(phone.hello.playerId).toBe('ana');
  const created = await phone.ok('createGame', { name: 'Ana', settings: {} });
  const code = (created.data as { gamecode: string }).gamecode;
  await phone.watch(code);
  // The account page lists the game, to the account only.
  const page = new Device(url);
  page.cookie = phoneCookie;
  expect((await page.call('/api/account')).body.games).toEqual([
    { code, playedAt: expect.any(Number), team: expect.any(String), result: 'unfinished' },
  ]);

  // A second tab of the same device is the same device: nobody is displaced.
  const phoneTab = await connect(phoneCookie);
  let tabDisplaced = false;
  phoneTab.socket.on('otherDevice' as never, () => {
    tabDisplaced = true;
  });
  await phoneTab.watch(code);

  const phoneTold = displacement(phone);
  const tabTold = displacement(phoneTab);
  const laptop = await connect(laptopCookie);
  await laptop.watch(code);
  const told = await phoneTold;
  expect(told.message).toEqual({
    gamecode: code,
    error: accountMessages.otherDevice,
    errorRef: { key: 'account.otherDevice', params: {} },
  });
  expect(told.reason).toBe('io server disconnect');
  expect((await tabTold).message.error).toBe('You opened this game on another device');
  expect(tabDisplaced).toBe(true);
  expect(laptop.socket.connected).toBe(true);

  // Play here: the phone connects again and opens the game, its code typed in lower case (the same
  // game, so the same rule); now the laptop is told, of the game by its code.
  const laptopTold = displacement(laptop);
  const phoneAgain = await connect(phoneCookie);
  await phoneAgain.ok('watchGame', { gamecode: code.toLowerCase() });
  expect((await laptopTold).message.gamecode).toBe(code);
  expect(phoneAgain.socket.connected).toBe(true);
});

it('leaves two different players in one game alone', async () => {
  server = await startTestServer();
  const host = await Client.connect(server.url);
  const guest = await Client.connect(server.url);
  clients.push(host, guest);
  let displaced = false;
  for (const c of [host, guest])
    c.socket.on('otherDevice' as never, () => {
      displaced = true;
    });
  const created = await host.ok('createGame', { name: 'Host', settings: {} });
  const code = (created.data as { gamecode: string }).gamecode;
  await guest.ok('joinGame', { gamecode: code, name: 'Guest' });
  await host.watch(code);
  await guest.watch(code);
  expect(displaced).toBe(false);
  expect(host.socket.connected && guest.socket.connected).toBe(true);
});

it('stops a connection whose device was signed out meanwhile, on its next request after SESSION_RECHECK_MS', async () => {
  const clock = new TestClock();
  server = await startTestServer({ passwords: FAST, now: clock.now });
  const { url, store } = server;
  await store.createUser({ id: 'ana', credentialHash: 'first', name: 'Ana', now: clock.now() });
  await store.accounts.attachEmail('ana', 'ana@example.com', await FAST.hash('correct horse battery'));
  const device = new Device(url);
  await device.call('/api/account/sign-in', {
    body: { email: 'ana@example.com', password: 'correct horse battery' },
  });
  const phone = await Client.connect(
    url,
    { cookie: device.cookie, playerId: 'ana' },
    { reconnection: false },
  );
  const stranger = await Client.connect(url);
  clients.push(phone, stranger);
  const created = await phone.ok('createGame', { name: 'Ana', settings: {} });
  const code = (created.data as { gamecode: string }).gamecode;

  // The operator disables the account (npm run accounts -- disable), from another process.
  expect(await store.accounts.setDisabled('ana', true)).toBe(true);
  clock.advance(SESSION_RECHECK_MS);
  const closed = new Promise<string>((resolve) => phone.socket.once('disconnect', resolve));
  const refused = await phone.request('watchGame', { gamecode: code });
  expect(refused).toMatchObject({
    ok: false,
    error: accountMessages.sessionEnded,
    errorRef: { key: 'account.sessionEnded' },
  });
  expect(await closed).toBe('io server disconnect');
  // An anonymous player's connection, looked up again too, plays on.
  await stranger.ok('createGame', { name: 'Sam', settings: {} });
  expect(stranger.socket.connected).toBe(true);
});
