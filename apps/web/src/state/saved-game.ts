import { createAction } from '@reduxjs/toolkit';
import { fixedMessages, normalizeGamecode, ownMessages } from '@unsayable/rules';

/**
 * The player is done with this game (Home on the end screen): the saved game code goes, so the
 * next visit starts at home instead of landing on the old game.
 */
export const savedGameForgotten = createAction<string>('game/savedGameForgotten');

/**
 * A refusal of Leave that means the player is out of the game anyway (the host removed them, or
 * the game is gone): leaving is done, not failed.
 */
export function outOfGameAlready(message: string, gamecode: string): boolean {
  const code = normalizeGamecode(gamecode);
  return message === ownMessages.notInGame(code) || message === fixedMessages.gameDoesNotExist(code);
}

/** What a player sees when Leave did not go through: they are still in the game. */
export function leaveFailure(message: string): string {
  return `You are still in the game. ${message}`;
}
