import { expect, type Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits (at most 3 s) for the page's finite animations and transitions to end: a card sliding in,
 * a time-up flash fading, colours changing with the theme. axe reads colours as they are at that
 * instant, and mid-fade they are neither the old ones nor the new; an endless animation (a pulse)
 * is not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames first: a change just made (the theme switched, a list re-rendered) starts its
    // transitions and animations, and runs its listeners, at the next frame, not at once.
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

/**
 * axe-core's own `axe.run` in the page, its source put there once a document (the app routes
 * without reloading, so most screens of a spec share one). Not `@axe-core/playwright`: it puts the
 * source in again on every analysis, gathers every rule's passes and finishes each analysis in a
 * new blank page: many times the CPU of this run, on a 2-core machine where the browser
 * specs are bound by CPU. The app has no frames, which that package would also reach.
 */
async function axeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    TAGS,
  );
}

/** The page's serious and critical axe violations, once its animations have settled. */
export async function seriousViolations(page: Page) {
  await animationsSettled(page);
  const violations = await axeViolations(page);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    url: v.helpUrl,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
  }));
}

/** Runs axe on the page; any serious or critical violation fails the test (softly, so one run
 * lists every screen), printed in full. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  let report = await seriousViolations(page);
  if (report.length > 0) {
    // Read again a second later: a screen caught between two renders (a theme half applied, a
    // list half re-rendered) is not what a person sees; a violation that stays is.
    await page.waitForTimeout(1000);
    report = await seriousViolations(page);
  }
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
