import { type Browser, expect, type Page, test } from '@playwright/test';
import { GAME_LANGUAGES } from '@unsayable/rules';
import type { Socket } from 'socket.io-client';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe.ts';
import { catalogueText, INTERFACE_LANGUAGES } from './support/catalogue-text.ts';
import { openMoreSettings, PHONE } from './support/players.ts';
import { joinBySocket } from './support/socket-players.ts';
import { englishOnScreen, englishParts } from './support/untranslated.ts';

/**
 * For every language of the Language select but English: a whole game on a phone whose browser
 * speaks it, the other three players over sockets. Home, the create form (with a refusal), the
 * lobby, a played turn (before, during, paused, review) and the end screen show no English; the
 * Language select goes back to English, which a reload keeps. A language whose catalogues land
 * is played here without a line of this file changing; Spanish, which has its own cards, is also
 * checked in its own words.
 */

/** Not the interface's words: the cards (the deck's own language), names, the game code. */
const NOT_INTERFACE = [
  '.card',
  '.card-stage',
  '.review-word',
  // Its name holds the card's word ("Flag “Read” as a bad card"): the card's language, not the interface's.
  '.flag-open',
  '.player-name',
  '.game-code',
  '.invite-link',
  '.award-holder',
  '.roster-players',
  'th[scope="row"]',
  '.language-picker option',
];

/** The browser's locale for a language: its own region when the tag has one, else a region of it. */
const localeOf = (language: string) =>
  language.includes('-') ? language : `${language}-${language === 'en' ? 'GB' : language.toUpperCase()}`;

/**
 * The cards a phone in this language is offered: its own when it has some, matched by the primary
 * subtag as the create form matches it (pt-BR's cards for pt-BR), else English.
 */
const gameLanguageOf = (language: string) =>
  GAME_LANGUAGES.find((game) => game.split('-')[0] === language.split('-')[0]) ?? 'en';

/** One language's whole game on its own phone, every screen searched for English (softly, so one
 * run lists every screen of every language). */
async function wholeGameIn(browser: Browser, baseURL: string, language: string): Promise<void> {
  const t = catalogueText(language);
  const en = catalogueText('en');
  const parts = englishParts(language);
  const expectNoEnglish = async (page: Page, screen: string) => {
    const found = await englishOnScreen(page, parts, NOT_INTERFACE);
    expect.soft(found, `English on ${screen} in ${language}`).toEqual([]);
  };
  const team1 = t('game.team.1');
  // The dark theme's colours are the same in every language: Spanish reads both themes, the other
  // languages the light one (axe is the dearest step on a busy machine).
  const accessible = language === 'es' ? expectAccessibleInBothThemes : expectAccessible;
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: localeOf(language) });
  const page = await context.newPage();
  const sockets: Socket[] = [];
  try {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: t('shell.home.title') })).toBeVisible();
    if (language === 'es')
      await expect(page.getByRole('heading', { name: 'Descríbelo. Sin decirlo.' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('combobox', { name: t('shell.toggles.language') })).toHaveValue(language);
    await expectNoEnglish(page, 'home');
    await accessible(page, `home in ${language}`);

    await page.getByRole('link', { name: t('shell.home.create') }).click();
    await expect(page.getByRole('heading', { name: t('shell.home.create'), level: 1 })).toBeVisible();
    // A refusal of the form's own checks speaks the language too.
    await page.getByRole('button', { name: t('shell.home.create') }).click();
    await expect(page.getByText(t('check.nameRequired'))).toBeVisible();
    // More settings open, so every field of the form is read for English too.
    await openMoreSettings(page);
    await expectNoEnglish(page, 'create form');
    await accessible(page, `create form in ${language}`);
    await page.getByLabel(t('form.yourName')).fill('Ada');
    await page.getByLabel(t('create.endBy')).selectOption({ label: t('create.end.turns') });
    await page.getByLabel(t('create.end.turns'), { exact: true }).fill('1');
    await page.getByLabel(t('create.seconds')).selectOption('30');
    await page.getByRole('button', { name: t('shell.home.create') }).click();
    await page.waitForURL(/\/waiting\/[A-Z0-9]{6}$/);
    const code = /\/waiting\/([A-Z0-9]{6})$/.exec(page.url())?.[1] ?? '';

    // Ada first on Team 1, so she gives the first turn; the others join over sockets.
    await page.getByRole('button', { name: t('game.join', { team: team1 }) }).click();
    await expect(page.getByText(t('lobby.yourTeam', { team: team1 }))).toBeVisible();
    sockets.push(await joinBySocket(baseURL as string, code, 'Ben', 'team 1'));
    sockets.push(await joinBySocket(baseURL as string, code, 'Cy', 'team 2'));
    sockets.push(await joinBySocket(baseURL as string, code, 'Dee', 'team 2'));
    const start = page.getByRole('button', { name: t('lobby.host.start') });
    await expect(start).toBeEnabled();
    await expect(page).toHaveTitle(t('shell.title.lobby', { code }));
    // The lobby's lines: spectators, the TV board, the card language named as this language does.
    await expect(page.getByText(t('lobby.spectators', { count: 0 }))).toBeVisible();
    await page.getByText(t('lobby.tv.show')).click();
    await expect(page.getByRole('link', { name: t('lobby.tv.open') })).toBeVisible();
    const cardsIn = new Intl.DisplayNames([language], { type: 'language' }).of(gameLanguageOf(language));
    await expect(page.locator('.settings-summary').first()).toContainText(
      `${t('lobby.settings.cardsIn')} ${cardsIn}`,
    );
    if (language === 'es')
      await expect(page.locator('.settings-summary').first()).toContainText('tarjetas en español');
    await expectNoEnglish(page, 'lobby');
    await accessible(page, `lobby in ${language}`);

    await start.click();
    await page.waitForURL(`**/play/${code}`);
    await expect(page.getByText(t('play.yourTurn'))).toBeVisible();
    await expectNoEnglish(page, 'before the turn');
    await accessible(page, `before the turn in ${language}`);

    await page.getByRole('button', { name: t('play.startTurn') }).click();
    await expect(page.getByRole('region', { name: t('play.card') })).toBeVisible();
    const correct = page.getByRole('button', { name: t('play.correct') });
    await expect(correct).toBeEnabled();
    await correct.click();
    await expect(page.getByRole('button', { name: t('play.undo') })).toBeVisible();
    await expect(page.locator('.tally-correct .tally-value')).toHaveText('1');
    // Read once the buttons are back from their rest under the next card: a resting button is
    // faded, and axe would read its colours the moment it comes back.
    await expect(correct).toBeEnabled();
    await expectNoEnglish(page, 'a turn in progress');
    await expectAccessible(page, `a turn in progress in ${language}`);
    // The host (Ada) pauses the turn and resumes it.
    await page.getByRole('button', { name: t('play.pauseTurn') }).click();
    await expect(page.getByText(t('play.paused'), { exact: true })).toBeVisible();
    await expectNoEnglish(page, 'a paused turn');
    await page.getByRole('button', { name: t('play.resumeTurn') }).click();
    await expect(page.getByText(t('play.paused'), { exact: true })).toHaveCount(0);

    // Time runs out (30 s): the review, waiting for the watching team.
    const review = page.getByRole('region', { name: t('play.review') });
    await expect(review).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(t('play.review.waitingFor', { who: 'Cy' }))).toBeVisible();
    await expect(page.locator('.time-up')).toHaveCount(0); // the time-up flash has passed
    await expectNoEnglish(page, 'the turn review');
    await accessible(page, `the turn review in ${language}`);

    await page.getByRole('button', { name: t('play.endNow') }).click();
    await expect(page.getByRole('dialog', { name: t('play.endNow.title') })).toBeVisible();
    await expectNoEnglish(page, 'the end-game question');
    await page.getByRole('button', { name: t('play.endNow.confirm'), exact: true }).click();
    await page.waitForURL(`**/end/${code}`);
    // Ended before Team 2's turn: Team 1 leads, nobody wins.
    await expect(
      page.getByRole('heading', { name: t('end.leads', { team: team1 }), level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(t('end.points', { n: 1 }), { exact: false }).first()).toBeVisible();
    if (language === 'es') await expect(page.getByText('1 punto').first()).toBeVisible();
    await expectNoEnglish(page, 'the end screen');
    await accessible(page, `the end screen in ${language}`);

    // Back to English on this screen, kept after a reload.
    const leads = en('end.leads', { team: en('game.team.1') });
    await page.getByRole('combobox', { name: t('shell.toggles.language') }).selectOption('en');
    await expect(page.getByRole('heading', { name: leads, level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(en('shell.title.end', { code }));
    await page.reload();
    await expect(page.getByRole('heading', { name: leads, level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: en('shell.toggles.language') })).toHaveValue('en');
    // The search finds English where there is some: the same screen in English is full of it.
    expect((await englishOnScreen(page, parts, NOT_INTERFACE)).length).toBeGreaterThan(10);
  } finally {
    for (const socket of sockets) socket.close();
    await context.close();
  }
}

// One test a language, one after another on one worker: each game waits out its own turn's clock,
// and side by side on both workers the two clocks left both cores idle at once; one after another,
// the other worker's specs use the cores while these wait.
for (const [language, name] of Object.entries(INTERFACE_LANGUAGES).filter(([code]) => code !== 'en')) {
  test(`a whole game in ${name} (${language}) shows no English, and English comes back on request`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await wholeGameIn(browser, baseURL as string, language);
  });
}
