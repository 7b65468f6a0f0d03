import { expect, type Page, test } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { expectAccessible } from './support/axe.ts';
import { closePlayers, createGame, inviteLink, joinGame, openPlayer } from './support/players.ts';
import { joinBySocket } from './support/socket-players.ts';

/** Runs axe on the page in the light and the dark colour scheme. */
async function expectAccessibleInBothSchemes(page: Page, screen: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page, `${screen}, ${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: null });
}

test('Share invite opens the share sheet with the link; without one, only Copy invite link', async ({
  browser,
  baseURL,
}) => {
  const host = await openPlayer(browser, baseURL as string, 'Ada');
  // The share sheet, stubbed in the page: what it was given is kept for the spec to read.
  await host.context.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  const code = await createGame(host.page, host.name);
  const link = await inviteLink(host.page);

  for (const width of [390, 1280]) {
    await host.page.setViewportSize({ width, height: 844 });
    await host.page.getByRole('button', { name: 'Share invite' }).click();
    const shared = await host.page.evaluate(() =>
      (window as unknown as { shared: ShareData[] }).shared.at(-1),
    );
    expect(shared).toEqual({
      title: `Join game ${code} on Unsayable`,
      text: `Join my game of Unsayable: the code is ${code}.`,
      url: link,
    });
    await expect(host.page.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
    await expectAccessibleInBothSchemes(host.page, `lobby with a share sheet at ${width} px`);
  }

  // A browser without a share sheet (desktop Chromium on Linux has none; removed here to be sure).
  const ben = await openPlayer(browser, baseURL as string, 'Ben');
  await ben.context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await joinGame(ben.page, ben.name, code, link);
  // Nobody but the host manages players.
  await expect(ben.page.getByText('Ada', { exact: true })).toBeVisible();
  await expect(ben.page.getByRole('button', { name: /^Manage / })).toHaveCount(0);
  await expect(host.page.getByRole('button', { name: 'Manage Ben' })).toBeVisible();
  for (const width of [390, 1280]) {
    await ben.page.setViewportSize({ width, height: 844 });
    await expect(ben.page.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
    await expect(ben.page.getByRole('button', { name: 'Share invite' })).toHaveCount(0);
    await expectAccessibleInBothSchemes(ben.page, `lobby without a share sheet at ${width} px`);
  }
  await closePlayers([host, ben]);
});

test('twelve players fit the host’s phone in two screens, each managed through Manage {name}', async ({
  browser,
  baseURL,
}) => {
  const screen = { width: 360, height: 740 };
  const host = await openPlayer(browser, baseURL as string, 'Ada');
  await host.page.setViewportSize(screen);
  const code = await createGame(host.page, host.name);
  const names = ['Ben', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jade', 'Kofi', 'Lena'];
  const sockets: Socket[] = [];
  try {
    for (const name of names) sockets.push(await joinBySocket(baseURL as string, code, name));
    const page = host.page;
    await expect(page.getByRole('region', { name: 'Unassigned (12)' })).toBeVisible();

    const screensTall = async (situation: string) => {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(
        `host's lobby, 12 players ${situation}, at 360 × 740: ${height} px (${(height / 740).toFixed(2)} screens)`,
      );
      expect(height, situation).toBeLessThanOrEqual(2 * screen.height);
    };
    await screensTall('unassigned');

    // Only the host's own row has no Manage control; nobody's row has the actions until opened.
    await expect(page.getByRole('button', { name: /^Manage / })).toHaveCount(11);
    await expect(page.getByRole('button', { name: 'Manage Ada' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

    await page.getByRole('button', { name: 'Shuffle teams' }).click();
    await expect(page.getByRole('region', { name: 'Unassigned (0)' })).toBeVisible();
    await screensTall('in two teams');

    const manage = async (name: string) => {
      const toggle = page.getByRole('button', { name: `Manage ${name}` });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    };
    const teamList = (label: string) => page.getByRole('region', { name: new RegExp(`^${label} \\(`) });

    await manage('Ben');
    await expectAccessibleInBothSchemes(page, 'host lobby of 12, Manage Ben open');
    for (const team of ['Unassigned', 'Team 1', 'Team 2']) {
      if (team !== 'Unassigned') await manage('Ben');
      await page.getByRole('button', { name: `Move Ben to ${team}` }).click();
      await expect(teamList(team).getByRole('button', { name: 'Manage Ben' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Manage Ben' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }

    await manage('Cleo');
    await page.getByRole('button', { name: 'Remove Cleo' }).click();
    await expect(page.getByRole('button', { name: 'Manage Cleo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Manage / })).toHaveCount(10);
  } finally {
    for (const socket of sockets) socket.close();
    await closePlayers([host]);
  }
});

test('opened from the home screen after its game has ended, the app starts afresh at /home', async ({
  browser,
  baseURL,
}) => {
  const host = await openPlayer(browser, baseURL as string, 'Ada');
  const code = await createGame(host.page, host.name);
  const sockets = [
    await joinBySocket(baseURL as string, code, 'Ben', 'team 2'),
    await joinBySocket(baseURL as string, code, 'Cleo', 'team 1'),
    await joinBySocket(baseURL as string, code, 'Dev', 'team 2'),
  ];
  try {
    await host.page.getByRole('button', { name: 'Join Team 1' }).click();
    await host.page.getByRole('button', { name: 'Start game' }).click();
    await host.page.waitForURL(`**/play/${code}`);
    await host.page.getByRole('button', { name: 'End game now' }).click();
    await host.page
      .getByRole('dialog', { name: 'End the game now?' })
      .getByRole('button', { name: 'End game', exact: true })
      .click();
    await host.page.waitForURL(`**/end/${code}`);
    await host.page.close();

    // The manifest's start_url, days later: the start screen, not the old game.
    const later = await host.context.newPage();
    await later.goto('/home');
    await expect(later.getByRole('link', { name: 'Create game' })).toBeVisible();
    await expect.poll(() => later.evaluate(() => localStorage.getItem('unsayable.gamecode'))).toBeNull();
    expect(new URL(later.url()).pathname).toBe('/home');
    await later.reload();
    await expect(later.getByRole('link', { name: 'Create game' })).toBeVisible();
    expect(new URL(later.url()).pathname).toBe('/home');
  } finally {
    for (const socket of sockets) socket.close();
    await closePlayers([host]);
  }
});
