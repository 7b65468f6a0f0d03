import * as z from 'zod';
import { skipReasons } from '../messages.ts';
import { change, unchanged } from '../outcome.ts';
import { gameRequest } from '../request-entry.ts';
import { gameField } from '../schemas.ts';

/**
 * The server's count of those who watch without a seat. It changes nothing else: a spectator is
 * no player, so teams, turn order, reviewers and the end never see them.
 */
export const setAudience = gameRequest({
  /** How many watch the game without a seat, counted over every server process. */
  schema: z.object({
    ...gameField,
    spectators: z.number().int().min(0),
    screens: z.number().int().min(0),
  }),
  fallback: 'default',
  by: 'server',
  decide: ({ state, request }) => {
    const now = state.audience ?? { spectators: 0, screens: 0 };
    if (now.spectators === request.spectators && now.screens === request.screens) {
      return unchanged(skipReasons.unchanged);
    }
    return change(state, 'audience counted', (draft) => {
      draft.audience = { spectators: request.spectators, screens: request.screens };
    });
  },
});
