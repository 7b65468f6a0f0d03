import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { LINK_DEVICE_COOKIE } from '../src/accounts/link-device.ts';
import { PasswordChecker } from '../src/accounts/passwords.ts';
import { codeIn, Device, startInbox } from './account-kit.ts';
import { startTestServer } from './harness.ts';

const FAST = new PasswordChecker({ log2N: 10, r: 8, p: 1 });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function logSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: pino({ level: 'trace' }, sink) };
}

it('never logs a password, a code or a link, through every account flow (mail over SMTP)', async () => {
  const inbox = await startInbox(3423);
  cleanups.push(inbox.close);
  const { lines, log } = logSink();
  const server = await startTestServer({
    log,
    passwords: FAST,
    config: {
      logLevel: 'trace',
      accounts: {
        smtpUrl: inbox.url,
        mailFrom: 'game@example.com',
        production: true,
        publicUrl: 'http://party.test',
      },
    },
  });
  cleanups.push(server.cleanup);
  const secrets: string[] = [];
  const email = 'hygiene@example.com';
  const password = 'first secret passphrase';
  const device = new Device(server.url);
  await device.play('Ana');
  await device.call('/api/account/sign-up', { body: { email, password } });
  const signUp = codeIn(await inbox.mailTo(email), '/account/confirm');
  await device.call('/api/account/confirm', { body: { code: signUp } });
  await device.call('/api/account/confirm', { body: { code: signUp } });
  await device.call('/api/account/sign-in', { body: { email, password: 'a wrong passphrase' } });
  await device.call('/api/account/sign-in-link', { body: { email } });
  const link = codeIn(await inbox.mailTo(email, 1), '/account/confirm');
  await device.call('/api/account/forgot-password', { body: { email } });
  const resetMail = await inbox.mailTo(email, 2);
  const reset = codeIn(resetMail, '/account/reset');
  expect(resetMail.text).toContain(`http://party.test/account/reset?code=${reset}`);
  await device.call('/api/account/reset', { body: { code: reset, password: 'second secret passphrase' } });
  await device.call('/api/account/password', {
    body: { currentPassword: 'second secret passphrase', newPassword: 'third secret passphrase' },
  });
  await device.call('/api/account/sign-up', {
    raw: '{"email": "x@example.com", "password": "broken json passphrase',
  });
  secrets.push(
    password,
    'a wrong passphrase',
    'second secret passphrase',
    'third secret passphrase',
    signUp,
    link,
    reset,
  );
  secrets.push('broken json passphrase', 'account/confirm?code', 'account/reset?code');
  await server.cleanup();
  cleanups.pop();
  expect(lines.length).toBeGreaterThan(0);
  const everything = lines.join('\n');
  for (const secret of secrets) expect(everything).not.toContain(secret);
  // The session cookie neither, nor the browser's mark for the links it asked for.
  expect(everything).not.toContain(device.cookie.split('=')[1]);
  const mark = device.cookieValue(LINK_DEVICE_COOKIE);
  expect(mark).toMatch(/^[\w-]{43}$/);
  expect(everything).not.toContain(mark);
});

it('in development without SMTP_URL, writes each mail to the log, link and all', async () => {
  const { lines, log } = logSink();
  const server = await startTestServer({ log, passwords: FAST, config: { logLevel: 'trace' } });
  cleanups.push(server.cleanup);
  const device = new Device(server.url);
  const answer = await device.call('/api/account/sign-up', {
    body: { email: 'dev@example.com', password: 'a development passphrase' },
  });
  expect(answer.status).toBe(200);
  const deadline = Date.now() + 3000;
  // The mail's own line, not the warning at start (which names account mail too): the mail goes
  // out after the answer.
  while (!lines.some((l) => l.includes('"mail":')) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  const mail = lines
    .map((l) => JSON.parse(l) as { msg: string; mail?: { to: string; text: string } })
    .find((r) => r.mail);
  expect(mail?.mail?.to).toBe('dev@example.com');
  expect(mail?.mail?.text).toMatch(/\/account\/confirm\?code=[\w-]{43}/);
  expect(lines.some((l) => l.includes('SMTP_URL is not set'))).toBe(true);
  expect(lines.join('\n')).not.toContain('a development passphrase');
});

it('answers a sign-up as ever when the SMTP server is down, and logs the failure without the mail', async () => {
  const { lines, log } = logSink();
  const server = await startTestServer({
    log,
    passwords: FAST,
    config: {
      accounts: { smtpUrl: 'smtp://127.0.0.1:3425', mailFrom: 'game@example.com', production: false },
    },
  });
  cleanups.push(server.cleanup);
  const answer = await new Device(server.url).call('/api/account/sign-up', {
    body: { email: 'down@example.com', password: 'a passphrase for a dead server' },
  });
  expect(answer.status).toBe(200);
  const deadline = Date.now() + 5000;
  while (!lines.some((l) => l.includes('account mail not sent')) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  const everything = lines.join('\n');
  expect(everything).toContain('account mail not sent');
  expect(everything).not.toContain('down@example.com');
  expect(everything).not.toContain('code=');
  expect(everything).not.toContain('a passphrase for a dead server');
});
