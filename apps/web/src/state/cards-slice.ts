import { createSlice } from '@reduxjs/toolkit';
import type { CardStatus, RoundStatus } from '@unsayable/rules';
import { type RequestSliceState, requestThunk, trackRequests } from './request-thunk.ts';

export const updateCardStatus = requestThunk(
  'cards/updateCardStatus',
  'updateCardStatus',
  (arg: { gamecode: string; index: number; status: CardStatus; roundStatus: RoundStatus }) => arg,
);
export const submitCardIdea = requestThunk(
  'cards/submitCardIdea',
  'submitCardIdea',
  (arg: { word: string; forbidden: string[] }) => ({ card: arg }),
);
export const addGameCard = requestThunk(
  'cards/addGameCard',
  'addGameCard',
  (arg: { gamecode: string; word: string; forbidden: string[] }) => ({
    gamecode: arg.gamecode,
    card: { word: arg.word, forbidden: arg.forbidden },
  }),
);
export const removeGameCard = requestThunk(
  'cards/removeGameCard',
  'removeGameCard',
  (arg: { gamecode: string; cardId: string }) => arg,
);

const initialState: RequestSliceState = { pending: false, error: null };

const cardsSlice = createSlice({
  name: 'cards',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    trackRequests(builder, updateCardStatus, submitCardIdea, addGameCard, removeGameCard),
});

export default cardsSlice.reducer;
