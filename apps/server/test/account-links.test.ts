import { accountMessages } from '@unsayable/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashCode, newCode } from '../src/accounts/codes.ts';
import { PasswordChecker } from '../src/accounts/passwords.ts';
import { codeIn, Device, startInbox } from './account-kit.ts';
import { startTestServer } from './harness.ts';

const FAST = new PasswordChecker({ log2N: 10, r: 8, p: 1 });
const MALLORY_PASSWORD = 'mallory knows this one';
const VICTIM_PASSWORD = 'only the victim knows';

let inbox: Awaited<ReturnType<typeof startInbox>>;
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

beforeAll(async () => {
  inbox = await startInbox(3426);
});
afterAll(async () => {
  await inbox.close();
});
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

async function start() {
  server = await startTestServer({
    passwords: FAST,
    config: {
      accounts: { smtpUrl: inbox.url, mailFrom: 'Unsayable <game@example.com>', production: false },
    },
  });
  return server.url;
}

let nextAddress = 0;
const address = (who: string) => `${who}${++nextAddress}-${Date.now()}@example.com`;

/** The code of the next mail to `email` holding a link to `path`, after the mails already there. */
async function mailedCode(email: string, path: string, ask: () => Promise<unknown>) {
  const before = inbox.mails.filter((m) => m.to.includes(email)).length;
  await ask();
  return codeIn(await inbox.mailTo(email, before), path);
}

/** A player with a deck of their own, as a victim's phone is. */
async function playerWithDeck(url: string, name: string) {
  const device = new Device(url);
  const playerId = await device.play(name);
  const deck = await device.call('/api/decks', {
    body: { name: `${name}'s deck`, language: 'en', text: 'Dog|bark' },
  });
  expect(deck.status).toBe(201);
  return { device, playerId, deckId: String(deck.body.id) };
}

/** An account made the ordinary way: signed up and confirmed on the same device. */
async function accountOn(url: string, email: string, password: string) {
  const device = new Device(url);
  const code = await mailedCode(email, '/account/confirm', () =>
    device.call('/api/account/sign-up', { body: { email, password } }),
  );
  expect((await device.call('/api/account/confirm', { body: { code } })).status).toBe(200);
  return device;
}

/** What the account of `email` holds when signed in with `password` on a new device, or the refusal. */
async function signInFresh(url: string, email: string, password: string) {
  const device = new Device(url);
  const answer = await device.call('/api/account/sign-in', { body: { email, password } });
  if (answer.status !== 200) return { status: answer.status, playerId: undefined, decks: [] as string[] };
  const playerId = String((await device.call('/api/session', { body: {} })).body.playerId);
  const decks = ((await device.call('/api/account')).body.decks as { id: string }[]).map((d) => d.id);
  return { status: answer.status, playerId, decks };
}

const deckIdsOf = async (device: Device) =>
  ((await device.call('/api/account')).body.decks as { id: string }[] | undefined)?.map((d) => d.id) ?? [];

/**
 * Mailed links in other hands. Each sequence is a page of a mail's link opened on a device that did
 * not ask for it: what the link page sends when it opens (the code alone), then the page's press on
 * the other-device wording. Nothing may reach the attacker, and no player of the opening device may
 * join an account unless it asked to.
 */
describe('a mailed link opened on a device that did not ask for it', () => {
  it("a sign-up's link opened by a victim: the victim's player and decks never join the attacker's account", async () => {
    const url = await start();
    const mallory = address('mallory');
    const attacker = new Device(url);
    const code = await mailedCode(mallory, '/account/confirm', () =>
      attacker.call('/api/account/sign-up', { body: { email: mallory, password: MALLORY_PASSWORD } }),
    );
    const victim = await playerWithDeck(url, 'Vic');

    // The page opens: the code alone, as a page that acted on load sent it.
    expect(await victim.device.call('/api/account/confirm', { body: { code } })).toMatchObject({
      status: 409,
      body: { error: accountMessages.linkFromAnotherDevice },
    });
    expect((await victim.device.call('/api/account')).body.signedIn).toBe(false);
    expect((await signInFresh(url, mallory, MALLORY_PASSWORD)).status).toBe(400);

    // The victim presses Finish signing up on the other-device wording: a new player is the
    // account, with the password typed here; the victim's own player stays apart.
    const pressed = await victim.device.call('/api/account/confirm', {
      body: { code, anotherDevice: true, password: VICTIM_PASSWORD },
    });
    expect(pressed).toMatchObject({ status: 200, body: { signedIn: true, email: mallory } });
    const account = await signInFresh(url, mallory, VICTIM_PASSWORD);
    expect(account.playerId).not.toBe(victim.playerId);
    expect(account.decks).toEqual([]);
    expect((await signInFresh(url, mallory, MALLORY_PASSWORD)).status).toBe(400);
    // The deck is still the victim's anonymous player's, not the account's.
    expect(await deckIdsOf(victim.device)).toEqual([]);
  });

  it("a sign-in link opened by a victim: the victim is not signed in on opening, and the press moves none of the victim's decks", async () => {
    const url = await start();
    const mallory = address('mallory');
    const attacker = await accountOn(url, mallory, MALLORY_PASSWORD);
    const code = await mailedCode(mallory, '/account/confirm', () =>
      attacker.call('/api/account/sign-in-link', { body: { email: mallory } }),
    );
    const victim = await playerWithDeck(url, 'Vic');

    expect(await victim.device.call('/api/account/confirm', { body: { code } })).toMatchObject({
      status: 409,
      body: { error: accountMessages.linkFromAnotherDevice },
    });
    expect((await victim.device.call('/api/account')).body.signedIn).toBe(false);
    expect((await victim.device.call('/api/session', { body: {} })).body.playerId).toBe(victim.playerId);

    const pressed = await victim.device.call('/api/account/confirm', { body: { code, anotherDevice: true } });
    expect(pressed).toMatchObject({ status: 200, body: { signedIn: true, email: mallory } });
    expect((await signInFresh(url, mallory, MALLORY_PASSWORD)).decks).toEqual([]);
  });

  it("a sign-up made by an attacker with the victim's address: the victim's confirmation never keeps the attacker's password", async () => {
    const url = await start();
    const victimEmail = address('victim');
    const attacker = new Device(url);
    const code = await mailedCode(victimEmail, '/account/confirm', () =>
      attacker.call('/api/account/sign-up', { body: { email: victimEmail, password: MALLORY_PASSWORD } }),
    );
    const victim = await playerWithDeck(url, 'Vic');

    await victim.device.call('/api/account/confirm', { body: { code } });
    expect((await signInFresh(url, victimEmail, MALLORY_PASSWORD)).status).toBe(400);

    const pressed = await victim.device.call('/api/account/confirm', {
      body: { code, anotherDevice: true, password: VICTIM_PASSWORD },
    });
    expect(pressed).toMatchObject({ status: 200, body: { signedIn: true, email: victimEmail } });
    expect((await signInFresh(url, victimEmail, MALLORY_PASSWORD)).status).toBe(400);
    expect((await signInFresh(url, victimEmail, VICTIM_PASSWORD)).status).toBe(200);
  });
});

describe('what a link’s page is told, and what its press may do', () => {
  it('tells the page what the link is for, for which address, and whether this browser asked; changes nothing', async () => {
    const url = await start();
    const email = address('ana');
    const phone = new Device(url);
    const code = await mailedCode(email, '/account/confirm', () =>
      phone.call('/api/account/sign-up', { body: { email, password: VICTIM_PASSWORD } }),
    );
    const laptop = new Device(url);
    expect(await phone.call('/api/account/link', { body: { code } })).toMatchObject({
      status: 200,
      body: { kind: 'sign-up', email, sameDevice: true },
    });
    expect((await laptop.call('/api/account/link', { body: { code } })).body).toEqual({
      kind: 'sign-up',
      email,
      sameDevice: false,
    });
    expect(await laptop.call('/api/account/link', { body: { code: 'x'.repeat(43) } })).toMatchObject({
      status: 400,
      body: { error: accountMessages.codeInvalid },
    });
    // Asked again on the same browser, the mark is kept: both links act as asked there.
    const second = await mailedCode(email, '/account/confirm', () =>
      phone.call('/api/account/sign-up', { body: { email, password: VICTIM_PASSWORD } }),
    );
    expect((await phone.call('/api/account/link', { body: { code: second } })).body.sameDevice).toBe(true);
    // Looking changed nothing: the link still acts, on the browser that asked, with no question.
    expect(await phone.call('/api/account/confirm', { body: { code } })).toMatchObject({
      status: 200,
      body: { signedIn: true, email },
    });
    const reset = await mailedCode(email, '/account/reset', () =>
      phone.call('/api/account/forgot-password', { body: { email } }),
    );
    expect((await laptop.call('/api/account/link', { body: { code: reset } })).body).toEqual({
      kind: 'reset',
      email,
      sameDevice: false,
    });
  });

  it('on another device, a sign-up needs a new password there, and brings that device’s player only when asked', async () => {
    const url = await start();
    const email = address('ana');
    const code = await mailedCode(email, '/account/confirm', () =>
      new Device(url).call('/api/account/sign-up', { body: { email, password: MALLORY_PASSWORD } }),
    );
    const laptop = await playerWithDeck(url, 'Ana');
    const pressed = { code, anotherDevice: true, bringThisDevice: true };
    for (const password of [undefined, 'short'])
      expect(
        await laptop.device.call('/api/account/confirm', { body: { ...pressed, password } }),
      ).toMatchObject({
        status: 400,
        body: { error: accountMessages.weakPassword },
      });
    expect(
      await laptop.device.call('/api/account/confirm', { body: { ...pressed, password: VICTIM_PASSWORD } }),
    ).toMatchObject({ status: 200, body: { signedIn: true, email } });
    const account = await signInFresh(url, email, VICTIM_PASSWORD);
    expect(account).toMatchObject({ playerId: laptop.playerId, decks: [laptop.deckId] });
  });

  it('a reset opened on another device asks first, and moves none of that device’s decks unasked', async () => {
    const url = await start();
    const email = address('ana');
    const phone = await accountOn(url, email, MALLORY_PASSWORD);
    const code = await mailedCode(email, '/account/reset', () =>
      phone.call('/api/account/forgot-password', { body: { email } }),
    );
    const laptop = await playerWithDeck(url, 'Ana');
    expect(
      await laptop.device.call('/api/account/reset', { body: { code, password: VICTIM_PASSWORD } }),
    ).toMatchObject({ status: 409, body: { error: accountMessages.linkFromAnotherDevice } });
    expect((await signInFresh(url, email, MALLORY_PASSWORD)).status).toBe(200);
    expect(
      await laptop.device.call('/api/account/reset', {
        body: { code, password: VICTIM_PASSWORD, anotherDevice: true },
      }),
    ).toMatchObject({ status: 200, body: { signedIn: true, email } });
    expect(await signInFresh(url, email, VICTIM_PASSWORD)).toMatchObject({ status: 200, decks: [] });
  });

  it('takes a code stored before links were bound to a browser as asked for on another device', async () => {
    const url = await start();
    const email = address('ana');
    await accountOn(url, email, MALLORY_PASSWORD);
    const account = await server?.store.accounts.accountByEmail(email);
    const code = newCode();
    await server?.store.accounts.saveCode({
      codeHash: hashCode(code),
      kind: 'sign-in',
      email,
      userId: account?.id ?? null,
      passwordHash: null,
      deviceHash: null,
      now: Date.now(),
      expiresAt: Date.now() + 60_000,
    });
    const device = new Device(url);
    expect((await device.call('/api/account/link', { body: { code } })).body.sameDevice).toBe(false);
    expect((await device.call('/api/account/confirm', { body: { code } })).status).toBe(409);
  });
});
