import { skipReasons } from '../messages.ts';
import { change, unchanged } from '../outcome.ts';
import type { Handler } from './context.ts';

/**
 * The server's count of those who watch without a seat. It changes nothing else: a spectator is
 * no player, so teams, turn order, reviewers and the end never see them.
 */
export const setAudience: Handler<'setAudience'> = ({ state, request }) => {
  const now = state.audience ?? { spectators: 0, screens: 0 };
  if (now.spectators === request.spectators && now.screens === request.screens) {
    return unchanged(skipReasons.unchanged);
  }
  return change(state, 'audience counted', (draft) => {
    draft.audience = { spectators: request.spectators, screens: request.screens };
  });
};
