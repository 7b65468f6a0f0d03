import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type GameView, type MessageRef, normalizeGamecode } from '@unsayable/rules';
import type { ConnectionState } from '../net/connection-types.ts';
import { isPassingFailure } from './failures.ts';
import { type RequestSliceState, requestThunk, trackRequests } from './request-thunk.ts';

export interface GameState extends RequestSliceState {
  /** The game of the address on screen, '' elsewhere: game screens set it from their route. */
  gamecode: string;
  /**
   * The latest view of each game this tab has heard of on the current connection, the followed
   * one or not: on Create the new game's view arrives before the answer that names its code, and
   * on Play again the next game's view arrives before the group moves there.
   */
  views: Record<string, GameView>;
  connection: ConnectionState;
  /** Why the server will not show the followed game to this player, in its words. */
  unavailable: string | null;
  /** Why the followed game's view could not be loaded just now (it is asked for again). */
  loadFailure: string | null;
  /**
   * The server's words when it took the game to another device of this player: the
   * game screens say so, with Play here to take it back, until the player does or leaves.
   */
  displaced: string | null;
  /** The key and values of `unavailable` or `loadFailure` (whichever is set), when the server named one. */
  failureRef: MessageRef | null;
}

const initialState: GameState = {
  pending: false,
  gamecode: '',
  views: {},
  connection: 'connecting',
  unavailable: null,
  loadFailure: null,
  displaced: null,
  failureRef: null,
};

export const createGame = requestThunk('game', 'createGame');
export const joinGame = requestThunk('game', 'joinGame');
export const updateGameStatus = requestThunk('game', 'updateGameStatus');
export const playAgain = requestThunk('game', 'playAgain');
export const leaveGame = requestThunk('game', 'leaveGame');
export const updateSettings = requestThunk('game', 'updateSettings');
/** Asks for this player's current view of a game: not a player's action, so it sets no `pending`. */
export const watchGame = requestThunk('game', 'watchGame');

function keepView(state: GameState, view: GameView): void {
  const known = state.views[view.gamecode];
  // Views can cross on the wire; an older snapshot never replaces a newer one.
  if (known && known.version > view.version) return;
  state.views[view.gamecode] = view;
  if (view.gamecode === state.gamecode) {
    state.unavailable = null;
    state.loadFailure = null;
    state.failureRef = null;
  }
}

const gameSlice = createSlice({
  name: 'game',
  initialState,
  reducers: {
    viewReceived(state, action: PayloadAction<{ gamecode: string; view: GameView }>) {
      keepView(state, action.payload.view);
    },
    /**
     * The route of a game screen names its game; '' when no game screen is open. (The original
     * game's join "records the code" in the slice; here the lobby's address does, and this follows.)
     */
    followGame(state, action: PayloadAction<string>) {
      const gamecode = action.payload ? normalizeGamecode(action.payload) : '';
      if (state.gamecode === gamecode) return;
      state.gamecode = gamecode;
      state.unavailable = null;
      state.loadFailure = null;
      state.displaced = null;
      state.failureRef = null;
    },
    displacedElsewhere(state, action: PayloadAction<string>) {
      state.displaced = action.payload;
    },
    /** Play here: the game is this device's again once the socket is back (and asks for the view). */
    tookGameBack(state) {
      state.displaced = null;
    },
    /**
     * A (re)connection. Views of other games than the followed one may have been missed while
     * disconnected, so they are dropped: a game screen opened later asks for its view again.
     */
    connected(state) {
      const followed = state.views[state.gamecode];
      state.views = followed ? { [state.gamecode]: followed } : {};
    },
    connectionChanged(state, action: PayloadAction<ConnectionState>) {
      state.connection = action.payload;
    },
    leftGame(state) {
      state.gamecode = '';
      state.views = {};
      state.displaced = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(watchGame.fulfilled, (state, action) => keepView(state, action.payload.data));
    builder.addCase(watchGame.rejected, (state, action) => {
      if (normalizeGamecode(action.meta.arg.gamecode) !== state.gamecode) return;
      const message = action.payload ?? action.error.message ?? '';
      // Only the server's refusal means the game is not open to this player; a failure of the
      // server or the network says nothing about their seat.
      if (isPassingFailure(message, action.meta.errorRef)) state.loadFailure = message;
      else state.unavailable = message;
      state.failureRef = action.meta.errorRef ?? null;
    });
    trackRequests(builder, createGame, joinGame, updateGameStatus, playAgain, leaveGame, updateSettings);
  },
});

export const {
  viewReceived,
  followGame,
  connected,
  connectionChanged,
  leftGame,
  displacedElsewhere,
  tookGameBack,
} = gameSlice.actions;
export default gameSlice.reducer;
