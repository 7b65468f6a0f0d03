import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { escapeRegex } from '@unsayable/rules';
import type { Socket } from 'socket.io-client';
import { catalogueText } from './support/catalogue-text.ts';
import {
  expectInView,
  expectNoneOutside,
  type InView,
  measureInView,
  type Screen,
} from './support/in-view.ts';
import {
  closePlayers,
  joinGame,
  joinTeam,
  openMoreSettings,
  openPlayer,
  type Player,
  startGame,
} from './support/players.ts';
import { joinBySocket } from './support/socket-players.ts';
import { cardRegion } from './support/turn.ts';

/**
 * A turn on one screen: at every size people play at, each role sees what it needs without
 * scrolling, measured by the boxes of the parts against the viewport, in English and in Spanish
 * (whose words run longer). Three teams, so that one waits: Ada (host, Team 1) gives, Dev (Team 1)
 * guesses, Ben (Team 2) watches and Cleo (Team 3) waits, each on a phone; Eve and Fay play through
 * the protocol. The giver is checked with Undo offered, and everyone again with the turn paused.
 */

const SCREENS: Screen[] = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 640, height: 360 },
  { width: 844, height: 390 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];
/** With TURN_FITS_SHOTS=1, every screen measured is also kept as a picture, to be looked at. */
const SHOTS =
  process.env.TURN_FITS_SHOTS === '1'
    ? new URL('../test-results/turn-fits/', import.meta.url).pathname
    : null;

interface Words {
  /** The interface's language, as the Language select names it. */
  interfaceLanguage: string;
  /** The game's language (its cards), as the create form names it. */
  language: string;
  /** What the test and its pictures are called. */
  name: string;
  correct: string;
  skip: string;
  buzz: string;
  undo: string;
  card: string;
  paused: string;
  startTurn: string;
  pauseTurn: string;
  guessCount: RegExp;
  waiting: RegExp;
}

/** The turn's words as the interface language's catalogues write them. */
function wordsOf(interfaceLanguage: string, gameLanguage: string, name: string): Words {
  const t = catalogueText(interfaceLanguage);
  const guesses = [t('play.guess.count', { n: 1 }), t('play.guess.count', { n: 2 })].map(escapeRegex);
  return {
    interfaceLanguage,
    language: gameLanguage,
    correct: t('play.correct'),
    skip: t('play.skip'),
    buzz: t('play.buzz'),
    undo: t('play.undo'),
    card: t('play.card'),
    paused: t('play.paused'),
    startTurn: t('play.startTurn'),
    pauseTurn: t('play.pauseTurn'),
    guessCount: new RegExp(guesses.join('|')),
    // The role line's opening words: the rest may wrap or follow in another element.
    waiting: new RegExp(`^${escapeRegex(t('play.role.waitingTeam').split(' ').slice(0, 3).join(' '))}`),
    name,
  };
}

/**
 * English and Spanish, each with its own cards, run in CI; TURN_FITS_LANGUAGES=de,fr measures
 * other interface languages too (with the English cards), for a look at their longer words.
 */
const LANGUAGES = [
  wordsOf('en', 'English', 'English'),
  wordsOf('es', 'Español', 'Español'),
  ...(process.env.TURN_FITS_LANGUAGES ?? '')
    .split(',')
    .filter((code) => code !== '' && code !== 'en' && code !== 'es')
    .map((code) => wordsOf(code, 'English', code)),
];

interface Table {
  giver: Player;
  guesser: Player;
  watcher: Player;
  waiting: Player;
  sockets: Socket[];
  all: Player[];
}

/** A game of three teams in the words' language, made by Ada; the others join it. */
async function createAndJoin(page: Page, others: Player[], words: Words): Promise<string> {
  await page.goto('/home/create');
  await page.getByLabel('Your name').fill('Ada');
  await openMoreSettings(page);
  await page.getByLabel('Number of teams').selectOption('3');
  await page.getByLabel('Game language').selectOption({ label: words.language });
  await page.getByLabel('End game by').selectOption({ label: 'Turns per player' });
  await page.getByLabel('Turns per player', { exact: true }).fill('1');
  await page.getByLabel('Seconds per turn').selectOption('180');
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/\/waiting\/[A-Z0-9]{6}$/);
  const code = new URL(page.url()).pathname.split('/').at(-1) as string;
  for (const p of others) await joinGame(p.page, p.name, code);
  return code;
}

/** Everyone seated and the first turn under way, everyone's interface in the words' language. */
async function seatTable(
  browser: Parameters<typeof openPlayer>[0],
  base: string,
  words: Words,
): Promise<Table> {
  const [ada, ben, cleo, dev] = (await Promise.all(
    ['Ada', 'Ben', 'Cleo', 'Dev'].map((name) => openPlayer(browser, base, name)),
  )) as [Player, Player, Player, Player];
  const code = await createAndJoin(ada.page, [ben, cleo, dev], words);
  await joinTeam(ada.page, 'Team 1');
  await joinTeam(ben.page, 'Team 2');
  await joinTeam(cleo.page, 'Team 3');
  await joinTeam(dev.page, 'Team 1');
  const sockets = [
    await joinBySocket(base, code, 'Eve', 'team 2'),
    await joinBySocket(base, code, 'Fay', 'team 3'),
  ];
  const all = [ada, ben, cleo, dev];
  await startGame(ada.page, all, code);
  if (words.interfaceLanguage !== 'en') {
    for (const p of all)
      await p.page.getByRole('combobox', { name: 'Language' }).selectOption(words.interfaceLanguage);
  }
  await ada.page.getByRole('button', { name: words.startTurn }).click();
  await expect(cardRegion(ada.page).or(ada.page.getByRole('region', { name: words.card }))).toBeVisible();
  return { giver: ada, guesser: dev, watcher: ben, waiting: cleo, sockets, all };
}

/** The countdown's number and label inside the ring's inner edge, at every size (a label never clipped). */
async function expectCountdownInsideRing(page: Page, where: string): Promise<void> {
  const spill = await page.getByRole('timer').evaluate(
    (timer) => {
      const face = timer.parentElement;
      const ring = face?.parentElement?.querySelector('svg')?.getBoundingClientRect();
      if (!face || !ring) return 'no ring';
      // The ring's stroke runs at radius 52 of the SVG's 120, 11 wide: its inner edge at 46.5.
      const inner = (ring.width / 2) * (46.5 / 60);
      const cx = ring.left + ring.width / 2;
      const cy = ring.top + ring.height / 2;
      const out: string[] = [];
      // What is seen of it: the digits and the label beside the timer (its words read aloud are hidden).
      for (const part of [timer.firstElementChild, timer.nextElementSibling]) {
        if (!part) return 'no digits or label';
        const r = part.getBoundingClientRect();
        for (const [x, y] of [
          [r.left, r.top],
          [r.right, r.top],
          [r.left, r.bottom],
          [r.right, r.bottom],
        ] as const) {
          if (Math.hypot(x - cx, y - cy) > inner + 0.5) out.push(`${part.textContent} reaches the ring`);
        }
      }
      return out.join('; ');
    },
    undefined,
    { timeout: 10_000 },
  );
  expect.soft(spill, `${where}: the countdown`).toBe('');
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
}

/** What each role must see of its turn, without scrolling; the four phones measured side by side. */
async function expectEveryRoleFits(
  table: Table,
  words: Words,
  screen: Screen,
  label: string,
  paused = false,
) {
  const { giver, watcher, guesser, waiting } = table;
  await Promise.all(table.all.map((p) => p.page.setViewportSize(screen)));
  const size = `${screen.width}x${screen.height}`;
  const card = (page: Page) => page.getByRole('region', { name: words.card });
  const forbidden = (page: Page) => card(page).getByRole('listitem');
  await expect(forbidden(giver.page)).toHaveCount(5);
  const parts: Record<
    'giver' | 'watcher' | 'guesser' | 'waiting',
    [Player, Record<string, Locator>, string]
  > = {
    giver: [
      giver,
      {
        countdown: giver.page.getByRole('timer'),
        word: card(giver.page).getByRole('heading', { level: 2 }),
        'forbidden word': forbidden(giver.page),
        [words.correct]: giver.page.getByRole('button', { name: words.correct, exact: true }),
        [words.skip]: giver.page.getByRole('button', { name: words.skip, exact: true }),
      },
      'the giver',
    ],
    watcher: [
      watcher,
      {
        countdown: watcher.page.getByRole('timer'),
        word: card(watcher.page).getByRole('heading', { level: 2 }),
        'forbidden word': forbidden(watcher.page),
        [words.buzz]: watcher.page.getByRole('button', { name: words.buzz, exact: true }),
      },
      'the watcher',
    ],
    guesser: [
      guesser,
      {
        countdown: guesser.page.getByRole('timer'),
        'right guesses': guesser.page.getByText(words.guessCount),
      },
      'a guesser',
    ],
    waiting: [
      waiting,
      {
        countdown: waiting.page.getByRole('timer'),
        // Their role, or while the clock is stopped, Paused and why in its place.
        'what is going on': paused
          ? waiting.page.getByRole('status').filter({ hasText: words.paused })
          : waiting.page.getByText(words.waiting),
      },
      'the waiting team',
    ],
  };
  await Promise.all(
    Object.entries(parts).map(async ([role, [p, what, who]]) => {
      await expectInView(p.page, what, `${label}, ${who}`);
      await expectCountdownInsideRing(p.page, `${label}, ${role}`);
      await shoot(p.page, `${label}-${role}-${size}`);
    }),
  );
}

for (const words of LANGUAGES) {
  test(`${words.name}: every role sees its whole turn without scrolling, at every size`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(480_000);
    const table = await seatTable(browser, baseURL as string, words);
    const { giver } = table;
    try {
      for (const screen of SCREENS) await expectEveryRoleFits(table, words, screen, words.name);

      await test.step('Undo, offered after each Correct, is in view with Correct and Skip', async () => {
        for (const screen of SCREENS) {
          await giver.page.setViewportSize(screen);
          const undo = giver.page.getByRole('button', { name: words.undo });
          const parts = {
            [words.undo]: undo,
            [words.correct]: giver.page.getByRole('button', { name: words.correct, exact: true }),
            [words.skip]: giver.page.getByRole('button', { name: words.skip, exact: true }),
          };
          // Undo stays for 3 seconds after the press. On a loaded machine it can go before it is
          // seen or while it is measured; then Correct is pressed again (three times at most), so
          // that what is judged is Undo's layout, not the machine's pace.
          let measured: InView | undefined;
          for (let attempt = 1; attempt <= 3; attempt++) {
            const word =
              (await giver.page
                .getByRole('region', { name: words.card })
                .getByRole('heading', { level: 2 })
                .textContent({ timeout: 10_000 })) ?? '';
            await giver.page.getByRole('button', { name: words.correct, exact: true }).click();
            await expect(giver.page.getByRole('heading', { level: 2, name: word, exact: true })).toHaveCount(
              0,
            );
            if (!(await undo.isVisible()) && attempt < 3) continue;
            measured = await measureInView(giver.page, parts);
            if (!measured.outside.includes(`${words.undo}: not there`)) break;
          }
          if (measured) expectNoneOutside(measured, `${words.name}, the giver with Undo`);
          await shoot(giver.page, `${words.name}-giver-undo-${screen.width}x${screen.height}`);
        }
      });

      await test.step('paused by the host: the countdown says so inside its ring, and the turn still fits', async () => {
        await giver.page.getByRole('button', { name: words.pauseTurn }).click();
        for (const p of table.all)
          await expect(p.page.getByRole('status').getByText(words.paused, { exact: true })).toBeVisible();
        for (const screen of SCREENS)
          await expectEveryRoleFits(table, words, screen, `${words.name}-paused`, true);
      });
    } finally {
      for (const socket of table.sockets) socket.close();
      await closePlayers(table.all);
    }
  });
}
