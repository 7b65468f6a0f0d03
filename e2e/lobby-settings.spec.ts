import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe.ts';
import { DECK_LINES } from './support/deck-cards.ts';
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

/** A player's deck saved on the server from `page` (its own session), as Make a deck saves one: its id. */
async function saveDeck(page: Page, name: string, lines: readonly string[]): Promise<string> {
  const saved = await page.evaluate(
    async ({ name, text }) => {
      const res = await fetch('/api/decks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, language: 'en', text }),
      });
      return (await res.json()) as { id?: string; error?: string };
    },
    { name, text: lines.join('\n') },
  );
  if (!saved.id) throw new Error(`the deck was not saved: ${saved.error}`);
  return saved.id;
}

test('the host changes the deck in the lobby: a player’s deck by its link, refused ones, then the built-in cards again', async ({
  browser,
  baseURL,
}) => {
  const host = await openPlayer(browser, baseURL as string, 'Ada');
  const ben = await openPlayer(browser, baseURL as string, 'Ben');
  try {
    const code = await createGame(host.page, host.name);
    await joinGame(ben.page, ben.name, code);
    const words = DECK_LINES.filter((_, i) => i !== 14);
    const id = await saveDeck(host.page, 'Week 3 vocabulary', words);
    const tiny = await saveDeck(host.page, 'Three cards', words.slice(0, 3));
    const benSummary = ben.page.locator('.settings-summary .deal-summary');
    await expect(benSummary).toHaveText(/^\d+ cards from \d+ categories\.$/);

    const page = host.page;
    await page.getByRole('button', { name: 'Change settings' }).click();
    const editor = page.getByRole('region', { name: 'Change settings' });
    const cards = editor.getByRole('group', { name: 'Cards' });
    await expect(cards.getByRole('radio', { name: 'Built-in cards only' })).toBeChecked();
    await cards.getByRole('radio', { name: 'A player’s deck' }).check();
    const link = cards.getByLabel('Deck link or code');

    // Refusals say why, in place, and change nothing on anyone's screen.
    await link.fill('our deck');
    await editor.getByRole('button', { name: 'Save settings' }).click();
    await expect(cards.getByRole('alert')).toHaveText('This is not a deck link or code.');
    await link.fill(`${baseURL}/decks/${tiny}`);
    await cards.getByRole('checkbox', { name: 'Built-in cards too' }).uncheck();
    await editor.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText(
        'This deck has 3 cards; a game needs at least 20. Turn on Built-in cards too, or add cards to the deck.',
      ),
    ).toBeVisible();
    await expect(ben.page.locator('.deck-name')).toHaveCount(0);

    // The deck by its link, played alone: the preview, then every lobby.
    await link.fill(`${baseURL}/decks/${id}`);
    await expect(editor.locator('.deal-summary')).toHaveText(
      'The game deals 24 cards: 24 from “Week 3 vocabulary”.',
    );
    await expectAccessible(page, 'host lobby, a deck chosen in Change settings');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await cards.evaluate((group) => group.scrollIntoView({ block: 'center' }));
      await expectControlsWithinWidth(page, `the lobby’s deck at ${size.width} × ${size.height}`);
      await page.screenshot({ path: `docs/screenshots/lobby-deck-change-${size.width}x${size.height}.png` });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await editor.getByRole('button', { name: 'Save settings' }).click();
    await expect(benSummary).toHaveText('The game deals 24 cards: 24 from “Week 3 vocabulary”.');
    await expect(benSummary).toHaveClass(/changed/);
    await expect(ben.page.locator('.deck-name')).toHaveText('Week 3 vocabulary');
    await expect(page.locator('.settings-summary .deal-summary')).toHaveText(
      'The game deals 24 cards: 24 from “Week 3 vocabulary”.',
    );
    await expect(cards.getByRole('radio', { name: 'This game’s deck: Week 3 vocabulary' })).toBeChecked();
    expect(await ben.page.content()).not.toContain(id);
    await ben.page.locator('.settings-summary').first().scrollIntoViewIfNeeded();
    await ben.page.screenshot({ path: 'docs/screenshots/lobby-deck-changed-390x844.png' });

    // Back to the built-in cards alone.
    await cards.getByRole('radio', { name: 'Built-in cards only' }).check();
    await editor.getByRole('button', { name: 'Save settings' }).click();
    await expect(benSummary).toHaveText(/^\d+ cards from \d+ categories\.$/);
    await expect(ben.page.locator('.deck-name')).toHaveCount(0);
  } finally {
    await closePlayers([host, ben]);
  }
});
