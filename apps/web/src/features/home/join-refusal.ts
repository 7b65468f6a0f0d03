import type { MessageRef } from '@unsayable/rules';
import { matchEnglish } from '../../i18n/english-messages.ts';
import { isPassingFailure } from '../../state/failures.ts';

/**
 * The field a refusal of Join is about, so the form says it there: a name already taken is the
 * name's; every other considered answer (no such game, finished, full) is the code's. A passing
 * failure (the network, a busy server) is no field's: the app's toast says it, and the same
 * press may work again.
 */
export function joinRefusalField(message: string, ref?: MessageRef): 'name' | 'gamecode' | null {
  if (isPassingFailure(message, ref)) return null;
  const nameTaken = ref ? ref.key === 'own.nameTaken' : matchEnglish(message)?.key === 'server.nameTaken';
  return nameTaken ? 'name' : 'gamecode';
}
