import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it is now; any serious or critical violation fails the test
 * (softly, so one run lists every screen), printed in full. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
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
