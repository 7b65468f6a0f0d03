import { createAsyncThunk } from '@reduxjs/toolkit';
import { fallbackFor } from '@unsayable/rules';
import type { ThunkExtra } from './request-thunk.ts';

/**
 * Makes sure this browser has its player (the HttpOnly cookie) before Create or Join. A failure
 * that is not the server's own refusal reads as that operation's fallback message; the real
 * cause goes to the error log (the connection reports it).
 */
export const ensureSession = createAsyncThunk<
  string,
  { name: string; operation: 'createGame' | 'joinGame' },
  { extra: ThunkExtra; rejectValue: string }
>('game/ensureSession', async ({ name, operation }, { extra, rejectWithValue }) => {
  const answer = await extra.connection.ensureSession(name);
  return answer.ok ? answer.playerId : rejectWithValue(answer.refusal ?? fallbackFor(operation));
});
