import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Connection } from '../net/connection-types.ts';
import type { ThunkExtra } from '../state/request-thunk.ts';
import { type AppDispatch, type RootState, rootReducer } from '../state/root.ts';
import { startAppListeners } from './listeners.ts';

/** The store, with its one connection as the thunks' extra argument and the app's listeners. */
export function makeStore(connection: Connection) {
  const extra: ThunkExtra = { connection };
  const listeners = createListenerMiddleware({ extra });
  startAppListeners(listeners.startListening.withTypes<RootState, AppDispatch, ThunkExtra>());
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
