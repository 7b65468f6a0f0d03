import { createSlice } from '@reduxjs/toolkit';
import { type RequestSliceState, requestThunk, trackRequests } from './request-thunk.ts';

/**
 * The round's requests. The original game called starting a turn "update round status" and
 * confirming the scores "complete round"; here each carries the name of its request.
 */
export const startTurn = requestThunk('round', 'startTurn');
export const confirmScores = requestThunk('round', 'confirmScores');
export const skipTurn = requestThunk('round', 'skipTurn');
export const pauseTurn = requestThunk('round', 'pauseTurn');
export const resumeTurn = requestThunk('round', 'resumeTurn');

const initialState: RequestSliceState = { pending: false, error: null };

const roundSlice = createSlice({
  name: 'round',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    trackRequests(builder, startTurn, confirmScores, skipTurn, pauseTurn, resumeTurn),
});

export default roundSlice.reducer;
