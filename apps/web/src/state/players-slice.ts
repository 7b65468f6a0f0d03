import { createSlice } from '@reduxjs/toolkit';
import { type RequestSliceState, requestThunk, trackRequests } from './request-thunk.ts';

export const updateTeam = requestThunk('players', 'updateTeam');
export const movePlayer = requestThunk('players', 'movePlayer');
export const removePlayer = requestThunk('players', 'removePlayer');
export const readmitPlayer = requestThunk('players', 'readmitPlayer');
export const shuffleTeams = requestThunk('players', 'shuffleTeams');
export const renameTeam = requestThunk('players', 'renameTeam');

const initialState: RequestSliceState = { pending: false };

const playersSlice = createSlice({
  name: 'players',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    trackRequests(builder, updateTeam, movePlayer, removePlayer, readmitPlayer, shuffleTeams, renameTeam),
});

export default playersSlice.reducer;
