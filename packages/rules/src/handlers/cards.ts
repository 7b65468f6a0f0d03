import * as z from 'zod';
import { CARD_STATUSES, CARD_UPDATE_ROUND_STATUSES, ROUND_STATUSES } from '../constants.ts';
import { drawCard, withDeckChanges } from '../deck.ts';
import { endTurnNow } from '../game-flow.ts';
import { fixedMessages, ownMessages, skipReasons } from '../messages.ts';
import { change, refuse, unchanged } from '../outcome.ts';
import { gameRequest } from '../request-entry.ts';
import { canReview, findPlayer, watchingTeam } from '../roles.ts';
import { forbiddenWordSchema, gameField } from '../schemas.ts';
import { teamCountOf } from '../team-count.ts';
import { pauseOf } from '../turn-clock.ts';
import type { CardStatus, DeckEntry, GameState } from '../types.ts';

/**
 * A card status as sent. A Buzz was sent as `discard` before the status was named `buzzed`, and a
 * tab still open from then sends it so until it reloads: read as `buzzed`, not refused. The payload's
 * type names the new word alone, so this code sends no other.
 */
const sentCardStatus = z.preprocess<unknown, z.ZodEnum<{ [S in CardStatus]: S }>, CardStatus>(
  (status: unknown) => (status === 'discard' ? 'buzzed' : status),
  z.enum(CARD_STATUSES),
);

/**
 * A card update, checked in this order: a round status that allows card updates; the game exists and is
 * active; the stored round status equals the expected one (else skipped, `Round status mismatch`);
 * the card exists. Then who may press what, and, during play, that the card is still the one on
 * screen: a giver's Correct and a watcher's Buzz at the same instant apply exactly once. A paused
 * turn takes no card update until its clock goes on.
 */
export const updateCardStatus = gameRequest({
  schema: z.object({
    ...gameField,
    index: z.number().int().min(0),
    status: sentCardStatus,
    roundStatus: z.enum(ROUND_STATUSES),
  }),
  fallback: 'default',
  decide: ({ state, request, actor, ctx, random }) => {
    const code = state.gamecode;
    const gp = state.gameplay;
    if (!(CARD_UPDATE_ROUND_STATUSES as readonly string[]).includes(request.roundStatus)) {
      return unchanged(skipReasons.roundStatusNotForCards(request.roundStatus));
    }
    if (state.status !== 'active') return refuse(fixedMessages.gameNotActive(code));
    if (gp.roundStatus !== request.roundStatus) return unchanged(skipReasons.roundStatusMismatch);
    const entry = state.deck[request.index];
    if (!entry) return refuse(fixedMessages.cardDoesNotExist(request.index, code));

    if (gp.roundStatus === 'postround') {
      if (!canReview(state, actor)) {
        return refuse(actor === gp.giverId ? ownMessages.giverCannotReview : ownMessages.reviewersOnly);
      }
      if (!gp.turnCards.some((t) => t.index === request.index)) {
        return refuse(ownMessages.cardNotPlayedThisTurn(request.index));
      }
      if (entry.status === request.status) return unchanged(skipReasons.unchanged);
      return change(state, 'card reviewed', (draft) => {
        draft.deck = withDeckChanges(state.deck, [[request.index, { status: request.status }]]);
        // A buzz taken back in review takes its marked word with it.
        const marks = draft.gameplay.buzzedWords;
        if (marks?.some((m) => m.index === request.index))
          draft.gameplay.buzzedWords = marks.filter((m) => m.index !== request.index);
      });
    }

    const isGiver = gp.giverId === actor;
    if (request.status === 'buzzed') {
      if (findPlayer(state, actor)?.team !== watchingTeam(gp.half, teamCountOf(state.settings)))
        return refuse(ownMessages.watchersOnly);
    } else if (!isGiver) {
      return refuse(
        ownMessages.giverOnly(request.status === 'correct' ? 'mark a card correct' : 'skip a card'),
      );
    }
    if (pauseOf(state)) return refuse(ownMessages.turnPaused);
    if (gp.cardIndex !== request.index) return unchanged(skipReasons.cardNoLongerInPlay(request.index));
    if (gp.turnEndsAt !== null && ctx.now >= gp.turnEndsAt) return unchanged(skipReasons.timeIsUp);
    return change(state, request.status === 'buzzed' ? 'card buzzed' : `card ${request.status}`, (draft) =>
      markCardInPlay(draft, {
        index: request.index,
        entry,
        status: request.status,
        now: ctx.now,
        random,
        ...(request.status === 'buzzed' ? { buzzerId: actor } : {}),
      }),
    );
  },
});

/**
 * The card on screen marked (by a press, or by the referee in a typed turn) and the next drawn;
 * the turn ends when none is left. `entry` is the card's entry before the mark.
 */
export function markCardInPlay(
  draft: GameState,
  mark: {
    index: number;
    entry: DeckEntry;
    status: CardStatus;
    now: number;
    random: () => number;
    /** The watcher who pressed Buzz (none when the referee buzzed a typed clue). */
    buzzerId?: string;
  },
): void {
  const { index, entry, status } = mark;
  const gp = draft.gameplay;
  const roundPlayed = `${gp.round}-${gp.half}`;
  gp.lastMark = {
    index,
    status,
    at: mark.now,
    statusBefore: entry.status,
    roundPlayedBefore: entry.roundPlayed,
  };
  // Kept for the end's awards: the clock's time left times each card, and who caught a buzz.
  gp.turnCards.push({
    index,
    pass: gp.pass,
    ...(gp.turnEndsAt !== null ? { msLeft: gp.turnEndsAt - mark.now } : {}),
    ...(mark.buzzerId !== undefined ? { buzzerId: mark.buzzerId } : {}),
  });
  gp.cardIndex = null;
  // The marked card's entry is written with the next card's, in one copy of the deck.
  drawCard(draft, mark.random, [[index, { status, roundPlayed }]]);
  if (gp.cardIndex === null) endTurnNow(draft, mark.now);
}

/**
 * A watcher marks the forbidden word that was said on a card their team buzzed in this turn, while
 * the turn runs or is reviewed. The first mark of a card holds: a second, from any watcher, is
 * refused (kindly: it is a race between friends, not a mistake).
 */
export const markBuzzedWord = gameRequest({
  schema: z.object({ ...gameField, index: z.number().int().min(0), word: forbiddenWordSchema }),
  fallback: 'default',
  decide: ({ state, request, actor }) => {
    const gp = state.gameplay;
    if (state.status !== 'active') return refuse(fixedMessages.gameNotActive(state.gamecode));
    if (gp.roundStatus !== 'in progress' && gp.roundStatus !== 'postround')
      return refuse(ownMessages.markDuringTurnOnly);
    if (findPlayer(state, actor)?.team !== watchingTeam(gp.half, teamCountOf(state.settings)))
      return refuse(ownMessages.watchersOnlyMark);
    const entry = state.deck[request.index];
    if (entry?.status !== 'buzzed' || !gp.turnCards.some((t) => t.index === request.index))
      return refuse(ownMessages.markBuzzedCardsOnly);
    if (!entry.card.forbidden.includes(request.word)) return refuse(ownMessages.markNotOnCard);
    const marks = gp.buzzedWords ?? [];
    if (marks.some((m) => m.index === request.index)) return refuse(ownMessages.markAlreadyMade);
    return change(state, 'buzzed word marked', (draft) => {
      draft.gameplay.buzzedWords = [...marks, { index: request.index, word: request.word }];
    });
  },
});
