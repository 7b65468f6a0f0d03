import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe.ts';
import { closePlayers, lobbyOfFour, PHONE, type Player, startGame } from './support/players.ts';
import { audioState, felt, heard, moved, recordSenses, started, timeUpSeenAt } from './support/senses.ts';
import { cardRegion, press, reviewRegion, rolesOf, wordOn } from './support/turn.ts';

// The turn’s motion is part of what this spec checks (a page that asks for less says so itself).
test.use({ reducedMotion: 'no-preference' });

const WIDE = { width: 1280, height: 800 };
const TURN_MS = 30_000;
const BUZZ_PATTERN = [120, 60, 120];
const TIME_UP_PATTERN = [400];

const soundSwitch = (page: Page) => page.getByRole('switch', { name: 'Sound' });
const darkMode = (page: Page) => page.getByRole('button', { name: 'Dark mode' });

/** The countdown's digits: their font size in CSS pixels. */
async function digitsSize(page: Page): Promise<number> {
  return page.getByRole('timer').evaluate((timer) => {
    const digits = timer.firstElementChild as HTMLElement;
    return Number.parseFloat(getComputedStyle(digits).fontSize);
  });
}

async function digitsColour(page: Page): Promise<string> {
  return page
    .getByRole('timer')
    .evaluate((timer) => getComputedStyle(timer.firstElementChild as Element).color);
}

test('Sound and Dark mode are on every screen, and each device keeps its choice', async ({ page }) => {
  await page.goto('/home');
  await expect(soundSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await soundSwitch(page).click();
  await expect(soundSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(darkMode(page)).toHaveAttribute('aria-pressed', 'false');
  await darkMode(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'home, dark mode chosen');

  for (const path of ['/home/create', '/home/join', '/no/such/page']) {
    await page.goto(path);
    await expect(soundSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await expect(darkMode(page)).toHaveAttribute('aria-pressed', 'true');
  }
  await page.reload();
  await expect(soundSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(16, 20, 28)');

  // Another device (its own context) has its own settings: the system's theme, sound on.
  const other = await page.context().browser()?.newContext({ viewport: PHONE, colorScheme: 'dark' });
  const otherPage = await other?.newPage();
  if (!other || !otherPage) throw new Error('no second context');
  await otherPage.goto(new URL('/home', page.url()).href);
  await expect(soundSwitch(otherPage)).toHaveAttribute('aria-checked', 'true');
  await expect(darkMode(otherPage)).toHaveAttribute('aria-pressed', 'true');
  await expect(otherPage.locator('html')).not.toHaveAttribute('data-theme', /.*/);
  await other.close();
});

test('a turn you can hear, feel and read across the room', async ({ browser, baseURL }) => {
  const game = await lobbyOfFour(browser, baseURL as string);
  for (const p of game.players) await recordSenses(p.context);
  await startGame(game.host.page, game.players, game.code);
  // The init scripts apply from the next load: every device reloads onto the play screen.
  await Promise.all(game.players.map((p) => p.page.reload()));
  const roles = await rolesOf(game.players);
  const { giver, watcher, guesser } = roles;
  const everyone: Player[] = game.players;
  const quiet = roles['watching team'];

  // One device turned its sound off (and it stays off across the reload); one watches on a laptop;
  // the giver asked for reduced motion.
  await soundSwitch(quiet.page).click();
  await quiet.page.reload();
  await expect(soundSwitch(quiet.page)).toHaveAttribute('aria-checked', 'false');
  await guesser.page.setViewportSize(WIDE);
  await giver.page.emulateMedia({ reducedMotion: 'reduce' });

  await giver.page.getByRole('button', { name: 'Start turn' }).click();
  for (const p of everyone) await expect(p.page.getByRole('timer')).toBeVisible();
  // The countdown's colour while time is plenty, read now: the steps below may take most of the turn
  // on a busy machine.
  const calm = await digitsColour(giver.page);

  await test.step('the countdown is a big number at 390 and 1280 px', async () => {
    expect(await digitsSize(giver.page)).toBeGreaterThanOrEqual(52);
    expect(await digitsSize(guesser.page)).toBeGreaterThanOrEqual(80);
    const box = await guesser.page.getByRole('timer').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(90);
    await expectAccessibleInBothThemes(guesser.page, 'play in progress at 1280 px, guesser');
  });

  await test.step('guessers see the turn happen: a prompt and the right guesses, live', async () => {
    await expect(guesser.page.getByText(`Guess the word ${giver.name} is describing!`)).toBeVisible();
    await expect(guesser.page.getByText('0 right guesses so far')).toBeVisible();
    await press(giver.page, 'Correct', await wordOn(giver.page));
    await expect(guesser.page.getByText('1 right guess so far')).toBeVisible();
  });

  await test.step('a chime on Correct on every device with sound on, none on the muted one', async () => {
    for (const p of [giver, watcher, guesser]) await expect.poll(() => heard(p.page)).toContain('chime');
    expect(await started(quiet.page)).toEqual([]);
  });

  await test.step('motion: the card slides in for the watcher, never for the giver who asked for less', async () => {
    await expect(cardRegion(watcher.page)).toBeVisible();
    await press(giver.page, 'Skip', await wordOn(giver.page));
    await expect
      .poll(() => moved(watcher.page))
      .toEqual(expect.arrayContaining(['card-in', 'card-out-skipped']));
    const giverMoved = await moved(giver.page);
    expect(giverMoved.filter((name) => name.startsWith('card-'))).toEqual([]);
  });

  await test.step('Buzz: the buzzer on every device, a vibration too; the button rests after each card', async () => {
    const buzz = watcher.page.getByRole('button', { name: 'Buzz', exact: true });
    // The rest is short: a busy machine can let it pass between two of Playwright's looks, so the
    // page itself notes every state the button takes from the press on.
    await watcher.page.evaluate(() => {
      const states: string[] = [];
      Object.assign(window, { buzzStates: states });
      new MutationObserver(() => {
        const button = document.querySelector('button.buzz');
        const state = button?.getAttribute('aria-disabled') ?? 'gone';
        if (states.at(-1) !== state) states.push(state);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await press(watcher.page, 'Buzz', await wordOn(giver.page));
    await expect
      .poll(() => watcher.page.evaluate(() => (window as unknown as { buzzStates: string[] }).buzzStates))
      .toContain('true');
    await expect(buzz).toBeEnabled();
    for (const p of [giver, watcher, guesser]) {
      await expect.poll(() => heard(p.page)).toContain('buzzer');
      await expect.poll(() => felt(p.page)).toContainEqual(BUZZ_PATTERN);
    }
    expect(await started(quiet.page)).toEqual([]);
    expect(await felt(quiet.page)).toEqual([]);
  });

  await test.step('red in the last ten seconds, a tick in the last five', async () => {
    await expect(giver.page.getByRole('timer')).toHaveText(/^([1-9]|10) seconds? left$/, {
      timeout: TURN_MS,
    });
    expect(await digitsColour(giver.page)).not.toBe(calm);
    expect(await digitsColour(giver.page)).toBe('rgb(198, 40, 40)');
    await expect(giver.page.getByRole('timer')).toHaveText(/^[1-4] seconds? left$/, { timeout: 10_000 });
    await expect.poll(() => heard(giver.page)).toContain('tick');
  });

  await test.step('time up: one moment on every screen at once, with the horn', async () => {
    for (const p of everyone) await expect(reviewRegion(p.page)).toBeVisible({ timeout: 15_000 });
    const moments = (await Promise.all(everyone.map((p) => timeUpSeenAt(p.page)))).map(
      (m) => m[0] ?? Number.NaN,
    );
    for (const at of moments) expect(at).not.toBeNaN();
    expect(Math.max(...moments) - Math.min(...moments), 'every screen showed time up together').toBeLessThan(
      1000,
    );
    for (const p of [giver, watcher, guesser]) {
      await expect.poll(() => heard(p.page)).toContain('horn');
      expect(await felt(p.page)).toContainEqual(TIME_UP_PATTERN);
    }
    expect(await started(quiet.page)).toEqual([]);
    // Quiet after the horn, each device lets its audio output sleep until the next cue.
    for (const p of [giver, watcher, guesser]) await expect.poll(() => audioState(p.page)).toBe('suspended');
  });
  await closePlayers(game.players);
});
