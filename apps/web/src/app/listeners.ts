import { isRejected, type TypedStartListening } from '@reduxjs/toolkit';
import { fallbackMessages, normalizeGamecode } from '@unsayable/rules';
import { markSavedGame } from '../net/saved-game-live.ts';
import { loadSession, saveSession } from '../net/saved-session.ts';
import { isDeckRefusal } from '../state/deck-refusal.ts';
import { errorRefOf, isPassingFailure } from '../state/failures.ts';
import { connected, createGame, joinGame, leaveGame, watchGame } from '../state/game-slice.ts';
import { noticeRaised } from '../state/notice.ts';
import type { ThunkExtra } from '../state/request-thunk.ts';
import { type AppDispatch, type RootState, selectFollowedView } from '../state/root.ts';
import { leaveFailure, outOfGameAlready, savedGameForgotten } from '../state/saved-game.ts';
import { notify } from '../ui/notify.ts';

type StartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/** Waits before asking again for a view that failed for a passing reason: 1 s, 2 s, 4 s… up to 15 s. */
export function retryDelay(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** attempt);
}

/**
 * What the app does in answer to what happens in the store: the one place that shows toasts,
 * asks for the view of the game on screen, and writes the saved game code.
 */
export function startAppListeners(startListening: StartListening): void {
  // Every failed request is shown where the player looks. A failed view request shows on the
  // game screen itself while there is nothing else to show (see the game gate).
  startListening({
    matcher: isRejected,
    effect: (action, api) => {
      if (typeof action.payload !== 'string') {
        // Not a message from the server or the connection: something threw in the browser.
        api.extra.connection.report({
          message: action.error.message ?? 'no message',
          name: action.error.name ?? 'Error',
          source: action.type,
        });
        notify.error(fallbackMessages.default);
        return;
      }
      if (watchGame.rejected.match(action) && !selectFollowedView(api.getState())) return;
      // The join form says the server's answer beside the field it is about; a passing failure is
      // no field's, and shows here.
      if (joinGame.rejected.match(action) && !isPassingFailure(action.payload, action.meta.errorRef)) return;
      // So does the create form, of the deck it names.
      if (createGame.rejected.match(action) && isDeckRefusal(action.meta.errorRef)) return;
      if (leaveGame.rejected.match(action)) {
        // Out of the game already is what Leave wanted; anything else leaves them in it.
        if (!outOfGameAlready(action.payload, action.meta.arg.gamecode, action.meta.errorRef))
          notify.error(leaveFailure(action.payload));
        return;
      }
      // Shown by its key when the server named one, in whatever words it came.
      const ref = errorRefOf(action.meta);
      if (ref) notify.error(action.payload, ref);
      else notify.error(action.payload);
    },
  });

  startListening({
    actionCreator: noticeRaised,
    effect: ({ payload }) => notify[payload.level](payload.message),
  });

  // The view of the game on screen: asked for when the screen opens (unless this connection has
  // already brought it, as on Create) and after every reconnection; a passing failure is retried.
  startListening({
    predicate: (action, current, previous) =>
      connected.match(action) || current.game.gamecode !== previous.game.gamecode,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const { gamecode } = api.getState().game;
      if (!gamecode) return;
      if (!connected.match(action) && selectFollowedView(api.getState())) return;
      for (let attempt = 0; ; attempt++) {
        const result = await api.dispatch(watchGame({ gamecode }));
        if (
          !watchGame.rejected.match(result) ||
          !isPassingFailure(result.payload ?? '', result.meta.errorRef)
        )
          return;
        await api.delay(retryDelay(attempt));
      }
    },
  });

  // The saved game code follows the game on screen, once the server shows this player in it; once
  // it shows them out of it (the host removed them), the code goes, so the next visit starts at home.
  startListening({
    predicate: (_action, current, previous) => selectFollowedView(current) !== selectFollowedView(previous),
    effect: (_action, api) => {
      const view = selectFollowedView(api.getState());
      if (view?.you) {
        saveSession({ gamecode: view.gamecode });
        // What the start-up check asks the server, this view says: a finished game is no way back.
        markSavedGame(view.gamecode, view.status !== 'finished');
      } else if (view) forgetSavedGame(view.gamecode);
    },
  });

  startListening({
    actionCreator: savedGameForgotten,
    effect: ({ payload }) => forgetSavedGame(payload),
  });
}

/** Forgets the saved game code if it is this game's (another game saved since stays). */
function forgetSavedGame(gamecode: string): void {
  if (loadSession().gamecode === normalizeGamecode(gamecode)) saveSession({ gamecode: null });
}
