import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A language's catalogue file: `src/i18n/locales/<language>/<area>.json`. */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]{2,3}(?:-[A-Za-z0-9]+)?[\\/][a-z-]+\.json$/;

/**
 * Catalogues are written as ICU messages (JSON, one key to one message) and shipped compiled:
 * Lingui's runtime in production has no message parser, so each message is parsed here, at build
 * time (and in the tests, which run the same compiled messages). A message that does not parse
 * fails the build, naming its key.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'unsayable:compile-catalogues',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file)) return null;
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(source)) {
        try {
          compiled[key] = compileMessageOrThrow(message);
        } catch (error) {
          throw new Error(`${file}: the message "${key}" is not valid ICU: ${String(error)}`);
        }
      }
      return JSON.stringify(compiled);
    },
  };
}
