import { DISPLACED } from './connection-types.ts';

/**
 * Whether something the server sent says this device lost its game to another device of the same
 * player: the text itself, or a refusal or notice carrying it (`{ error }`, `{ message }`,
 * `{ reason }`), whichever event the server sends it on. Anything else is not.
 */
export function isDisplacement(sent: unknown): boolean {
  if (sent === DISPLACED) return true;
  if (typeof sent !== 'object' || sent === null) return false;
  return ['error', 'message', 'reason'].some((field) => Reflect.get(sent, field) === DISPLACED);
}
