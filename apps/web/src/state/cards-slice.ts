import { createSlice } from '@reduxjs/toolkit';
import { type RequestSliceState, requestThunk, trackRequests } from './request-thunk.ts';

export const updateCardStatus = requestThunk('cards', 'updateCardStatus');
export const undoCardStatus = requestThunk('cards', 'undoCardStatus');
export const markBuzzedWord = requestThunk('cards', 'markBuzzedWord');
/**
 * Typed clues and guesses. Not tracked as the slice's pending: a guess in flight must not grey out
 * the giver's Correct or a watcher's Buzz; each field waits for its own answer.
 */
export const sendClue = requestThunk('cards', 'sendClue');
export const sendGuess = requestThunk('cards', 'sendGuess');
export const submitCardIdea = requestThunk('cards', 'submitCardIdea');
export const addGameCard = requestThunk('cards', 'addGameCard');
export const removeGameCard = requestThunk('cards', 'removeGameCard');
/** Not tracked as the slice's pending: a flag never holds up the review's own buttons. */
export const flagCard = requestThunk('cards', 'flagCard');
/** Not tracked either: the giving team's contest never holds up the reviewers' buttons. */
export const contestCard = requestThunk('cards', 'contestCard');

const initialState: RequestSliceState = { pending: false };

const cardsSlice = createSlice({
  name: 'cards',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    trackRequests(
      builder,
      updateCardStatus,
      undoCardStatus,
      markBuzzedWord,
      submitCardIdea,
      addGameCard,
      removeGameCard,
    ),
});

export default cardsSlice.reducer;
