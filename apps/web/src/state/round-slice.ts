import { createSlice } from '@reduxjs/toolkit';
import { type RequestSliceState, requestThunk, trackRequests } from './request-thunk.ts';

/**
 * The round's requests, each thunk named after the request it sends.
 */
export const startTurn = requestThunk('round', 'startTurn');
export const confirmScores = requestThunk('round', 'confirmScores');
export const skipTurn = requestThunk('round', 'skipTurn');
export const pauseTurn = requestThunk('round', 'pauseTurn');
export const resumeTurn = requestThunk('round', 'resumeTurn');
export const stopReviewCountdown = requestThunk('round', 'stopReviewCountdown');
export const closeReveal = requestThunk('round', 'closeReveal');

const initialState: RequestSliceState = { pending: false };

const roundSlice = createSlice({
  name: 'round',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    trackRequests(
      builder,
      startTurn,
      confirmScores,
      skipTurn,
      pauseTurn,
      resumeTurn,
      stopReviewCountdown,
      closeReveal,
    ),
});

export default roundSlice.reducer;
