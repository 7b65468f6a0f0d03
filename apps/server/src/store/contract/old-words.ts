import { type GameState, turnDeadline } from '@unsayable/rules';
import { expect } from 'vitest';
import { must, startedGame } from './contract-fixtures.ts';

// A game as the versions stored it before a buzzed card's status was named 'buzzed' (it was
// 'discard') and the end of the running turn `turnEndsAt` (it was `roundEndsAt`), and before its
// history had rows of their own (plays and turns were in the state): what the SQL stores'
// migrations rewrite, so that such a game reads back in the code's words.

/**
 * A game in play with buzzed cards everywhere a card status is kept: among the confirmed plays of
 * a reviewed turn, in the deck, and as the running turn's last mark. The mark's status before is
 * a Buzz too, as a card buzzed in an earlier pass through the deck and drawn again has.
 */
export function gameWithBuzzes(code: string): GameState {
  const rec = startedGame(code);
  rec.playTurn(['correct', 'buzzed', 'skipped']);
  rec.startTurn();
  const state = rec.play('buzzed');
  const mark = must(state.gameplay.lastMark, 'last mark');
  expect(mark.status).toBe('buzzed');
  expect(state.gameplay.plays.map((p) => p.status)).toContain('buzzed');
  expect(state.gameplay.turnEndsAt).not.toBeNull();
  return { ...state, gameplay: { ...state.gameplay, lastMark: { ...mark, statusBefore: 'buzzed' } } };
}

/** A games row and deck rows, as the tables hold them, with column names for keys. */
export interface OldRows {
  game: {
    code: string;
    status: string;
    version: number;
    state: string;
    round_ends_at: number | null;
    created_at: number;
    updated_at: number;
  };
  deck: {
    game_code: string;
    idx: number;
    card: string;
    status: string | null;
    round_played: string | null;
    seen: number;
  }[];
}

const oldStatus = (status: string | null) => (status === 'buzzed' ? 'discard' : status);

/**
 * The rows an earlier version wrote for `state`: the state's fields and the deck's statuses in the
 * old words, the plays and turns in the state.
 */
export function rowsInOldWords(state: GameState, now: number): OldRows {
  const stored = JSON.parse(JSON.stringify({ ...state, deck: [] })) as Record<string, unknown> & {
    gameplay: Record<string, unknown> & {
      lastMark: { status: string; statusBefore: string | null } | null;
      plays: { status: string }[];
    };
  };
  const gameplay = Object.fromEntries(
    Object.entries(stored.gameplay).map(([key, value]) => [
      key === 'turnEndsAt' ? 'roundEndsAt' : key,
      value,
    ]),
  ) as typeof stored.gameplay;
  const mark = gameplay.lastMark;
  if (mark)
    gameplay.lastMark = {
      ...mark,
      status: must(oldStatus(mark.status), 'status'),
      statusBefore: oldStatus(mark.statusBefore),
    };
  gameplay.plays = gameplay.plays.map((p) => ({ ...p, status: must(oldStatus(p.status), 'status') }));
  const text = JSON.stringify({ ...stored, gameplay });
  expect(text).not.toMatch(/buzzed"|turnEndsAt/);
  return {
    game: {
      code: state.gamecode,
      status: state.status,
      version: state.version,
      state: text,
      round_ends_at: turnDeadline(state),
      created_at: state.createdAt,
      updated_at: now,
    },
    deck: state.deck.map((e, idx) => ({
      game_code: state.gamecode,
      idx,
      card: JSON.stringify(e.card),
      status: oldStatus(e.status),
      round_played: e.roundPlayed,
      seen: e.seen ? 1 : 0,
    })),
  };
}
