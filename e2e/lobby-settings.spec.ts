import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe.ts';
import { expectInView } from './support/in-view.ts';
import { closePlayers, createGame, joinGame, joinTeam, openPlayer } from './support/players.ts';

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 720 },
] as const;

/** Every control of the host's open settings editor lies inside the viewport's width. */
async function expectControlsWithinWidth(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const outside = await page
    .locator('.settings-editor')
    .locator('input, select, button')
    .evaluateAll(
      (elements, w) =>
        elements
          .map((e) => ({ name: e.getAttribute('name') ?? e.textContent, box: e.getBoundingClientRect() }))
          .filter(({ box }) => box.left < 0 || box.right > w)
          .map(({ name, box }) => `${name} ${Math.round(box.left)}–${Math.round(box.right)}`),
      width,
    );
  expect(outside, where).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
}

test('the create form’s first screen holds the name, the language and Create game', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/home/create');
  await expect(page.getByRole('button', { name: 'Create game' })).toBeVisible();
  const more = page.getByText('More settings', { exact: true });
  await expectInView(
    page,
    {
      'Your name': page.getByLabel('Your name'),
      'Game language': page.getByLabel('Game language'),
      'More settings': more,
      'Create game': page.getByRole('button', { name: 'Create game' }),
    },
    'create form at 360 × 640',
  );
  await expect(page.getByLabel('Seconds per turn')).toBeHidden();
  await page.screenshot({ path: 'docs/screenshots/create-short-360x640.png' });
  await more.click();
  await expect(page.getByLabel('Seconds per turn')).toBeVisible();
  await expectAccessible(page, 'create form, More settings open');
});

test('the host changes the turn time and names a team; a second player’s lobby shows both', async ({
  browser,
  baseURL,
}) => {
  const host = await openPlayer(browser, baseURL as string, 'Ada');
  const ben = await openPlayer(browser, baseURL as string, 'Ben');
  try {
    const code = await createGame(host.page, host.name, { seconds: 30 });
    await joinGame(ben.page, ben.name, code);
    await joinTeam(ben.page, 'Team 2');
    const summary = ben.page.locator('.settings-summary').first();
    await expect(summary).toContainText('30 s per turn');

    const page = host.page;
    const toggle = page.getByRole('button', { name: 'Change settings' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const editor = page.getByRole('region', { name: 'Change settings' });
    await page.getByLabel('Seconds per turn').selectOption('90');
    await page.getByRole('button', { name: 'Save settings' }).click();

    await expect(summary).toContainText('90 s per turn');
    await expect(ben.page.locator('.settings-summary .changed')).toHaveText('90 s per turn');
    await ben.page.screenshot({ path: 'docs/screenshots/lobby-settings-changed-390x844.png' });
    await expectAccessibleInBothThemes(ben.page, 'lobby with a setting just changed');
    await expect(ben.page.locator('.lobby [aria-live="polite"].visually-hidden')).toHaveText(
      'Settings changed: 90 s per turn',
    );

    const team2 = page.getByRole('form', { name: 'Team 2' });
    await team2.getByLabel('Team emoji').selectOption('🦉');
    await team2.getByLabel('Team name').fill('Night Owls');
    await team2.getByRole('button', { name: 'Save name' }).click();

    await expect(ben.page.getByText('You are in 🦉 Night Owls.')).toBeVisible();
    await expect(ben.page.getByRole('region', { name: '🦉 Night Owls (1)' })).toBeVisible();
    await expect(page.getByRole('region', { name: '🦉 Night Owls (1)' })).toBeVisible();

    // A name another team has is refused, with its reason, and changes nothing.
    const team1 = page.getByRole('form', { name: 'Team 1' });
    await team1.getByLabel('Team name').fill('NIGHT OWLS');
    await team1.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Another team is already called "NIGHT OWLS"')).toBeVisible();
    await expect(ben.page.getByRole('button', { name: 'Join Team 1' })).toBeVisible();

    await expectAccessibleInBothThemes(page, 'host lobby, Change settings open');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(editor).toBeVisible();
      await expectControlsWithinWidth(page, `settings editor at ${size.width} × ${size.height}`);
      await page.screenshot({
        path: `docs/screenshots/lobby-host-settings-${size.width}x${size.height}.png`,
      });
    }
    await page.setViewportSize({ width: 360, height: 640 });
    await page.locator('.team-names').evaluate((names) => names.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: 'docs/screenshots/lobby-team-names-360x640.png' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: 'docs/screenshots/lobby-team-names-360x640-dark.png' });
  } finally {
    await closePlayers([host, ben]);
  }
});
