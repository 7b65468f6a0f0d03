import { expect, type Locator, type Page } from '@playwright/test';
import type { Player } from './players.ts';
import type { Traffic } from './traffic.ts';

export type Role = 'giver' | 'watcher' | 'watching team' | 'guesser';

/** What the play screen says each player is this turn. */
export const ROLE_TEXT: Record<Role, string> = {
  giver: 'You are giving clues.',
  watcher: 'You are watching: buzz a forbidden word, then review the cards.',
  'watching team': 'Your team is watching: buzz when a forbidden word is said.',
  guesser: 'You are guessing.',
};

/** What people call the three review lists. */
export type ReviewList = 'Correct' | 'Skipped' | 'Buzzed';

export function cardRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Card' });
}

export function cardHeading(page: Page): Locator {
  return cardRegion(page).getByRole('heading', { level: 2 });
}

export function reviewRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Turn review' });
}

export function reviewList(page: Page, list: ReviewList): Locator {
  return reviewRegion(page).getByRole('region', { name: list, exact: true });
}

/**
 * The words of a review list, one per card: each entry's first text, as the entry also holds
 * what was said of the card (the marked word, typed clues) and its own buttons.
 */
export async function expectReviewWords(
  page: Page,
  list: ReviewList,
  words: readonly string[],
): Promise<void> {
  const entries = reviewList(page, list).locator('li > .review-word');
  await expect
    .poll(() => entries.evaluateAll((els) => els.map((el) => el.firstChild?.textContent ?? '')))
    .toEqual(words);
}

export function scoresRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Scores' });
}

/** Both teams' scores as shown, in order: Team 1, Team 2. */
export async function expectScores(page: Page, team1: number, team2: number): Promise<void> {
  await expect(scoresRegion(page).getByRole('definition')).toHaveText([String(team1), String(team2)]);
}

/** Waits until the play screen names this player's role, and returns it. */
export async function roleOf(page: Page): Promise<Role> {
  const texts = Object.entries(ROLE_TEXT) as [Role, string][];
  let found: Role | undefined;
  await expect
    .poll(async () => {
      for (const [role, text] of texts) {
        if (await page.getByText(text, { exact: true }).isVisible()) {
          found = role;
          return role;
        }
      }
      return undefined;
    })
    .toBeDefined();
  return found as Role;
}

/** Everyone's role this turn; each role must be held by exactly one of the four. */
export async function rolesOf(players: Player[]): Promise<Record<Role, Player>> {
  const roles = await Promise.all(players.map((p) => roleOf(p.page)));
  const byRole = {} as Record<Role, Player>;
  for (const [i, role] of roles.entries()) {
    expect(byRole[role], `two players are ${role}`).toBeUndefined();
    byRole[role] = players[i] as Player;
  }
  return byRole;
}

export async function goneBy(page: Page): Promise<number> {
  const text = await page.getByText(/^Cards gone by: \d+$/).textContent();
  return Number(text?.replace(/\D+/g, ''));
}

/** The word on the card this page shows now. */
export async function wordOn(page: Page): Promise<string> {
  const word = (await cardHeading(page).textContent())?.trim();
  if (!word) throw new Error('no card on screen');
  return word;
}

/**
 * Presses Correct, Skip or Buzz on the card on screen (a watcher first waits to see the same card
 * as the giver) and waits until the press has counted. Returns the word it applied to.
 */
export async function press(page: Page, button: 'Correct' | 'Skip' | 'Buzz', word: string): Promise<string> {
  await expect(cardHeading(page)).toHaveText(word);
  const before = await goneBy(page);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(`Cards gone by: ${before + 1}`, { exact: true })).toBeVisible();
  return word;
}

/**
 * Polls a guesser's page for as long as the turn runs: the Card region must never be there. On
 * `stop`, no message the page received while the turn was in progress may hold a word the card
 * showed (the secret never reaches the browser, rendered or not). Returns the number of polls.
 */
export function watchGuesser(page: Page, traffic: Traffic): { stop: (words: string[]) => Promise<number> } {
  let running = true;
  let polls = 0;
  const sightings: string[] = [];
  const from = traffic.mark();
  const loop = (async () => {
    while (running) {
      if ((await cardRegion(page).count()) > 0) sightings.push(`the Card region on poll ${polls}`);
      // Review is the end of secrecy: played cards are shown to all from then on.
      if (await reviewRegion(page).isVisible()) break;
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  return {
    async stop(words) {
      running = false;
      await loop;
      let inProgress = 0;
      for (const { message, view } of await traffic.viewsSince(from)) {
        if (view.gameplay.roundStatus !== 'in progress') continue;
        inProgress += 1;
        for (const word of words)
          if (message.includes(JSON.stringify(word))) sightings.push(`"${word}" in a message`);
      }
      expect(sightings, 'a guesser saw the card').toEqual([]);
      expect(inProgress, 'no view of the running turn reached the guesser').toBeGreaterThan(0);
      return polls;
    },
  };
}
