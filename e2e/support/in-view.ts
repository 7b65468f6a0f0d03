import { expect, type Locator, type Page } from '@playwright/test';

/** A size people play at. */
export interface Screen {
  width: number;
  height: number;
}

/** Where an element lies, as the browser laid it out. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

async function boxesOf(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
  );
}

const shown = (box: Box) =>
  `(${Math.round(box.left)}, ${Math.round(box.top)})–(${Math.round(box.right)}, ${Math.round(box.bottom)})`;

const SETTLE_MS = 5_000;

/** The parts (or their elements) not wholly inside the viewport, with the page at its top. */
async function partsOutside(page: Page, parts: Record<string, Locator>, size: Screen): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const outside: string[] = [];
  // Every part measured at once: one round trip's wait, not one a part.
  const measured = await Promise.all(
    Object.entries(parts).map(async ([name, locator]) => ({ name, boxes: await boxesOf(locator) })),
  );
  for (const { name, boxes } of measured) {
    if (boxes.length === 0) outside.push(`${name}: not there`);
    for (const [i, box] of boxes.entries()) {
      const inside =
        box.right > box.left &&
        box.bottom > box.top &&
        box.left >= -0.5 &&
        box.top >= -0.5 &&
        box.right <= size.width + 0.5 &&
        box.bottom <= size.height + 0.5;
      if (!inside) outside.push(`${name}${boxes.length > 1 ? ` ${i + 1}` : ''} at ${shown(box)}`);
    }
  }
  return outside;
}

/**
 * Each named part is on the screen without scrolling: every element it matches has a box inside
 * the viewport, with the page at its top; and nothing makes the page scroll sideways. What a
 * person sees, measured: a part that renders below the fold fails.
 */
export async function expectInView(page: Page, parts: Record<string, Locator>, where: string): Promise<void> {
  expectNoneOutside(await measureInView(page, parts), where);
}

/** What `expectInView` measures, without judging it: for a caller that may measure again. */
export interface InView {
  size: Screen;
  /** The parts, or their elements, not wholly inside the viewport (`name: not there` for one missing). */
  outside: string[];
  /** How far the page scrolls sideways, in pixels. */
  sideways: number;
}

export async function measureInView(page: Page, parts: Record<string, Locator>): Promise<InView> {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  // Measured again for a few seconds while any part is outside: what is checked is the layout as it
  // settles (a view that arrived mid-measure, Undo's band given back), not one instant of it.
  let outside = await partsOutside(page, parts, size);
  for (const until = Date.now() + SETTLE_MS; outside.length > 0 && Date.now() < until; ) {
    await page.waitForTimeout(250);
    outside = await partsOutside(page, parts, size);
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { size, outside, sideways };
}

/** The judgement of `expectInView` on what `measureInView` found. */
export function expectNoneOutside({ size, outside, sideways }: InView, where: string): void {
  expect.soft(outside, `${where} (${size.width}×${size.height}): outside the screen`).toEqual([]);
  expect
    .soft(sideways, `${where} (${size.width}×${size.height}): the page scrolls sideways`)
    .toBeLessThanOrEqual(0);
}

/** Every element `inner` matches lies inside the first element `outer` matches (a label inside its ring). */
export async function expectWithin(inner: Locator, outer: Locator, where: string): Promise<void> {
  const [frame] = await boxesOf(outer.first());
  if (!frame) throw new Error(`${where}: nothing to hold it`);
  const spilled = (await boxesOf(inner))
    .filter(
      (b) =>
        b.left < frame.left - 0.5 ||
        b.top < frame.top - 0.5 ||
        b.right > frame.right + 0.5 ||
        b.bottom > frame.bottom + 0.5,
    )
    .map(shown);
  expect.soft(spilled, `${where}: outside ${shown(frame)}`).toEqual([]);
}
