import { expect } from 'vitest';

/**
 * The web client's tests run in English, every area loaded (compiled, as in the build), as the
 * app would have it once each screen's strings are in. The other workspaces' tests skip this.
 */
if (expect.getState().testPath?.includes('/apps/web/')) {
  const { i18n } = await import('@lingui/core');
  const english = import.meta.glob<Record<string, never>>('../i18n/locales/en/*.json', { import: 'default' });
  const catalogues = await Promise.all(Object.values(english).map((load) => load()));
  i18n.load('en', Object.assign({}, ...catalogues));
  i18n.activate('en');
}
