import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { accountMessages } from '@unsayable/rules';
import { afterEach, expect, it } from 'vitest';
import { PasswordChecker } from '../src/accounts/passwords.ts';
import { runAccountsTool } from '../src/cli/accounts-tool.ts';
import { MemoryStore } from '../src/store/memory/memory-store.ts';
import { Device } from './account-kit.ts';
import { startTestServer, tempDir } from './harness.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const FAST = new PasswordChecker({ log2N: 10, r: 8, p: 1 });
const PASSWORD = 'correct horse battery';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

/** `npm run accounts -- …` as an operator runs it, on the server's data folder. */
function accounts(dataDir: string, ...args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'accounts', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    encoding: 'utf8',
  });
}

it('disables an account from the command line: signed out on every device, sign-in told it is disabled; enables it again', async () => {
  const dir = tempDir();
  server = await startTestServer({ dataDir: dir.path, passwords: FAST });
  const { store, url } = server;
  await store.createUser({ id: 'ana', credentialHash: 'unused', name: 'Ana', now: Date.now() });
  await store.accounts.attachEmail('ana', 'ana@example.com', await FAST.hash(PASSWORD));
  const phone = new Device(url);
  const laptop = new Device(url);
  for (const device of [phone, laptop])
    expect(
      (await device.call('/api/account/sign-in', { body: { email: 'ana@example.com', password: PASSWORD } }))
        .status,
    ).toBe(200);

  const disabled = accounts(dir.path, 'disable', ' ANA@example.com ');
  expect(disabled.stderr).toBe('');
  expect(disabled.stdout).toMatch(/^disabled ana@example\.com: signed out on every device/);
  expect(disabled.status).toBe(0);
  for (const device of [phone, laptop]) expect((await device.call('/api/account')).body.signedIn).toBe(false);
  expect(
    await phone.call('/api/account/sign-in', { body: { email: 'ana@example.com', password: PASSWORD } }),
  ).toMatchObject({
    status: 403,
    body: { error: accountMessages.disabled },
  });

  expect(accounts(dir.path, 'enable', 'ana@example.com').status).toBe(0);
  expect(
    (await phone.call('/api/account/sign-in', { body: { email: 'ana@example.com', password: PASSWORD } }))
      .status,
  ).toBe(200);
  await server.cleanup();
  server = undefined;
  dir.remove();
}, 30_000);

it('says what is wrong in one line: no such account, no email, an unknown command', async () => {
  const store = new MemoryStore();
  const lines: string[] = [];
  const io = {
    out: (l: string) => lines.push(`out ${l}`),
    err: (l: string) => lines.push(`err ${l}`),
    readFile: () => '',
  };
  expect(await runAccountsTool(['disable', 'nobody@example.com'], store, io)).toBe(1);
  expect(await runAccountsTool(['disable'], store, io)).toBe(2);
  expect(await runAccountsTool(['explode', 'a@b.c'], store, io)).toBe(2);
  expect(lines.slice(0, 3)).toEqual([
    'err no account with email "nobody@example.com"',
    "err disable needs the account's email",
    'err unknown command "explode"',
  ]);
  await store.createUser({ id: 'bo', credentialHash: 'h', name: 'Bo', now: 0 });
  await store.accounts.attachEmail('bo', 'bo@example.com', null);
  lines.length = 0;
  expect(await runAccountsTool(['show', 'bo@example.com'], store, io)).toBe(0);
  expect(lines).toEqual(['out bo@example.com  enabled  player bo']);
});
