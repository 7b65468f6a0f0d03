import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { expectAccessibleInBothThemes as expectAccessible } from './support/axe.ts';
import { createGame, inviteLink, joinGame, joinTeam, type Player } from './support/players.ts';
import { joinBySocket } from './support/socket-players.ts';
import { cardHeading, cardRegion, goneBy, press, wordOn } from './support/turn.ts';

/**
 * Undo and pause, played by two browsers (Ada, the host, who gives first on a phone, and Ben, who
 * watches on a laptop) and two players on bare sockets (Cleo and Dev), so this 2-core machine runs
 * two browsers, not four. Each role's whole turn at every size is turn-fits.spec's.
 */
type Viewport = { width: number; height: number };
const PHONE: Viewport = { width: 390, height: 844 };
const LAPTOP: Viewport = { width: 1280, height: 800 };
async function gameOfFour(browser: Browser, baseURL: string) {
  const open = async (name: string, viewport: Viewport): Promise<Player> => {
    const context = await browser.newContext({ baseURL, viewport });
    return { name, context, page: await context.newPage() };
  };
  const [ada, ben] = await Promise.all([open('Ada', PHONE), open('Ben', LAPTOP)]);
  const code = await createGame(ada.page, 'Ada', { seconds: 90, turns: 2 });
  await joinGame(ben.page, 'Ben', code, await inviteLink(ada.page));
  await joinTeam(ada.page, 'Team 1');
  await joinTeam(ben.page, 'Team 2');
  const sockets: Socket[] = [
    await joinBySocket(baseURL, code, 'Cleo', 'team 1'),
    await joinBySocket(baseURL, code, 'Dev', 'team 2'),
  ];
  const start = ada.page.getByRole('button', { name: 'Start game' });
  await expect(start).toBeEnabled();
  await start.click();
  await Promise.all([ada, ben].map((p) => p.page.waitForURL(`**/play/${code}`)));
  return {
    code,
    ada,
    ben,
    close: async () => {
      for (const s of sockets) s.close();
      await Promise.all([ada.context.close(), ben.context.close()]);
    },
  };
}

/** The seconds the countdown shows now. */
async function secondsOn(page: Page): Promise<number> {
  const text = await page.getByRole('timer').textContent();
  const seconds = Number(/^(\d+)/.exec(text ?? '')?.[1]);
  if (Number.isNaN(seconds)) throw new Error(`no seconds in the timer: ${text}`);
  return seconds;
}

const paused = (page: Page) => page.getByText('Paused', { exact: true });

test(`undo, host pause and the giver's dropped connection: the giver on a phone (${PHONE.width} px), a watcher on a laptop (${LAPTOP.width} px)`, async ({
  browser,
  baseURL,
}) => {
  const game = await gameOfFour(browser, baseURL as string);
  const { ada, ben } = game;
  await ada.page.getByRole('button', { name: 'Start turn' }).click();
  await expect(cardRegion(ada.page)).toBeVisible();
  await expect(cardRegion(ben.page)).toBeVisible();

  // ---- Correct, then Undo: the card is back on the giver's screen, the count goes back for all.
  const first = await wordOn(ada.page);
  await press(ada.page, 'Correct', first);
  await expect(ben.page.getByText('Cards gone by: 1', { exact: true })).toBeVisible();
  await expect(ben.page.getByText('1 correct this turn', { exact: true })).toBeAttached();
  await ada.page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(cardHeading(ada.page)).toHaveText(first);
  await expect(cardHeading(ben.page)).toHaveText(first);
  for (const page of [ada.page, ben.page]) {
    await expect(page.getByText('Cards gone by: 0', { exact: true })).toBeVisible();
    await expect(page.getByText('1 correct this turn', { exact: true })).toHaveCount(0);
  }
  await expect(ada.page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);

  // A Skip left alone: Undo shows, then goes after 3 seconds; the skip stands.
  await press(ada.page, 'Skip', first);
  const undo = ada.page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeVisible();
  await expect(undo).toHaveCount(0, { timeout: 5_000 });
  expect(await goneBy(ben.page)).toBe(1);

  // ---- The host pauses: everyone sees Paused and the clock stands still; Resume goes on from there.
  await ada.page.getByRole('button', { name: 'Pause turn' }).click();
  for (const page of [ada.page, ben.page]) await expect(paused(page)).toBeVisible();
  await expect(ada.page.getByRole('button', { name: 'Correct' })).toBeDisabled();
  await expect(ben.page.getByRole('button', { name: 'Buzz' })).toBeDisabled();
  const stoppedAt = await secondsOn(ben.page);
  expect(await secondsOn(ada.page)).toBe(stoppedAt);
  await ben.page.waitForTimeout(2_500);
  expect(await secondsOn(ben.page)).toBe(stoppedAt);
  await expectAccessible(ada.page, `paused by the host, host at ${PHONE.width} px`);
  await expectAccessible(ben.page, `paused by the host, watcher at ${LAPTOP.width} px`);
  await ada.page.getByRole('button', { name: 'Resume turn' }).click();
  for (const page of [ada.page, ben.page]) await expect(paused(page)).toHaveCount(0);
  const resumedAt = await secondsOn(ben.page);
  expect(resumedAt).toBeLessThanOrEqual(stoppedAt);
  expect(resumedAt).toBeGreaterThanOrEqual(stoppedAt - 2);
  await expect.poll(() => secondsOn(ben.page), { timeout: 5_000 }).toBeLessThan(resumedAt);
  await expectAccessible(ada.page, `turn in progress, host giver at ${PHONE.width} px`);

  // ---- The giver closes their page: the turn pauses for the others until they are back.
  const onScreen = await wordOn(ada.page);
  await ada.page.close();
  await expect(paused(ben.page)).toBeVisible();
  await expect(ben.page.getByText(/^Ada lost their connection\./)).toBeVisible();
  const awayAt = await secondsOn(ben.page);
  await ben.page.waitForTimeout(2_000);
  expect(await secondsOn(ben.page)).toBe(awayAt);
  await expectAccessible(ben.page, `giver away, watcher at ${LAPTOP.width} px`);

  const back = await ada.context.newPage();
  await back.goto(`/play/${game.code}`);
  await expect(cardHeading(back)).toHaveText(onScreen);
  await expect(paused(ben.page)).toHaveCount(0);
  await expect(paused(back)).toHaveCount(0);
  await expect(back.getByRole('button', { name: 'Correct' })).toBeEnabled();
  expect(await secondsOn(ben.page)).toBeLessThanOrEqual(awayAt);
  await expect.poll(() => secondsOn(ben.page), { timeout: 5_000 }).toBeLessThan(awayAt);
  await press(back, 'Correct', onScreen);
  await expect(ben.page.getByText('Cards gone by: 2', { exact: true })).toBeVisible();
  await game.close();
});
