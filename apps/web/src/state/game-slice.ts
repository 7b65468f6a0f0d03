import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GameView, Settings } from '@unsayable/rules';
import type { ConnectionState } from '../net/socket.ts';
import { type RequestSliceState, requestThunk, trackRequests } from './request-thunk.ts';

export interface GameState extends RequestSliceState {
  gamecode: string;
  /** This player's latest view of the followed game (whole and versioned). */
  view: GameView | null;
  playerId: string | null;
  connection: ConnectionState;
  /** Why the server will not show the followed game to this player, if it said so. */
  unavailable: string | null;
}

const initialState: GameState = {
  pending: false,
  gamecode: '',
  error: null,
  view: null,
  playerId: null,
  connection: 'connecting',
  unavailable: null,
};

export const createGame = requestThunk(
  'game/createGame',
  'createGame',
  (arg: { name: string; settings: Partial<Settings> }) => arg,
);
export const joinGame = requestThunk(
  'game/joinGame',
  'joinGame',
  (arg: { gamecode: string; name: string }) => arg,
);
export const verifyGame = requestThunk('game/verifyGame', 'verifyGame', (arg: { gamecode: string }) => arg);
export const updateGameStatus = requestThunk(
  'game/updateGameStatus',
  'updateGameStatus',
  (arg: { gamecode: string; status: 'active' | 'finished' }) => arg,
);
export const fetchGameDeck = requestThunk(
  'game/fetchGameDeck',
  'fetchPlayedCards',
  (arg: { gamecode: string }) => arg,
);
export const playAgain = requestThunk('game/playAgain', 'playAgain', (arg: { gamecode: string }) => arg);
export const leaveGame = requestThunk('game/leaveGame', 'leaveGame', (arg: { gamecode: string }) => arg);

const gameSlice = createSlice({
  name: 'game',
  initialState,
  reducers: {
    viewReceived(state, action: PayloadAction<{ gamecode: string; view: GameView }>) {
      const { gamecode, view } = action.payload;
      if (gamecode !== state.gamecode) return;
      // Views can cross on the wire; an older snapshot never replaces a newer one.
      if (state.view && state.view.gamecode === gamecode && state.view.version > view.version) return;
      state.view = view;
      state.unavailable = null;
    },
    gameUnavailable(state, action: PayloadAction<{ gamecode: string; message: string }>) {
      if (action.payload.gamecode === state.gamecode) state.unavailable = action.payload.message;
    },
    followGame(state, action: PayloadAction<string>) {
      if (state.gamecode === action.payload) return;
      state.gamecode = action.payload;
      state.view = null;
      state.unavailable = null;
    },
    connectionChanged(state, action: PayloadAction<ConnectionState>) {
      state.connection = action.payload;
    },
    playerKnown(state, action: PayloadAction<string | null>) {
      state.playerId = action.payload;
    },
    clearGameErrors(state) {
      state.error = null;
    },
    leftGame(state) {
      state.gamecode = '';
      state.view = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(joinGame.fulfilled, (state, action) => {
      // The seed's join records the game code.
      state.gamecode = action.meta.arg.gamecode.trim().toUpperCase();
    });
    builder.addCase(createGame.fulfilled, (state, action) => {
      const created = action.payload.data as { gamecode?: string } | undefined;
      if (created?.gamecode) state.gamecode = created.gamecode;
    });
    trackRequests(
      builder,
      createGame,
      joinGame,
      verifyGame,
      updateGameStatus,
      fetchGameDeck,
      playAgain,
      leaveGame,
    );
  },
});

export const {
  viewReceived,
  gameUnavailable,
  followGame,
  connectionChanged,
  playerKnown,
  clearGameErrors,
  leftGame,
} = gameSlice.actions;
export default gameSlice.reducer;
