import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits (at most 3 s) for the page's finite animations and transitions to end: a card sliding in,
 * a time-up flash fading, colours changing with the theme. axe reads colours as they are at that
 * instant, and mid-fade they are neither the old ones nor the new; an endless animation (a pulse)
 * is not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

/** Runs axe on the page once its animations have settled; any serious or critical violation fails
 * the test (softly, so one run lists every screen), printed in full. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    url: v.helpUrl,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
  }));
  if (report.length > 0) console.log(`axe on ${screen}:\n${JSON.stringify(report, null, 2)}`);
  expect.soft(report, `serious or critical axe violations on ${screen}`).toEqual([]);
}

/** The same check in the light and the dark theme (the system's setting, which the app follows). */
export async function expectAccessibleInBothThemes(page: Page, screen: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, `${screen} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, `${screen} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}
