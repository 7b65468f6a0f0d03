import * as z from 'zod';
import { rematch } from '../create.ts';
import { ownMessages } from '../messages.ts';
import { change, refuse } from '../outcome.ts';
import { gameRequest } from '../request-entry.ts';
import { isHost } from '../roles.ts';
import { gameField } from '../schemas.ts';

export const playAgain = gameRequest({
  schema: z.object(gameField),
  fallback: 'default',
  decide: ({ state, actor, ctx }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('start Play again'));
    if (state.status !== 'finished') return refuse(ownMessages.notFinished);
    if (state.nextGamecode) return refuse(ownMessages.alreadyPlayedAgain(state.nextGamecode));
    if (!ctx.newGamecode) throw new Error('playAgain needs ctx.newGamecode from the server');
    const next = rematch(state, ctx.newGamecode, ctx.now, ctx.catalogue, ctx.deckCards);
    return change(
      state,
      'play again',
      (draft) => {
        draft.nextGamecode = next.gamecode;
      },
      next,
    );
  },
});
