import { i18n, type Messages } from '@lingui/core';

/**
 * The web client's tests run in English, every area loaded (compiled, as in the build), as the
 * app would have it once each screen's strings are in. Other test files skip this.
 */
const english = import.meta.glob<Messages>('../i18n/locales/en/*.json', { import: 'default', eager: true });
i18n.load('en', Object.assign({}, ...Object.values(english)));
i18n.activate('en');
