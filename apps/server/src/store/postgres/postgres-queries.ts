// The SQL of the PostgreSQL store, in one place so that a test can ask the planner about each
// (postgres-store.test.ts: the queries on a player's path use an index). Codes and ids are
// ordered byte by byte (COLLATE "C"), as JavaScript sorts them, whatever the database's collation.

import { HISTORY_COLUMNS, HISTORY_LISTS, type HistoryList } from '../store.ts';

/** One of a game's history lists as the text of one JSON array: each row holds an entry's JSON text. */
const historyOf = (
  list: HistoryList,
) => `COALESCE((SELECT '[' || string_agg(h.${HISTORY_COLUMNS[list]}, ',' ORDER BY h.idx) || ']'
       FROM ${list} h WHERE h.game_code = g.code), '[]')`;

/** Each history list under its own name, unless the caller holds the game (see below). */
const historyColumns = (unlessHeld: boolean) =>
  HISTORY_LISTS.map((list) =>
    unlessHeld
      ? `CASE WHEN g.version = $2::integer AND g.created_at = $3::bigint THEN NULL ELSE ${historyOf(list)} END AS ${list}`
      : `${historyOf(list)} AS ${list}`,
  ).join(',\n  ');

/**
 * A game, its deck and its history in one statement, so all come from one snapshot while others
 * commit.
 */
const loadGame = `SELECT g.state, COALESCE(
    (SELECT json_agg(json_build_array(d.idx, d.card, d.status, d.round_played, d.seen) ORDER BY d.idx)
       FROM deck d WHERE d.game_code = g.code),
    '[]') AS deck, ${historyColumns(false)}
  FROM games g WHERE g.code = $1`;

/**
 * The same, except when the stored game is still the one the caller holds (its version of the
 * game created then: a code can be given again once its game is deleted): then nothing but the row's
 * existence, so the caller's copy is used and the state's text and every deck and history row are
 * not sent and parsed again. CASE reads the rows only on the branch that returns them.
 */
const loadGameUnlessHeld = `SELECT CASE WHEN g.version = $2::integer AND g.created_at = $3::bigint THEN NULL ELSE g.state END AS state,
  CASE WHEN g.version = $2::integer AND g.created_at = $3::bigint THEN NULL ELSE COALESCE(
    (SELECT json_agg(json_build_array(d.idx, d.card, d.status, d.round_played, d.seen) ORDER BY d.idx)
       FROM deck d WHERE d.game_code = g.code),
    '[]') END AS deck,
  ${historyColumns(true)}
  FROM games g WHERE g.code = $1`;

/**
 * Due deadlines chosen and marked in one statement: SKIP LOCKED passes over the rows another
 * process is claiming right now, and a row claimed and committed since this statement's snapshot
 * is checked again before it is locked, so no deadline is returned twice.
 */
const claimDue = `UPDATE games g SET claimed_deadline = g.round_ends_at, claim_expires_at = $2
  FROM (SELECT code FROM games
         WHERE round_ends_at <= $1
           AND (claim_expires_at IS NULL OR claim_expires_at <= $1 OR claimed_deadline IS DISTINCT FROM round_ends_at)
         ORDER BY round_ends_at, code COLLATE "C" LIMIT $3
         FOR UPDATE SKIP LOCKED) due
  WHERE g.code = due.code
  RETURNING g.code, g.round_ends_at`;

// Arrays in, one statement out: a dealt deck is hundreds of rows, and a round trip each would
// hold the game's row lock for as long.
const upsertDeckRows = `INSERT INTO deck (game_code, idx, card, status, round_played, seen)
  SELECT $1, * FROM unnest($2::integer[], $3::text[], $4::text[], $5::text[], $6::integer[])
  ON CONFLICT (game_code, idx) DO UPDATE SET card = excluded.card, status = excluded.status,
    round_played = excluded.round_played, seen = excluded.seen`;

/**
 * The entries of one history list a review added (a dozen plays, a turn), or all of a game's
 * written anew, likewise at once; and the delete of a game's rows before they are.
 */
const historyRows = (list: HistoryList) => ({
  clear: `DELETE FROM ${list} WHERE game_code = $1`,
  upsert: `INSERT INTO ${list} (game_code, idx, ${HISTORY_COLUMNS[list]})
  SELECT $1, * FROM unnest($2::integer[], $3::text[])
  ON CONFLICT (game_code, idx) DO UPDATE SET ${HISTORY_COLUMNS[list]} = excluded.${HISTORY_COLUMNS[list]}`,
});

export const sql = {
  createUser: `WITH player AS (
      INSERT INTO users (id, credential_hash, name, created_at, last_seen) VALUES ($1, $2, $3, $4, $4)
      RETURNING id, credential_hash, created_at)
    INSERT INTO user_sessions (credential_hash, user_id, created_at) SELECT credential_hash, id, created_at FROM player`,
  userByCredential: `SELECT u.id, u.name, u.last_seen FROM user_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.credential_hash = $1 AND u.disabled = 0`,
  touchUser: 'UPDATE users SET last_seen = $1 WHERE id = $2',
  loadGame,
  loadGameUnlessHeld,
  gameExists: 'SELECT 1 FROM games WHERE code = $1',
  insertAck: `INSERT INTO requests (player_id, request_id, response, created_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (player_id, request_id) DO NOTHING`,
  updateGame: `UPDATE games SET status = $1, version = $2, state = $3, round_ends_at = $4, updated_at = $5
    WHERE code = $6 AND version = $7 AND created_at = $8`,
  insertGame: `INSERT INTO games (status, version, state, round_ends_at, updated_at, code, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
  commitGameChange: `SELECT outcome, earlier FROM commit_game_change($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
    $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
  clearDeck: 'DELETE FROM deck WHERE game_code = $1',
  upsertDeckRows,
  history: { plays: historyRows('plays'), turns: historyRows('turns') } satisfies Record<
    HistoryList,
    unknown
  >,
  clearMembers: 'DELETE FROM members WHERE game_code = $1',
  addMembers: 'INSERT INTO members (game_code, player_id) SELECT $1, unnest($2::text[])',
  gamesOf: `SELECT m.game_code AS code FROM members m JOIN games g ON g.code = m.game_code
    WHERE m.player_id = $1 AND g.status <> 'finished' ORDER BY m.game_code COLLATE "C"`,
  gamesPlayedBy: 'SELECT game_code AS code FROM members WHERE player_id = $1 ORDER BY game_code COLLATE "C"',
  openGames: `SELECT code FROM games WHERE status <> 'finished' ORDER BY code COLLATE "C"`,
  deadlines: 'SELECT code, round_ends_at FROM games WHERE round_ends_at IS NOT NULL',
  claimDue,
  findAck: 'SELECT response FROM requests WHERE player_id = $1 AND request_id = $2',
  appendErrors: `INSERT INTO errors (id, game_code, entry, created_at)
    SELECT id, $1::text, entry, created_at FROM unnest($2::text[], $3::text[], $4::bigint[])
      WITH ORDINALITY AS e(id, entry, created_at, n)
    ORDER BY n`,
  errorsOf: 'SELECT entry FROM errors WHERE game_code = $1 ORDER BY created_at, seq',
  upsertCatalogue: `INSERT INTO catalogue (id, word, forbidden, category, difficulty, source, language)
    SELECT *, $6::text, $7::text FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
    ON CONFLICT (id) DO UPDATE SET word = excluded.word, forbidden = excluded.forbidden,
      category = excluded.category, difficulty = excluded.difficulty, source = excluded.source,
      language = excluded.language`,
  retireCatalogue: 'DELETE FROM catalogue WHERE source = $1 AND language = $3 AND NOT (id = ANY($2::text[]))',
  catalogue:
    'SELECT id, word, forbidden, category, difficulty FROM catalogue WHERE language = $1 ORDER BY id COLLATE "C"',
  addIdea: `INSERT INTO card_ideas (id, word, forbidden, reviewed, added, created_at, player_id, language)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
  ideas: 'SELECT * FROM card_ideas ORDER BY created_at, id COLLATE "C"',
  updateIdea: 'UPDATE card_ideas SET reviewed = $1, added = $2 WHERE id = $3',
} as const;
