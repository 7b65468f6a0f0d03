import {
  type ActionReducerMapBuilder,
  createAsyncThunk,
  isFulfilled,
  isPending,
  isRejected,
} from '@reduxjs/toolkit';
import type { Connection } from '../net/socket.ts';
import { notify } from '../ui/notify.ts';

export interface ThunkExtra {
  connection: Connection;
}

/** What a failure leaves in its slice: the action type and the message (the seed's semantics). */
export interface RequestError {
  type: string;
  message: string;
}

export interface RequestSliceState {
  pending: boolean;
  error: RequestError | null;
}

export interface Done {
  outcome: 'accepted' | 'unchanged';
  reason?: string;
  data?: unknown;
}

/**
 * A thunk for one server request: pending while it runs, then fulfilled with the acknowledgement
 * or rejected with the message the player sees (also shown as an error toast).
 */
export function requestThunk<Arg>(typePrefix: string, requestType: string, payload: (arg: Arg) => unknown) {
  return createAsyncThunk<Done, Arg, { extra: ThunkExtra; rejectValue: string }>(
    typePrefix,
    async (arg, { extra, rejectWithValue }) => {
      const ack = await extra.connection.request(requestType, payload(arg));
      if (!ack.ok) {
        // Every failure is shown where the player looks, as the seed's toasts.
        notify.error(ack.error);
        return rejectWithValue(ack.error);
      }
      return {
        outcome: ack.outcome,
        ...(ack.reason ? { reason: ack.reason } : {}),
        ...(ack.data === undefined ? {} : { data: ack.data }),
      };
    },
  );
}

// biome-ignore lint/suspicious/noExplicitAny: the matcher takes request thunks of every argument type
type AnyRequestThunk = ReturnType<typeof requestThunk<any>>;

/** The seed's request-slice reducers: pending on request (clearing the last error), stored error on failure. */
export function trackRequests<S extends RequestSliceState>(
  builder: ActionReducerMapBuilder<S>,
  ...thunks: [AnyRequestThunk, ...AnyRequestThunk[]]
): void {
  builder.addMatcher(isPending(...thunks), (state) => {
    state.pending = true;
    state.error = null;
  });
  builder.addMatcher(isFulfilled(...thunks), (state) => {
    state.pending = false;
  });
  builder.addMatcher(isRejected(...thunks), (state, action) => {
    state.pending = false;
    state.error = {
      type: action.type,
      message: (action.payload as string | undefined) ?? action.error.message ?? '',
    };
  });
}
