import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { expectAccessibleInBothThemes } from './support/axe.ts';
import { DECK_LINES, FIXED_LINE_7 } from './support/deck-cards.ts';
import { joinTeam } from './support/players.ts';
import { cardsTool } from './support/server-data.ts';
import { joinBySocket, requestBySocket } from './support/socket-players.ts';
import { press, reviewRegion, wordOn } from './support/turn.ts';

/** The owner's phone and a stranger's laptop: each screen of the deck's life is read at one of the two. */
const PHONE = 390;
const LAPTOP = 1280;
const DOCS_SHOT = new URL('../docs/screenshots/deck-editor-390.png', import.meta.url).pathname;
const NOT_YOURS = 'Only the device that made this deck, or someone with its edit link, can change it.';

async function device(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  return context.newPage();
}

const problems = (page: Page) => page.getByRole('list', { name: 'Problems' }).getByRole('listitem');
const warnings = (page: Page) => page.getByRole('list', { name: 'Warnings' });

test(`a deck made on a phone (${PHONE} px): pasted, fixed, saved, shared, played alone, refused to a stranger on a laptop (${LAPTOP} px), reported and hidden`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const owner = await device(browser, base, PHONE);
  const stranger = await device(browser, base, LAPTOP);
  const sockets: Socket[] = [];
  try {
    // The editor, from the home screen.
    await owner.goto('/home');
    await owner.getByRole('link', { name: 'Make a deck' }).click();
    await expect(owner).toHaveURL(/\/decks\/new$/);
    const name = 'Week 3 vocabulary';
    await owner.getByLabel('Deck name').fill(name);
    await expect(owner.getByLabel('Deck language')).toHaveValue('en');
    await owner.getByRole('textbox', { name: 'Cards' }).fill(DECK_LINES.join('\n'));
    await expect(
      owner.getByText(
        'Read as one card a line (Target|forbidden 1:forbidden 2). Read 25 cards: 24 kept, 1 with warnings, 1 left out.',
      ),
    ).toBeVisible();
    await expect(problems(owner)).toHaveText(['Line 15: the target is 41 characters; at most 35']);
    await expect(warnings(owner)).toContainText('forbidden word "sun" overlaps the target');
    await expectAccessibleInBothThemes(owner, `deck editor with problems at ${PHONE} px`);
    // README's picture of the editor is refreshed with the others (UPDATE_DOC_SCREENSHOTS=1).
    const forDocs = process.env.UPDATE_DOC_SCREENSHOTS === '1';
    const shot = forDocs ? DOCS_SHOT : `test-results/screenshots/deck-editor-${PHONE}.png`;
    await owner.screenshot({ path: shot, fullPage: true, animations: 'disabled' });

    // Fix line 7 in place; line 15 stays unplayable and is left out.
    const fixed = [...DECK_LINES];
    fixed[6] = FIXED_LINE_7;
    await owner.getByRole('textbox', { name: 'Cards' }).fill(fixed.join('\n'));
    await expect(warnings(owner)).toHaveCount(0);
    await expect(problems(owner)).toHaveText(['Line 15: the target is 41 characters; at most 35']);
    await owner.getByRole('button', { name: 'Save deck' }).click();

    // The deck page: its name, what was left out, and the owner's own buttons.
    await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(owner).toHaveURL(/\/decks\/[A-Za-z0-9_-]{22}$/);
    const link = owner.url();
    const id = new URL(link).pathname.split('/')[2] ?? '';
    await expect(owner.getByText('English · 24 cards')).toBeVisible();
    await expect(owner.getByRole('list', { name: 'Left out' })).toHaveText(
      'Line 15: the target is 41 characters; at most 35',
    );
    for (const button of ['Play this deck', 'Copy deck link', 'Download deck', 'Make a copy'])
      await expect(owner.getByRole('button', { name: button })).toBeVisible();
    // The owner's own part, said to be secret; nobody reports their own deck.
    const ownPart = owner.getByRole('region', { name: 'Yours to change' });
    await expect(ownPart.getByRole('link', { name: 'Edit deck' })).toBeVisible();
    await expect(ownPart.getByRole('button', { name: 'Copy edit link' })).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Report deck' })).toHaveCount(0);
    await expect(owner.getByText('Anyone with this page’s link sees every card of the deck.')).toBeVisible();
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Download deck' }).click();
    expect((await download).suggestedFilename()).toBe('Week-3-vocabulary.json');
    await expectAccessibleInBothThemes(owner, `deck page of its owner at ${PHONE} px`);

    // A second device opens the share link: the deck, but no way to change it.
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(stranger.getByRole('listitem').filter({ hasText: 'Volcano' })).toHaveText(
      'Volcano · lava, eruption, mountain, ash, crater',
    );
    await expect(stranger.getByRole('link', { name: 'Edit deck' })).toHaveCount(0);
    await expect(stranger.getByRole('button', { name: 'Report deck' })).toBeVisible();
    await expectAccessibleInBothThemes(stranger, `shared deck page at ${LAPTOP} px`);
    await stranger.goto(`/decks/${id}/edit`);
    await stranger.getByRole('textbox', { name: 'Cards' }).fill('Hijacked|stolen');
    await stranger.getByRole('button', { name: 'Save deck' }).click();
    await expect(stranger.getByRole('alert')).toHaveText(NOT_YOURS);
    await stranger.goto(link);
    await expect(stranger.getByText('English · 24 cards')).toBeVisible();

    // Play this deck, alone: a whole game of four, the host in the browser and three on sockets.
    await owner.getByRole('button', { name: 'Play this deck' }).click();
    await expect(owner.getByLabel('Deck link or code')).toHaveValue(id);
    await owner.getByLabel('Your name').fill('Tess');
    await owner.getByLabel('Seconds per turn').selectOption('180');
    await expect(owner.getByRole('checkbox', { name: 'Built-in cards too' })).not.toBeChecked();
    await owner.getByRole('button', { name: 'Create game' }).click();
    await owner.waitForURL(/\/waiting\/[A-Z0-9]{6}$/);
    const code = new URL(owner.url()).pathname.split('/')[2] ?? '';
    await expect(owner.getByText(`Deck: ${name} · 24 cards · its cards alone`)).toBeVisible();
    expect(await owner.content()).not.toContain(id);
    await joinTeam(owner, 'Team 1');
    const guesserFrames: string[] = [];
    sockets.push(await joinBySocket(base, code, 'Gus', 'team 1', guesserFrames));
    const watcherFrames: string[] = [];
    const watcher = await joinBySocket(base, code, 'Wren', 'team 2', watcherFrames);
    sockets.push(watcher, await joinBySocket(base, code, 'Otto', 'team 2'));
    // Read once the last join has reached the page: Start game's colours change as it turns on.
    const start = owner.getByRole('button', { name: 'Start game' });
    await expect(start).toBeEnabled();
    await expectAccessibleInBothThemes(owner, `lobby with a deck at ${PHONE} px`);
    await start.click();
    await owner.waitForURL(`**/play/${code}`);
    await owner.getByRole('button', { name: 'Start turn' }).click();

    // Every card the giver sees is the deck's; the guesser's socket never carries one in play.
    const deckWords = new Set(fixed.filter((_, i) => i !== 14).map((l) => l.split('|')[0] ?? ''));
    const shown: string[] = [];
    for (let i = 0; i < 24; i++) {
      const word = await wordOn(owner);
      expect(deckWords.has(word), `${word} is a card of the deck`).toBe(true);
      shown.push(word);
      const wire = guesserFrames.join('\n');
      for (const w of shown) expect(wire, `the guesser's frames hold "${w}"`).not.toContain(`"${w}"`);
      // The last card empties the deck: the turn ends at once, straight to the review.
      if (i < 23) await press(owner, 'Correct', word);
      else await owner.getByRole('button', { name: 'Correct', exact: true }).click();
    }
    expect(new Set(shown).size).toBe(24);

    // The deck ran dry: the turn ends; the watcher confirms; the game is over.
    await expect(reviewRegion(owner)).toBeVisible();
    expect(await requestBySocket(watcher, 'confirmScores', { gamecode: code })).toMatchObject({ ok: true });
    await owner.waitForURL(`**/end/${code}`);

    // Reported, then hidden by the operator: the link says so, and no new game may use it.
    await stranger.getByRole('button', { name: 'Report deck' }).click();
    await expect(
      stranger.getByText('Thank you: the deck was reported to the people who run this server.'),
    ).toBeVisible();
    expect(cardsTool('decks', 'reported')).toContain(id);
    expect(cardsTool('decks', 'hide', id)).toContain(`hid deck ${id}`);
    await stranger.reload();
    await expect(stranger.getByText('This deck is no longer available.')).toBeVisible();
    await expectAccessibleInBothThemes(stranger, `hidden deck at ${LAPTOP} px`);
    await owner.goto(`/home/create?deck=${id}`);
    await owner.getByLabel('Your name').fill('Tess');
    await owner.getByRole('button', { name: 'Create game' }).click();
    await expect(owner.locator('#create-deck-error')).toHaveText('This deck is no longer available.');
    await expect(owner).toHaveURL(/\/home\/create/);
  } finally {
    for (const s of sockets) s.close();
    await owner.context().close();
    await stranger.context().close();
  }
});

/** The screens this spec adds, at the sizes every screen must fit. */
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 720 },
] as const;
/** Scrolled to, the element's box lies inside the screen. */
async function expectInside(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const size = page.viewportSize();
  expect(box && size, 'laid out').toBeTruthy();
  if (!box || !size) return;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(-0.5);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(size.width + 0.5);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(size.height + 0.5);
}
const shotPath = (name: string) =>
  process.env.UPDATE_DOC_SCREENSHOTS === '1'
    ? new URL(`../docs/screenshots/${name}.png`, import.meta.url).pathname
    : `test-results/screenshots/${name}.png`;

test('a deck made card by card through the form, a card changed in place, and its print view', async ({
  browser,
  baseURL,
}) => {
  const owner = await device(browser, baseURL ?? '', 390);
  try {
    await owner.goto('/decks/new');
    await owner.getByLabel('Deck name').fill('Coast, card by card');
    const form = owner.getByRole('group', { name: 'Add a card' });
    const add = async (word: string, forbidden: string[], category?: string) => {
      await form.getByLabel('Word', { exact: true }).fill(word);
      for (const [i, f] of forbidden.entries()) await form.getByLabel(`Forbidden word ${i + 1}`).fill(f);
      if (category) {
        await form.getByLabel('Category', { exact: true }).selectOption({ label: 'New category…' });
        await form.getByLabel('New category’s name').fill(category);
      }
      await form.getByRole('button', { name: 'Add card' }).click();
      await expect(form.getByText(`Added “${word}”.`)).toBeVisible();
    };
    await add('Lighthouse', ['sea', 'lamp', 'tower', 'ship', 'coast'], 'Coast');
    await add('Harbour', ['boat', 'dock']);
    // Keyboard alone: Enter in a field adds the card.
    await form.getByLabel('Word', { exact: true }).fill('Anchor');
    await form.getByLabel('Forbidden word 1').fill('chain');
    await form.getByLabel('Forbidden word 1').press('Enter');
    await expect(form.getByText('Added “Anchor”.')).toBeVisible();
    // A warning is shown before the card goes in, as the text path shows it.
    await form.getByLabel('Word', { exact: true }).fill('Sunset');
    await form.getByLabel('Forbidden word 1').fill('sun');
    await form.getByRole('button', { name: 'Add card' }).click();
    await expect(form.getByText('forbidden word "sun" overlaps the target')).toBeVisible();
    await expectAccessibleInBothThemes(owner, 'card form with advice');
    for (const size of SIZES) {
      await owner.setViewportSize(size);
      await owner.screenshot({
        path: shotPath(`deck-card-form-${size.width}x${size.height}`),
        fullPage: true,
        animations: 'disabled',
      });
    }
    await owner.setViewportSize({ width: 390, height: 844 });
    await form.getByRole('button', { name: 'Keep as is' }).click();
    await expect(form.getByText('Added “Sunset”.')).toBeVisible();
    await expect(owner.getByRole('textbox', { name: 'Cards' })).toHaveValue(
      [
        'word,forbidden1,forbidden2,forbidden3,forbidden4,forbidden5,category',
        'Lighthouse,sea,lamp,tower,ship,coast,Coast',
        // The form keeps the category of the card it added last, for the next.
        'Harbour,boat,dock,,,,Coast',
        'Anchor,chain,,,,,Coast',
        'Sunset,sun,,,,,Coast',
      ].join('\n'),
    );
    await owner.getByRole('button', { name: 'Save deck' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Coast, card by card' })).toBeVisible();
    await expect(owner.getByText('English · 4 cards')).toBeVisible();

    // In place on the deck page: its owner changes a card.
    await owner.getByRole('button', { name: 'Change “Anchor”' }).click();
    const change = owner.getByRole('group', { name: 'Change “Anchor”' });
    await change.getByLabel('Forbidden word 2').fill('ship');
    await change.screenshot({ path: shotPath('deck-page-change-card-390x844'), animations: 'disabled' });
    await change.getByRole('button', { name: 'Save card' }).click();
    await expect(owner.getByRole('list', { name: 'Cards' })).toContainText('Anchor · chain, ship');

    // The print view: every card, a Print button on screen, nothing but the cards on paper.
    await owner.getByRole('link', { name: 'Print cards' }).click();
    await expect(owner).toHaveURL(/\/decks\/[A-Za-z0-9_-]{22}\/print$/);
    await expect(owner.locator('.deck-print-word')).toHaveText(['Lighthouse', 'Harbour', 'Anchor', 'Sunset']);
    await expect(owner.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessibleInBothThemes(owner, 'print view');
    for (const size of SIZES) {
      await owner.setViewportSize(size);
      await owner.screenshot({
        path: shotPath(`deck-print-${size.width}x${size.height}`),
        fullPage: true,
        animations: 'disabled',
      });
    }
    const deckId = new URL(owner.url()).pathname.split('/')[2] ?? '';
    await owner.emulateMedia({ media: 'print' });
    await expect(owner.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(owner.locator('.site-header')).toBeHidden();
    await owner.setViewportSize({ width: 1280, height: 720 });
    await owner.screenshot({ path: shotPath('deck-print-paper'), fullPage: true, animations: 'disabled' });

    // The create form says what a game with this deck deals, its size asked of the deck's page.
    await owner.emulateMedia({ media: 'screen' });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.goto(`/home/create?deck=${deckId}`);
    await expect(owner.getByText('The game deals 4 cards: 4 from “Coast, card by card”.')).toBeVisible();
    // Play this deck means this deck: its cards alone, and the categories out of the way.
    await expect(owner.getByLabel('Built-in cards too')).not.toBeChecked();
    await expect(owner.getByRole('group', { name: 'Card categories' })).toHaveCount(0);
    // Four cards are too few alone: the server's refusal is said at the deck's field.
    await owner.getByLabel('Your name').fill('Tess');
    await owner.getByRole('button', { name: 'Create game' }).click();
    const deckField = owner.getByLabel('Deck link or code');
    const tooFew =
      'This deck has 4 cards; a game needs at least 20. Turn on Built-in cards too, or add cards to the deck.';
    await expect(deckField).toHaveAttribute('aria-invalid', 'true');
    await expect(owner.locator('#create-deck-error')).toHaveText(tooFew);
    await expect(owner.getByText(tooFew)).toHaveCount(1);
    await expect(deckField).toBeFocused();
    for (const size of SIZES) {
      await owner.setViewportSize(size);
      for (const box of [
        deckField,
        owner.locator('#create-deck-error'),
        owner.getByLabel('Built-in cards too'),
      ])
        await expectInside(owner, box);
      await owner.screenshot({
        path: shotPath(`create-deck-refused-${size.width}x${size.height}`),
        animations: 'disabled',
      });
    }
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.getByLabel('Built-in cards too').check();
    await expect(owner.locator('#create-deck-error')).toHaveCount(0);
    await expect(
      owner.getByText(
        /^The game deals \d+ cards: \d+ built-in in 12 categories \+ 4 from “Coast, card by card”\.$/,
      ),
    ).toBeVisible();
    await owner.getByRole('button', { name: 'Create game' }).scrollIntoViewIfNeeded();
    // The pointer that pressed Create game would hover a category that the check brought under it.
    await owner.mouse.move(0, 0);
    await owner.screenshot({ path: shotPath('create-deal-summary-390x844'), animations: 'disabled' });
  } finally {
    await owner.context().close();
  }
});

test('lists as published: a JSON object of words uploaded, a warning fixed and one kept, saved; a semicolon spreadsheet read as Excel saves it', async ({
  browser,
  baseURL,
}) => {
  const owner = await device(browser, baseURL ?? '', 390);
  try {
    await owner.goto('/decks/new');
    await owner.getByLabel('Deck name').fill('Uploaded as published');
    // Written here in the shape public lists use: an object of words and their forbidden words.
    const published = {
      Lighthouse: ['sea', 'lamp', 'tower', 'ship', 'coast'],
      Harbour: ['boat', 'dock', 'boat'],
      Sunset: ['sun', 'evening'],
      'Rock pool': ['crab', 'tide'],
      Seagull: [],
    };
    await owner.getByLabel('Upload cards').setInputFiles({
      name: 'coast.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(published, null, 2)),
    });
    await expect(
      owner.getByText(
        'Read as a JSON object of words and their forbidden words. Read 5 cards: 5 kept, 2 with warnings, 0 left out.',
      ),
    ).toBeVisible();
    await expect(warnings(owner)).toContainText('forbidden word "boat" is repeated');
    await expect(warnings(owner)).toContainText('forbidden word "sun" overlaps the target');
    await warnings(owner).getByRole('button', { name: 'Fix: drop "boat"' }).click();
    // The fixed warning leaves the list before the other one's Keep is clicked: until it has, each
    // warning has a Keep of its own.
    await expect(warnings(owner)).not.toContainText('forbidden word "boat" is repeated');
    await warnings(owner).getByRole('button', { name: 'Keep as is' }).click();
    await expect(warnings(owner)).toHaveCount(0);
    await owner.getByRole('button', { name: 'Save deck' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Uploaded as published' })).toBeVisible();
    await expect(owner.getByText('English · 5 cards')).toBeVisible();

    // A spreadsheet saved with semicolons, its columns in the order its header names, as Excel
    // saves CSV on Windows: Windows-1252, one byte a letter.
    await owner.goto('/decks/new');
    await owner.getByLabel('Upload cards').setInputFiles({
      name: 'coast.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        ['category;word;taboo1;taboo2', 'Coast;Lighthouse;sea;lamp', 'Café;Crème brûlée;sugar;spoon'].join(
          '\r\n',
        ),
        'latin1',
      ),
    });
    await expect(
      owner.getByText(
        'Read as a spreadsheet (CSV) with a header row, cells separated by semicolons. Read 2 cards: 2 kept, 0 with warnings, 0 left out.',
      ),
    ).toBeVisible();
    await expect(owner.getByRole('textbox', { name: 'Cards' })).toHaveValue(/Café;Crème brûlée;sugar;spoon$/);
    const guessed = owner.getByText(
      'This file is not UTF-8 text: it was read the way Excel saves CSV files (Windows-1252).',
      {
        exact: false,
      },
    );
    await expect(guessed).toBeVisible();
    for (const size of SIZES) {
      await owner.setViewportSize(size);
      for (const box of [owner.getByLabel('Upload cards'), guessed]) await expectInside(owner, box);
      await owner.screenshot({
        path: shotPath(`deck-editor-windows-1252-${size.width}x${size.height}`),
        animations: 'disabled',
      });
    }
  } finally {
    await owner.context().close();
  }
});
