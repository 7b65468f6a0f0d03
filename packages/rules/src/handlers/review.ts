import * as z from 'zod';
import { fixedMessages, ownMessages, skipReasons } from '../messages.ts';
import { change, refuse, unchanged } from '../outcome.ts';
import { gameRequest } from '../request-entry.ts';
import { findPlayer, givingTeam, isHost } from '../roles.ts';
import { gameField } from '../schemas.ts';

/**
 * A player of the giving team contests a card of the turn under review (`contest: true`), so the
 * reviewers look at it again, or takes a contest of their team back (`contest: false`). One contest
 * per card: the first stands, whoever of the team sent it. It decides nothing, and stops no countdown.
 */
export const contestCard = gameRequest({
  schema: z.object({
    ...gameField,
    index: z.number({ error: 'Card index must be a number' }).int().min(0).max(1_000_000),
    contest: z.boolean({ error: 'Contest must be true or false' }),
  }),
  fallback: 'default',
  decide: ({ state, request, actor }) => {
    const gp = state.gameplay;
    if (state.status !== 'active') return refuse(fixedMessages.gameNotActive(state.gamecode));
    if (gp.roundStatus !== 'postround') return refuse(ownMessages.contestInReviewOnly);
    if (findPlayer(state, actor)?.team !== givingTeam(gp.half)) return refuse(ownMessages.contestGiversOnly);
    if (!gp.turnCards.some((t) => t.index === request.index))
      return refuse(ownMessages.cardNotPlayedThisTurn(request.index));
    const contests = gp.contests ?? [];
    const contested = contests.some((c) => c.index === request.index);
    if (contested === request.contest) return unchanged(skipReasons.unchanged);
    return change(state, request.contest ? 'card contested' : 'contest withdrawn', (draft) => {
      draft.gameplay.contests = request.contest
        ? [...contests, { index: request.index, playerId: actor }]
        : contests.filter((c) => c.index !== request.index);
    });
  },
});

/** The host stops the review's countdown: the scores then wait for a reviewer's Confirm, as without one. */
export const stopReviewCountdown = gameRequest({
  schema: z.object(gameField),
  fallback: 'roundStatus',
  decide: ({ state, actor }) => {
    const gp = state.gameplay;
    if (state.status !== 'active') return refuse(fixedMessages.gameNotActive(state.gamecode));
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('stop the review countdown'));
    if (gp.roundStatus !== 'postround') return refuse(ownMessages.reviewCountdownOnly);
    if ((gp.reviewEndsAt ?? null) === null) return unchanged(skipReasons.unchanged);
    return change(state, 'review countdown stopped', (draft) => {
      draft.gameplay.reviewEndsAt = null;
    });
  },
});
