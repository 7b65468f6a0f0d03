import * as z from 'zod';
import { UNDO_WINDOW_MS } from '../constants.ts';
import { returnCardToTop, withDeckChanges } from '../deck.ts';
import { fixedMessages, ownMessages } from '../messages.ts';
import { change, plain, refuse } from '../outcome.ts';
import { gameRequest } from '../request-entry.ts';
import { gameField } from '../schemas.ts';
import { pauseOf } from '../turn-clock.ts';

/**
 * The giver takes back their last Correct or Skip, within `UNDO_WINDOW_MS` of it on the server's
 * clock, while the turn runs: the card is in play again as it was before the press, and the card
 * drawn after it goes back on top of the pile, to come next. Only the very last mark of the turn,
 * and only once: a Buzz after it, or the turn's end, closes the window.
 */
export const undoCardStatus = gameRequest({
  /** `index` names the card to take back, so an Undo meant for one card never undoes another. */
  schema: z.object({ ...gameField, index: z.number().int().min(0) }),
  fallback: 'default',
  decide: ({ state, request, actor, ctx }) => {
    const gp = state.gameplay;
    if (state.status !== 'active') return refuse(fixedMessages.gameNotActive(state.gamecode));
    if (gp.giverId !== actor) return refuse(ownMessages.giverOnly('undo a card'));
    if (gp.roundStatus !== 'in progress') return refuse(ownMessages.notInProgress);
    if (pauseOf(state)) return refuse(ownMessages.turnPaused);
    if (gp.turnEndsAt !== null && ctx.now >= gp.turnEndsAt) return refuse(ownMessages.timeIsUp);
    const mark = gp.lastMark ?? null;
    if (!mark) return refuse(ownMessages.nothingToUndo);
    if (mark.index !== request.index || mark.status === 'buzzed') return refuse(ownMessages.undoLastOnly);
    if (ctx.now - mark.at > UNDO_WINDOW_MS) return refuse(ownMessages.undoTooLate);
    return change(state, 'card undone', (draft) => {
      const dgp = draft.gameplay;
      draft.deck = withDeckChanges(state.deck, [
        [mark.index, { status: mark.statusBefore, roundPlayed: mark.roundPlayedBefore }],
      ]);
      const turnCards = plain(dgp.turnCards);
      const at = turnCards.findLastIndex((t) => t.index === mark.index);
      dgp.turnCards = turnCards.filter((_, i) => i !== at);
      returnCardToTop(dgp);
      dgp.cardIndex = mark.index;
      dgp.lastMark = null;
      // A Correct a typed guess scored, taken back: the guess stays in the stream as not scoring.
      const stream = plain(dgp.stream ?? []);
      const scored = stream.findLastIndex(
        (l) => l.index === mark.index && l.verdict === 'correct' && !l.undone,
      );
      if (mark.status === 'correct' && scored >= 0)
        dgp.stream = stream.map((l, i) => (i === scored ? { ...l, undone: true } : l));
    });
  },
});
