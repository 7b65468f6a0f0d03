/** The system share sheet (Web Share API), where the browser has one: phones, mostly. */
import { translate } from '../../i18n/i18n.ts';

export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** What the share sheet is given: the invite link with a title and one line that name the code. */
export function inviteShareData(gamecode: string, link: string): ShareData {
  return {
    title: translate('lobby.share.title', { gamecode }),
    text: translate('lobby.share.text', { gamecode }),
    url: link,
  };
}

/**
 * Opens the share sheet. `cancelled` when the player closed it (AbortError): nothing to say
 * then; `failed` when the browser would not share at all.
 */
export async function shareInvite(
  gamecode: string,
  link: string,
): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await navigator.share(inviteShareData(gamecode, link));
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
