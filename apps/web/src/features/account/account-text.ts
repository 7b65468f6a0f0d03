import { localizeMessage } from '../../i18n/english-messages.ts';
import { type MessageKey, translate } from '../../i18n/i18n.ts';
import { AccountRefused } from './account-api.ts';

/** Whether the active catalogues hold a key (Lingui gives back the key itself for one they lack). */
function known(key: string): key is MessageKey {
  return translate(key as MessageKey) !== key;
}

/**
 * A refusal as the player reads it: by its message key when the server gives one this client
 * has a translation for (`account.<name>` is shown as `server.account.<name>`), else its English
 * text matched to a key, else the text as the server wrote it.
 */
export function refusalText(error: unknown): string {
  if (!(error instanceof AccountRefused))
    return localizeMessage(error instanceof Error ? error.message : String(error));
  const name = error.ref?.key.split('.').at(-1);
  const key = name ? `server.account.${name}` : '';
  if (key && known(key) && Object.keys(error.ref?.params ?? {}).length === 0) return translate(key);
  return localizeMessage(error.message);
}

/** A notice of the server ("Check your email…") in the player's language. */
export const noticeText = (message: string | undefined) => (message ? localizeMessage(message) : '');
