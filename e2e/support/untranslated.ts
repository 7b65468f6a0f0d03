import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Page } from '@playwright/test';
import { escapeRegex } from '@unsayable/rules';

/**
 * Finds English left on a screen shown in another language: every text of the page (text nodes
 * that are rendered, screen-reader-only text included, aria-labels, titles, the selected options,
 * the tab's title) is searched for the literal parts of the English catalogue's messages. A part
 * that the other language's catalogue also has (a brand, a shared word) does not count; what a
 * spec names in `exclude` (card words, player names, the game code) is not searched.
 */

const LOCALES = new URL('../../apps/web/src/i18n/locales/', import.meta.url);
const AREAS = ['shell', 'rules', 'game'];

/** The literal text of a compiled ICU message: its strings, in every branch of a plural. */
function literals(tokens: unknown, into: string[]): void {
  if (typeof tokens === 'string') {
    into.push(tokens);
    return;
  }
  if (!Array.isArray(tokens)) return;
  for (const token of tokens) {
    if (typeof token === 'string') into.push(token);
    else if (Array.isArray(token) && token[2] && typeof token[2] === 'object')
      for (const branch of Object.values(token[2] as Record<string, unknown>)) literals(branch, into);
  }
}

function catalogueParts(language: string): string[] {
  const parts: string[] = [];
  for (const area of AREAS) {
    const messages = JSON.parse(readFileSync(new URL(`${language}/${area}.json`, LOCALES), 'utf8')) as Record<
      string,
      string
    >;
    for (const message of Object.values(messages)) {
      const found: string[] = [];
      literals(compileMessageOrThrow(message), found);
      for (const text of found) {
        for (const piece of text.split(/<\/?b>|#/)) {
          const part = piece.trim().replace(/^[\s·:,.;(]+|[\s·:,.;)]+$/g, '');
          if ((part.match(/\p{L}/gu) ?? []).length >= 3) parts.push(part);
        }
      }
    }
  }
  return [...new Set(parts)];
}

/** The English parts that would give English away on a screen in `language`. */
export function englishParts(language: string): RegExp[] {
  const translated = catalogueParts(language);
  return catalogueParts('en')
    .filter((part) => !translated.some((other) => other.includes(part)))
    .map((part) => new RegExp(`(?:^|[^\\p{L}])${escapeRegex(part)}(?:$|[^\\p{L}])`, 'u'));
}

/** Every text the page shows or gives to a screen reader, but for what `exclude` selects. */
export async function screenTexts(page: Page, exclude: string[]): Promise<string[]> {
  return page.evaluate((skipSelectors) => {
    const skip = (element: Element) => skipSelectors.some((selector) => element.closest(selector));
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || skip(element)) continue;
      const shown =
        element.checkVisibility({ visibilityProperty: true }) || element.closest('svg title, option');
      if (shown) texts.push(text);
    }
    for (const element of Array.from(
      document.querySelectorAll('[aria-label], [title], [alt], [placeholder]'),
    )) {
      if (skip(element)) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  }, exclude);
}

/** The English found on the page: each hit as "part in «text»". */
export async function englishOnScreen(page: Page, parts: RegExp[], exclude: string[]): Promise<string[]> {
  const texts = await screenTexts(page, exclude);
  return texts.flatMap((text) =>
    parts.filter((part) => part.test(text)).map((part) => `${part.source} in «${text}»`),
  );
}
