import { type DeckEntry, type GameState, turnDeadline } from '@unsayable/rules';
import type pg from 'pg';
import {
  addedHistoryRows,
  type Commit,
  changedDeckRows,
  gameRowState,
  HISTORY_LISTS,
  type HistoryList,
  historyStartedOver,
  membersChanged,
} from '../store.ts';
import { sql } from './postgres-queries.ts';

/**
 * Writes one game in the caller's transaction: the row (only if the stored game is still the one
 * the change was decided on, by its version and creation time, or, for a new game, if the code is
 * free), the deck rows that changed, the history rows added, and the members when they changed.
 * False when the row was not written: the caller rolls back. The row goes first, so its lock
 * orders concurrent writers of the same game.
 */
export async function writeGame(
  client: pg.PoolClient,
  previous: GameState | null,
  next: GameState,
  now: number,
): Promise<boolean> {
  const code = next.gamecode;
  const row = [next.status, next.version, gameRowState(next), turnDeadline(next), now, code];
  const written = previous
    ? await client.query(sql.updateGame, [...row, previous.version, previous.createdAt])
    : await client.query(sql.insertGame, [...row, next.createdAt]);
  if (written.rowCount !== 1) return false;

  if (!previous || previous.deck.length !== next.deck.length) {
    await client.query(sql.clearDeck, [code]);
  }
  const indexes = changedDeckRows(previous, next);
  if (indexes.length > 0) {
    const rows = indexes.map((index) => next.deck[index] as DeckEntry);
    await client.query(sql.upsertDeckRows, [
      code,
      indexes,
      rows.map((e) => JSON.stringify(e.card)),
      rows.map((e) => e.status),
      rows.map((e) => e.roundPlayed),
      rows.map((e) => (e.seen ? 1 : 0)),
    ]);
  }
  const startedOver = historyStartedOver(previous, next);
  for (const list of HISTORY_LISTS) {
    if (startedOver) await client.query(sql.history[list].clear, [code]);
    const added = addedHistoryRows(previous, next, list);
    if (added.length > 0)
      await client.query(sql.history[list].upsert, [code, added, historyTexts(next, list, added)]);
  }
  if (membersChanged(previous, next)) {
    await client.query(sql.clearMembers, [code]);
    if (next.users.length > 0) await client.query(sql.addMembers, [code, next.users]);
  }
  return true;
}

/** The SQLSTATE `commit_game_change` raises when the game's version moved (the call undone). */
export const VERSION_MOVED = 'UV001';

/**
 * The arguments of `commit_game_change` (see its migration) for a change to a stored game: the
 * same rows `writeGame` writes, sent as one call.
 */
export function commitChangeArguments(
  previous: GameState,
  next: GameState,
  now: number,
  storedAck: Commit['ack'],
): unknown[] {
  const indexes = changedDeckRows(previous, next);
  const rows = indexes.map((index) => next.deck[index] as DeckEntry);
  return [
    next.gamecode,
    previous.version,
    previous.createdAt,
    next.status,
    next.version,
    gameRowState(next),
    turnDeadline(next),
    now,
    storedAck?.playerId ?? null,
    storedAck?.requestId ?? null,
    storedAck ? JSON.stringify(storedAck.ack) : null,
    previous.deck.length !== next.deck.length,
    indexes,
    rows.map((e) => JSON.stringify(e.card)),
    rows.map((e) => e.status),
    rows.map((e) => e.roundPlayed),
    rows.map((e) => (e.seen ? 1 : 0)),
    membersChanged(previous, next) ? next.users : null,
    historyStartedOver(previous, next),
    // Each list's indexes and texts, in `HISTORY_LISTS`' order, as the function takes them.
    ...HISTORY_LISTS.flatMap((list) => {
      const added = addedHistoryRows(previous, next, list);
      return [added, historyTexts(next, list, added)];
    }),
  ];
}

/** The JSON text of each of `indexes` in one of the game's history lists. */
export function historyTexts(state: GameState, list: HistoryList, indexes: number[]): string[] {
  const entries = state.gameplay[list];
  return indexes.map((index) => JSON.stringify(entries[index]));
}
