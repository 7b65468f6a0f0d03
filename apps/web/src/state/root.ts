import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import cards from './cards-slice.ts';
import game from './game-slice.ts';
import players from './players-slice.ts';
import type { ThunkExtra } from './request-thunk.ts';
import round from './round-slice.ts';

export const rootReducer = combineReducers({ game, players, round, cards });

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

/** This player's view of the game on screen, once it has arrived. */
export function selectFollowedView(state: RootState) {
  return state.game.views[state.game.gamecode] ?? null;
}
