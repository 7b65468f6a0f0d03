import { createSlice } from '@reduxjs/toolkit';
import type { Team } from '@unsayable/rules';
import { type RequestSliceState, requestThunk, trackRequests } from './request-thunk.ts';

export const updateTeam = requestThunk(
  'players/updateTeam',
  'updateTeam',
  (arg: { gamecode: string; team: Team }) => arg,
);
export const movePlayer = requestThunk(
  'players/movePlayer',
  'movePlayer',
  (arg: { gamecode: string; playerId: string; team: Team }) => arg,
);
export const removePlayer = requestThunk(
  'players/removePlayer',
  'removePlayer',
  (arg: { gamecode: string; playerId: string }) => arg,
);
export const shuffleTeams = requestThunk(
  'players/shuffleTeams',
  'shuffleTeams',
  (arg: { gamecode: string }) => arg,
);

const initialState: RequestSliceState = { pending: false, error: null };

const playersSlice = createSlice({
  name: 'players',
  initialState,
  reducers: {},
  extraReducers: (builder) => trackRequests(builder, updateTeam, movePlayer, removePlayer, shuffleTeams),
});

export default playersSlice.reducer;
