import { createAction } from '@reduxjs/toolkit';
import { fixedMessages, type MessageRef, normalizeGamecode, ownMessages } from '@unsayable/rules';

/**
 * The player is done with this game (Home on the end screen): the saved game code goes, so the
 * next visit starts at home instead of landing on the old game.
 */
export const savedGameForgotten = createAction<string>('game/savedGameForgotten');

/** The keys of the refusals that say the player is no longer in the game (see message-keys.ts). */
const OUT_OF_GAME_KEYS: readonly string[] = ['own.notInGame', 'fixed.gameDoesNotExist'];

/**
 * A refusal of Leave that means the player is out of the game anyway (the host removed them, or
 * the game is gone): leaving is done, not failed. Known by the refusal's key when the server named
 * one, by its English text otherwise.
 */
export function outOfGameAlready(message: string, gamecode: string, errorRef?: MessageRef): boolean {
  const code = normalizeGamecode(gamecode);
  if (errorRef) return OUT_OF_GAME_KEYS.includes(errorRef.key) && errorRef.params.code === code;
  return message === ownMessages.notInGame(code) || message === fixedMessages.gameDoesNotExist(code);
}

/** What a player sees when Leave did not go through: they are still in the game. */
export function leaveFailure(message: string): string {
  return `You are still in the game. ${message}`;
}
