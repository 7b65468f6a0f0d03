import {
  type ActionReducerMapBuilder,
  type AsyncThunk,
  createAsyncThunk,
  isFulfilled,
  isPending,
  isRejected,
} from '@reduxjs/toolkit';
import type { OkAck, Payload, RequestType } from '@unsayable/rules';
import type { Connection } from '../net/connection-types.ts';
import type { RefusalMeta } from './failures.ts';

export interface ThunkExtra {
  connection: Connection;
}

/**
 * Every request slice's `pending`, the same for every request: a request sets it, its answer
 * (success or failure) clears it. A failure's words reach the player as a toast
 * (app/listeners.ts), so no slice keeps them.
 */
export interface RequestSliceState {
  pending: boolean;
}

type SliceName = 'game' | 'players' | 'round' | 'cards';

/** What a request thunk's rejection carries: the English message, and in `meta` its key. */
type RequestThunkConfig = { extra: ThunkExtra; rejectValue: string; rejectedMeta: RefusalMeta };

/**
 * The thunk of one server request. Its action type is `<slice>/<request type>`, so the button's
 * thunk, the action, the wire type and the server's handler all carry the one name. It takes the
 * request's payload as the catalogue declares it, is fulfilled with the typed answer, or rejected
 * with the message the player sees (English, as the server wrote it) and, in the action's `meta`,
 * the message's key and values (`errorRef`), by which the client decides what a refusal means.
 */
export function requestThunk<K extends RequestType>(slice: SliceName, type: K) {
  return createAsyncThunk<OkAck<K>, Payload<K>, RequestThunkConfig>(
    `${slice}/${type}`,
    async (payload, { extra, rejectWithValue }) => {
      const ack = await extra.connection.request(type, payload);
      if (!ack.ok) return rejectWithValue(ack.error, ack.errorRef ? { errorRef: ack.errorRef } : {});
      return ack;
    },
  );
}

/** Any request thunk, whatever its request type (the payload types differ, so no one type is wider). */
// biome-ignore lint/suspicious/noExplicitAny: a thunk's argument is contravariant; only `any` admits every request's
type RequestThunk = AsyncThunk<any, any, RequestThunkConfig>;

/** The request-slice reducers (see RequestSliceState) for the given thunks. */
export function trackRequests<S extends RequestSliceState>(
  builder: ActionReducerMapBuilder<S>,
  ...thunks: [RequestThunk, ...RequestThunk[]]
): void {
  builder.addMatcher(isPending(...thunks), (state) => {
    state.pending = true;
  });
  builder.addMatcher(isFulfilled(...thunks), (state) => {
    state.pending = false;
  });
  builder.addMatcher(isRejected(...thunks), (state) => {
    state.pending = false;
  });
}
