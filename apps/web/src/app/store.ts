import { configureStore } from '@reduxjs/toolkit';
import type { Connection } from '../net/socket.ts';
import cards from '../state/cards-slice.ts';
import game from '../state/game-slice.ts';
import players from '../state/players-slice.ts';
import round from '../state/round-slice.ts';

/** The store, with its one connection as the thunks' extra argument. */
export function makeStore(connection: Connection) {
  return configureStore({
    reducer: { game, players, round, cards },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { connection } } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
