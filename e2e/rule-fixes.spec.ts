import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import {
  closePlayers,
  createGame,
  endGameNow,
  joinGame,
  joinTeam,
  leaveGame,
  PHONE,
  type Player,
  savedSession,
  startGame,
} from './support/players.ts';

// The toasts’ slide in and out is checked here.
test.use({ reducedMotion: 'no-preference' });

/** The rule fixes a player can see, at both sizes at once: one person on a phone, one on a laptop. */
const LAPTOP = { width: 1280, height: 800 } as const;

async function openAt(
  browser: Browser,
  baseURL: string,
  name: string,
  viewport: { width: number; height: number },
): Promise<Player> {
  const context = await browser.newContext({ baseURL, viewport });
  // Every toast animation as it starts: its name and how long it runs.
  await context.addInitScript(() => {
    const seen: [string, string][] = [];
    Object.assign(window, { toastAnimations: seen });
    document.addEventListener('animationstart', (event) => {
      const target = event.target as Element;
      if (target.classList.contains('Toastify__toast'))
        seen.push([event.animationName, getComputedStyle(target).animationDuration]);
    });
  });
  return { name, context, page: await context.newPage() };
}

const SERVER_FALLBACK = 'There was an error updating the player. Please try again.';

/**
 * The server's answer to this page's Leave is a failure: the socket's frames pass through, except
 * a leaveGame request, which is answered with a refusal. Returns whether the socket has moved to
 * the WebSocket transport (only then do requests pass here).
 */
async function failLeave(page: Page): Promise<() => boolean> {
  let upgraded = false;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const leave = typeof message === 'string' && /^42(\d+)\["request",.*"type":"leaveGame"/.exec(message);
      if (leave) {
        ws.send(
          `43${leave[1]}[${JSON.stringify({ ok: false, error: SERVER_FALLBACK, serverTime: Date.now() })}]`,
        );
        return;
      }
      if (message === '5') upgraded = true;
      server.send(message);
    });
    server.onMessage((message) => ws.send(message));
  });
  return () => upgraded;
}

test('lobby at 390 and 1280 px: back to Unassigned, a failed Leave, toasts, removal forgets the game until the host lets them back in', async ({
  browser,
  baseURL,
}) => {
  const host = await openAt(browser, baseURL as string, 'Ada', PHONE);
  const guest = await openAt(browser, baseURL as string, 'Ben', LAPTOP);
  const upgraded = await Promise.all([host, guest].map((p) => failLeave(p.page)));
  const code = await createGame(host.page, host.name);
  await joinGame(guest.page, guest.name, code);

  for (const [i, p] of [host, guest].entries()) {
    const width = p.page.viewportSize()?.width;
    // A player on a team can put themselves back into Unassigned.
    await joinTeam(p.page, 'Team 1');
    await p.page.getByRole('button', { name: 'Back to Unassigned' }).click();
    await expect(p.page.getByText('Pick a team to play in.')).toBeVisible();
    await expect(p.page.getByRole('region', { name: /^Unassigned/ }).getByText(p.name)).toBeVisible();
    await expect(p.page.getByRole('region', { name: /^Team 1/ }).getByText(p.name)).toHaveCount(0);
    await expectAccessible(p.page, `lobby at ${width} px`);

    // Leave waits for the server; when it fails the player stays in the game and is told.
    await expect.poll(upgraded[i] as () => boolean).toBe(true);
    await leaveGame(p.page);
    const toast = p.page
      .getByRole('alert')
      .filter({ hasText: `You are still in the game. ${SERVER_FALLBACK}` });
    // A toast waits while the pointer is on it: held there for the checks below, which take longer
    // than its 3 s. On a loaded machine the pointer can arrive as it leaves: Leave again for another.
    await expect(async () => {
      if ((await toast.count()) === 0) await leaveGame(p.page);
      await toast.hover({ timeout: 5_000 });
      // Still there once a slide out (0.4 s) would be over: held, not leaving.
      await p.page.waitForTimeout(600);
      await expect(toast).toBeVisible({ timeout: 0 });
    }).toPass({ timeout: 30_000 });
    await expect(p.page).toHaveURL(new RegExp(`/waiting/${code}$`));
    expect((await savedSession(p.page))['unsayable.gamecode']).toBe(code);
    await expect(p.page.getByRole('button', { name: 'Leave', exact: true })).toBeEnabled();

    // The toast's close button is a 44 px target; toasts slide in and out in 0.4 s.
    const close = p.page.getByRole('button', { name: 'close' });
    const box = await close.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(p.page, `lobby with a toast at ${width} px`);
    await close.click();
    await expect(toast).toHaveCount(0);
    // The held toast's: the last in and out (a toast gone before the pointer came has its own).
    const animations = () =>
      p.page.evaluate(() => (window as unknown as { toastAnimations: unknown[] }).toastAnimations.slice(-2));
    await expect.poll(animations).toEqual([
      ['Toastify__slideInRight', '0.4s'],
      ['Toastify__slideOutRight', '0.4s'],
    ]);
  }

  // Removed by the host: the game code is no longer saved, so the next visit starts at home.
  await host.page.getByRole('button', { name: `Manage ${guest.name}` }).click();
  await host.page.getByRole('button', { name: `Remove ${guest.name}` }).click();
  await expect(guest.page.getByRole('heading', { name: `You are not in game ${code}` })).toBeVisible();
  expect((await savedSession(guest.page))['unsayable.gamecode']).toBeNull();
  await guest.page.goto('/');
  await expect(guest.page).toHaveURL(/\/home$/);

  // And stays out until the host lets them back in, from the lobby's Removed players.
  await guest.page.goto('/home/join');
  await guest.page.getByLabel('Game code').fill(code);
  await guest.page.getByLabel('Your name').fill(guest.name);
  await guest.page.getByRole('button', { name: 'Join game' }).click();
  await expect(
    guest.page
      .getByRole('alert')
      .filter({ hasText: 'The host removed you from this game: ask them to let you back in' }),
  ).toBeVisible();
  await expect(guest.page).toHaveURL(/\/home\/join$/);
  const removed = host.page.getByRole('region', { name: 'Removed players' });
  await expect(removed).toBeVisible();
  await expectAccessible(host.page, 'lobby with a removed player');
  await removed.getByRole('button', { name: `Let ${guest.name} back in` }).click();
  await expect(removed).toHaveCount(0);
  await joinGame(guest.page, guest.name, code);
  await expect(host.page.getByRole('button', { name: `Manage ${guest.name}` })).toBeVisible();
  await closePlayers([host, guest]);
});

test('end screen at 390 and 1280 px: Home forgets the game, so the next visit starts at home', async ({
  browser,
  baseURL,
}) => {
  const sizes = [PHONE, LAPTOP, PHONE, LAPTOP];
  const players = await Promise.all(
    ['Ada', 'Ben', 'Cleo', 'Dev'].map((name, i) =>
      openAt(browser, baseURL as string, name, sizes[i] ?? PHONE),
    ),
  );
  const [host, ...others] = players as [Player, ...Player[]];
  const code = await createGame(host.page, host.name);
  for (const p of others) await joinGame(p.page, p.name, code);
  await Promise.all(players.map((p, i) => joinTeam(p.page, i % 2 === 0 ? 'Team 1' : 'Team 2')));
  await startGame(host.page, players, code);
  await endGameNow({ code, players, host });

  for (const p of players.slice(0, 2)) {
    const width = p.page.viewportSize()?.width;
    await expect(p.page.getByRole('button', { name: 'Home' })).toBeVisible();
    await expectAccessible(p.page, `end at ${width} px`);
    expect((await savedSession(p.page))['unsayable.gamecode']).toBe(code);
    await p.page.getByRole('button', { name: 'Home' }).click();
    await expect(p.page).toHaveURL(/\/home$/);
    expect((await savedSession(p.page))['unsayable.gamecode']).toBeNull();
    await p.page.goto('/');
    await expect(p.page).toHaveURL(/\/home$/);
    await expect(p.page.getByRole('link', { name: 'Create game' })).toBeVisible();
  }
  await closePlayers(players);
});
