import { expect, test } from '@playwright/test';
import { closePlayers, startedGameOfFour } from './support/players.ts';
import { cardsTool, deckOf } from './support/server-data.ts';

const IDEA = { word: 'Pangolin', forbidden: ['Scales', 'Anteater', 'Armour', 'Curl', 'Africa'] };

test('a card idea sent from the page, approved by the operator, is in a new game’s deck', async ({
  page,
  browser,
  baseURL,
}) => {
  await test.step('a player suggests the card', async () => {
    await page.goto('/home/submit');
    await page.getByLabel('Word to guess').fill(IDEA.word);
    for (const [i, word] of IDEA.forbidden.entries()) {
      await page.getByLabel(`Forbidden word ${i + 1}`).fill(word);
    }
    await page.getByRole('button', { name: 'Send card idea' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Thanks! Your card idea was sent.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Word to guess')).toHaveValue('');
  });

  await test.step('the operator approves it into the animals', async () => {
    const line = cardsTool('ideas')
      .split('\n')
      .find((l) => l.includes(`${IDEA.word} — ${IDEA.forbidden.join(', ')}`));
    expect(line, 'the idea is listed').toBeDefined();
    expect(line).toMatch(/\ben {2}new\b/);
    const id = line?.split(/\s+/)[0] as string;
    expect(cardsTool('approve', id, '--category', 'animals')).toContain(
      `approved "${IDEA.word}" into English (en) animals`,
    );
  });

  await test.step('a game of animals only deals it', async () => {
    const game = await startedGameOfFour(browser, baseURL as string, undefined, { categories: ['Animals'] });
    const deck = deckOf(game.code);
    expect(deck.length).toBeGreaterThan(1);
    expect(deck.map((c) => c.word)).toContain(IDEA.word);
    expect(new Set(deck.map((c) => c.category))).toEqual(new Set(['animals']));
    await closePlayers(game.players);
  });
});
