import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/** The phone the specs play on unless a spec says otherwise. */
export const PHONE = { width: 390, height: 844 } as const;

/** One person at one device: their own browser context, so their own cookie and local storage. */
export interface Player {
  name: string;
  context: BrowserContext;
  page: Page;
}

export type TeamName = 'Team 1' | 'Team 2' | 'Team 3' | 'Team 4';

export interface CreateOptions {
  turns?: number;
  seconds?: number;
  /** Labels of the only categories to play with; all when absent. */
  categories?: string[];
  /** Buzzed cards score for the watchers. */
  buzzScoring?: boolean;
  /** How clues are given, by the option's label; out loud when absent. */
  clues?: 'Out loud' | 'Typed' | 'Typed guesses';
  /** Seconds of the review's countdown; off when absent. */
  reviewSeconds?: 15 | 30 | 60;
}

const CODE_PATH = /\/waiting\/([A-Z0-9]{6})$/;

/** The reveal of a confirmed turn, over a player's screen for a few seconds. */
export function revealOf(page: Page): Locator {
  return page.locator('.turn-reveal');
}

/**
 * A player's page. When the reveal of a confirmed turn stands in the way of a spec's next step, the
 * player presses its button (Continue; the host's Skip for everyone), as a person would (the TV
 * spec looks at the reveal itself, and takes this off).
 */
export async function openPlayer(browser: Browser, baseURL: string, name: string): Promise<Player> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  // The host's Skip for everyone may close this screen's reveal while it is being pressed: then there
  // is nothing left to press, and the handler's wait for the reveal to be gone is what counts.
  await page.addLocatorHandler(revealOf(page), (reveal) =>
    reveal
      .locator('.turn-reveal-panel > .button')
      .click({ timeout: 3_000 })
      .catch(() => undefined),
  );
  return { name, context, page };
}

export async function closePlayers(players: Player[]): Promise<void> {
  await Promise.all(players.map((p) => p.context.close()));
}

/** Opens the create form's More settings, where all but the name and the language wait. */
export async function openMoreSettings(page: Page): Promise<void> {
  const more = page.locator('details.more-settings');
  if (!(await more.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await more.locator('summary').click();
  }
}

/** Fills the create form as a person would and returns the new game's code. */
export async function createGame(page: Page, name: string, options: CreateOptions = {}): Promise<string> {
  await page.goto('/home/create');
  await page.getByLabel('Your name').fill(name);
  await openMoreSettings(page);
  await page.getByLabel('End game by').selectOption({ label: 'Turns per player' });
  await page.getByLabel('Turns per player', { exact: true }).fill(String(options.turns ?? 1));
  await page.getByLabel('Seconds per turn').selectOption(String(options.seconds ?? 30));
  if (options.buzzScoring) {
    await page.getByRole('checkbox', { name: 'Buzzed cards score for the watchers' }).check();
  }
  if (options.clues) await page.getByLabel('How clues are given').selectOption({ label: options.clues });
  if (options.reviewSeconds)
    await page.getByLabel('Review countdown').selectOption({ label: `${options.reviewSeconds} s` });
  if (options.categories) {
    await page.getByRole('checkbox', { name: 'All categories' }).uncheck();
    for (const label of options.categories) {
      await page.getByRole('checkbox', { name: label, exact: true }).check();
    }
  }
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(CODE_PATH);
  const code = CODE_PATH.exec(new URL(page.url()).pathname)?.[1];
  if (!code) throw new Error(`no game code in ${page.url()}`);
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  return code;
}

/** The invite link as the lobby shows it. */
export async function inviteLink(page: Page): Promise<string> {
  return page.getByRole('textbox', { name: 'Invite link' }).inputValue();
}

/** Joins through an invite link (the code is already filled in) or the plain join form. */
export async function joinGame(page: Page, name: string, code: string, link?: string): Promise<void> {
  if (link) {
    await page.goto(link);
    await expect(page.getByLabel('Game code')).toHaveValue(code);
  } else {
    await page.goto('/home/join');
    await page.getByLabel('Game code').fill(code);
  }
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join game' }).click();
  await page.waitForURL(new RegExp(`/(waiting|play)/${code}$`));
}

export async function joinTeam(page: Page, team: TeamName): Promise<void> {
  await page.getByRole('button', { name: `Join ${team}` }).click();
  await expect(page.getByText(`You are in ${team}.`)).toBeVisible();
}

export async function startGame(host: Page, players: Player[], code: string): Promise<void> {
  const start = host.getByRole('button', { name: 'Start game' });
  await expect(start).toBeEnabled();
  await start.click();
  await Promise.all(players.map((p) => p.page.waitForURL(`**/play/${code}`)));
}

export interface Game {
  code: string;
  players: Player[];
  host: Player;
}

/**
 * Four players in a lobby: the first creates the game, the others join (by invite link and by
 * the join form, alternately); players 1 and 3 pick Team 1, players 2 and 4 Team 2, so in join
 * order each team's first giver is player 1 and player 2.
 */
export async function lobbyOfFour(
  browser: Browser,
  baseURL: string,
  names: string[] = ['Ada', 'Ben', 'Cleo', 'Dev'],
  options: CreateOptions = {},
): Promise<Game> {
  const players = await Promise.all(names.map((name) => openPlayer(browser, baseURL, name)));
  const [host, ...others] = players as [Player, ...Player[]];
  const code = await createGame(host.page, host.name, options);
  const link = await inviteLink(host.page);
  for (const [i, p] of others.entries()) await joinGame(p.page, p.name, code, i % 2 === 0 ? link : undefined);
  await Promise.all(players.map((p, i) => joinTeam(p.page, i % 2 === 0 ? 'Team 1' : 'Team 2')));
  return { code, players, host };
}

/** A started game of four, everyone on the play screen. */
export async function startedGameOfFour(
  browser: Browser,
  baseURL: string,
  names?: string[],
  options?: CreateOptions,
): Promise<Game> {
  const game = await lobbyOfFour(browser, baseURL, names, options);
  await startGame(game.host.page, game.players, game.code);
  return game;
}

/** The saved session's three entries as the page sees them. */
export async function savedSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() =>
    Object.fromEntries(
      ['unsayable.playerId', 'unsayable.playerName', 'unsayable.gamecode'].map((k) => [
        k,
        localStorage.getItem(k),
      ]),
    ),
  );
}

/**
 * The header's Leave, confirmed in the dialog it opens (one tap on Leave only asks). What comes
 * after (home, or a failure that keeps the seat) is the caller's to check.
 */
export async function leaveGame(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave game', exact: true }).click();
}

/** The host ends the game from the play screen; everyone lands on the end screen. */
export async function endGameNow(game: Game): Promise<void> {
  await game.host.page.getByRole('button', { name: 'End game now' }).click();
  const dialog = game.host.page.getByRole('dialog', { name: 'End the game now?' });
  await dialog.getByRole('button', { name: 'End game', exact: true }).click();
  await Promise.all(game.players.map((p) => p.page.waitForURL(`**/end/${game.code}`)));
}
