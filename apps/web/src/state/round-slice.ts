import { createSlice } from '@reduxjs/toolkit';
import { type RequestSliceState, requestThunk, trackRequests } from './request-thunk.ts';

/** The seed's round-status update: here, starting the turn (preround → in progress). */
export const updateRoundStatus = requestThunk(
  'round/updateRoundStatus',
  'startTurn',
  (arg: { gamecode: string }) => arg,
);
/** The seed's complete round: Confirm scores. */
export const completeRound = requestThunk(
  'round/completeRound',
  'confirmScores',
  (arg: { gamecode: string }) => arg,
);
export const skipTurn = requestThunk('round/skipTurn', 'skipTurn', (arg: { gamecode: string }) => arg);

const initialState: RequestSliceState = { pending: false, error: null };

const roundSlice = createSlice({
  name: 'round',
  initialState,
  reducers: {},
  extraReducers: (builder) => trackRequests(builder, updateRoundStatus, completeRound, skipTurn),
});

export default roundSlice.reducer;
