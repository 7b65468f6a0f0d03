import { readFileSync } from 'node:fs';
import { type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * The interface's words as a language's catalogues write them, for specs that find a screen's
 * buttons and headings by their names in that language: the same messages, compiled the same way,
 * that the web client shows.
 */

const LOCALES = new URL('../../apps/web/src/i18n/locales/', import.meta.url);
const AREAS = ['shell', 'rules', 'game'];

/** Every language of the Language select, named in itself. */
export const INTERFACE_LANGUAGES = JSON.parse(
  readFileSync(new URL('languages.json', LOCALES), 'utf8'),
) as Record<string, string>;

/** A language's `t(key, values)`, as the web client's `translate`. */
export function catalogueText(
  language: string,
): (key: string, values?: Record<string, string | number>) => string {
  const messages: Messages = {};
  for (const area of AREAS) {
    const source = JSON.parse(readFileSync(new URL(`${language}/${area}.json`, LOCALES), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, message] of Object.entries(source)) messages[key] = compileMessageOrThrow(message);
  }
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return (key, values) => {
    if (!(key in messages)) throw new Error(`no message ${key} in ${language}`);
    return i18n._(key, values);
  };
}
