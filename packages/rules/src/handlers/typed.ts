import * as z from 'zod';
import { fixedMessages, ownMessages } from '../messages.ts';
import { change, type HandlerResult, plain, refuse } from '../outcome.ts';
import { type Call, gameRequest } from '../request-entry.ts';
import { roleOf } from '../roles.ts';
import { clueModeOf, clueTextSchema, gameField, guessTextSchema } from '../schemas.ts';
import { pauseOf } from '../turn-clock.ts';
import type { GameState, StreamLine } from '../types.ts';
import { markCardInPlay } from './cards.ts';

/** Lines one player may send within `STREAM_BURST_MS`: quick guesses pass, a flood does not. */
export const STREAM_BURST = 5;
export const STREAM_BURST_MS = 5_000;
/** Lines one player may send in one turn: keeps a turn's stream (and every view of it) small. */
export const STREAM_PER_TURN = 60;

/**
 * Why a line from `playerId` may not join the stream now (a refusal keeps what they typed in their
 * field: nothing is lost), or null when it may.
 */
function overLimit(stream: readonly StreamLine[], playerId: string, now: number): string | null {
  let sent = 0;
  let recent = 0;
  for (const line of stream) {
    if (line.playerId !== playerId) continue;
    sent++;
    if (now - line.at < STREAM_BURST_MS) recent++;
  }
  if (sent >= STREAM_PER_TURN) return ownMessages.streamFull;
  return recent >= STREAM_BURST ? ownMessages.streamTooFast : null;
}

/** What every typed line needs: an active game, a turn running, its clock going, room in the limits. */
function turnOpen({ state, actor, ctx }: Call): HandlerResult | null {
  const gp = state.gameplay;
  if (gp.roundStatus !== 'in progress') return refuse(ownMessages.notInProgress);
  if (pauseOf(state)) return refuse(ownMessages.turnPaused);
  if (gp.turnEndsAt !== null && ctx.now >= gp.turnEndsAt) return refuse(ownMessages.timeIsUp);
  const limited = overLimit(gp.stream ?? [], actor, ctx.now);
  return limited ? refuse(limited) : null;
}

function addLine(draft: GameState, line: StreamLine): void {
  draft.gameplay.stream = [...plain(draft.gameplay.stream ?? []), line];
}

function refereeOf(call: Call) {
  const referee = call.ctx.referee;
  // The server always passes it for these requests: its absence is a fault, not a player's refusal.
  if (!referee) throw new Error(`${call.request.type} needs the game language's referee`);
  return referee;
}

/**
 * The giver's typed clue. A clean one joins the stream; one that uses the card's word or a
 * forbidden word (by the referee's reading) buzzes the card at once, as a watcher's Buzz does,
 * and is kept in the stream with what tripped it, for the giver and the watchers alone; the
 * forbidden word it used is marked as the one said.
 */
export const sendClue = gameRequest({
  /**
   * The giver's typed clue for the card at `index` (a clue meant for one card never lands on the
   * next), held to the card by the referee before anyone else sees it.
   */
  schema: z.object({ ...gameField, index: z.number().int().min(0), text: clueTextSchema }),
  fallback: 'default',
  decide: (call) => {
    const { state, request, actor, ctx, random } = call;
    const gp = state.gameplay;
    if (state.status !== 'active') return refuse(fixedMessages.gameNotActive(state.gamecode));
    if (clueModeOf(state.settings) !== 'typed') return refuse(ownMessages.cluesOutLoud);
    if (gp.giverId !== actor) return refuse(ownMessages.cluesGiverOnly);
    const closed = turnOpen(call);
    if (closed) return closed;
    if (gp.cardIndex !== request.index) return refuse(ownMessages.clueCardChanged);
    const entry = state.deck[request.index];
    if (!entry) return refuse(fixedMessages.cardDoesNotExist(request.index, state.gamecode));
    const verdict = refereeOf(call).checkClue(request.text, entry.card);
    const line: StreamLine = {
      kind: 'clue',
      playerId: actor,
      text: request.text,
      index: request.index,
      at: ctx.now,
    };
    if (verdict.ok) return change(state, 'clue sent', (draft) => addLine(draft, line));
    return change(state, 'clue refused: card buzzed', (draft) => {
      addLine(draft, { ...line, tripped: { word: verdict.tripped, as: verdict.as } });
      if (entry.card.forbidden.includes(verdict.tripped))
        draft.gameplay.buzzedWords = [
          ...plain(draft.gameplay.buzzedWords ?? []),
          { index: request.index, word: verdict.tripped },
        ];
      markCardInPlay(draft, { index: request.index, entry, status: 'buzzed', now: ctx.now, random });
    });
  },
});

/**
 * A guesser's typed guess at the card on screen. One that matches its word scores the card
 * Correct, as the giver's press does (and the giver may undo it the same way); a near miss is
 * marked close, which only its sender is told; anything else joins the stream as it is.
 */
export const sendGuess = gameRequest({
  schema: z.object({ ...gameField, text: guessTextSchema }),
  fallback: 'default',
  decide: (call) => {
    const { state, request, actor, ctx, random } = call;
    const gp = state.gameplay;
    if (state.status !== 'active') return refuse(fixedMessages.gameNotActive(state.gamecode));
    if (clueModeOf(state.settings) === 'out loud') return refuse(ownMessages.guessesOutLoud);
    if (roleOf(state, actor) !== 'guesser') return refuse(ownMessages.guessersOnly);
    const closed = turnOpen(call);
    if (closed) return closed;
    const index = gp.cardIndex;
    const entry = index === null ? undefined : state.deck[index];
    if (index === null || !entry) return refuse(ownMessages.notInProgress);
    const verdict = refereeOf(call).matchGuess(request.text, entry.card.word);
    const line: StreamLine = { kind: 'guess', playerId: actor, text: request.text, index, at: ctx.now };
    if (verdict === 'miss') return change(state, 'guess sent', (draft) => addLine(draft, line));
    if (verdict === 'close')
      return change(state, 'guess close', (draft) => addLine(draft, { ...line, verdict: 'close' }));
    return change(state, 'card correct: guessed', (draft) => {
      addLine(draft, { ...line, verdict: 'correct' });
      markCardInPlay(draft, { index, entry, status: 'correct', now: ctx.now, random });
    });
  },
});
