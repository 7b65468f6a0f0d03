import { createAsyncThunk } from '@reduxjs/toolkit';
import { fallbackMessages } from '@unsayable/rules';
import type { ThunkExtra } from './request-thunk.ts';

/**
 * Makes sure this browser has its player (the HttpOnly cookie) before Create or Join. A failure
 * that is not the server's own refusal reads as that operation's fallback message; the real
 * cause goes to the error log (the connection reports it).
 */
/**
 * The fallbacks of Create and Join, as their entries in the rules' catalogue name them (a test
 * holds the two equal), read here so that the browser does not load the rules' decisions.
 */
export const sessionFallbacks = {
  createGame: fallbackMessages.createGame,
  joinGame: fallbackMessages.addPlayer,
} as const;

export const ensureSession = createAsyncThunk<
  string,
  { name: string; operation: 'createGame' | 'joinGame' },
  { extra: ThunkExtra; rejectValue: string }
>('game/ensureSession', async ({ name, operation }, { extra, rejectWithValue }) => {
  const answer = await extra.connection.ensureSession(name);
  return answer.ok ? answer.playerId : rejectWithValue(answer.refusal ?? sessionFallbacks[operation]);
});
