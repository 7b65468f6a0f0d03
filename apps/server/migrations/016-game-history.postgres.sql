-- A game's history gets rows of its own, a row per confirmed play and per turn given
-- (015-game-history.sqlite.sql says why): the history of stored games moves to the rows, and
-- `commit_game_change` takes the rows added.
CREATE TABLE plays (
  game_code TEXT NOT NULL,
  idx INTEGER NOT NULL,
  play TEXT NOT NULL,
  PRIMARY KEY (game_code, idx)
);

CREATE TABLE turns (
  game_code TEXT NOT NULL,
  idx INTEGER NOT NULL,
  turn TEXT NOT NULL,
  PRIMARY KEY (game_code, idx)
);

INSERT INTO plays (game_code, idx, play)
  SELECT g.code, p.n - 1, p.value::text
    FROM games g,
      json_array_elements(g.state::json -> 'gameplay' -> 'plays') WITH ORDINALITY AS p(value, n);

INSERT INTO turns (game_code, idx, turn)
  SELECT g.code, t.n - 1, t.value::text
    FROM games g,
      json_array_elements(g.state::json -> 'gameplay' -> 'turns') WITH ORDINALITY AS t(value, n);

-- The state rebuilt field by field in its own order (jsonb would sort the fields): a game reads
-- back exactly as it was written.
UPDATE games g SET state = (
    SELECT json_object_agg(t.key, CASE WHEN t.key = 'gameplay' THEN (
        SELECT json_object_agg(f.key, CASE WHEN f.key IN ('plays', 'turns') THEN '[]'::json ELSE f.value END
            ORDER BY f.n)
          FROM json_each(t.value) WITH ORDINALITY AS f(key, value, n)
      ) ELSE t.value END ORDER BY t.n)::text
      FROM json_each(g.state::json) WITH ORDINALITY AS t(key, value, n)
  )
  WHERE json_array_length(g.state::json -> 'gameplay' -> 'plays') > 0
    OR json_array_length(g.state::json -> 'gameplay' -> 'turns') > 0;

-- A process of an earlier release keeps the history in the state and would write it there, unseen
-- by this one: its functions go, so that such a process fails loudly (stop every process to upgrade).
DROP FUNCTION commit_game_change(TEXT, INTEGER, TEXT, INTEGER, TEXT, BIGINT, BIGINT, TEXT, TEXT, TEXT,
  BOOLEAN, INTEGER[], TEXT[], TEXT[], TEXT[], INTEGER[], TEXT[]);
DROP FUNCTION commit_game_change(TEXT, INTEGER, BIGINT, TEXT, INTEGER, TEXT, BIGINT, BIGINT, TEXT, TEXT,
  TEXT, BOOLEAN, INTEGER[], TEXT[], TEXT[], TEXT[], INTEGER[], TEXT[]);

CREATE FUNCTION commit_game_change(
  p_code TEXT,
  p_expected_version INTEGER,
  p_created_at BIGINT,
  p_status TEXT,
  p_version INTEGER,
  p_state TEXT,
  p_round_ends_at BIGINT,
  p_now BIGINT,
  p_player_id TEXT,
  p_request_id TEXT,
  p_response TEXT,
  p_clear_deck BOOLEAN,
  p_deck_idx INTEGER[],
  p_deck_card TEXT[],
  p_deck_status TEXT[],
  p_deck_round TEXT[],
  p_deck_seen INTEGER[],
  p_members TEXT[],
  p_clear_history BOOLEAN,
  p_play_idx INTEGER[],
  p_play TEXT[],
  p_turn_idx INTEGER[],
  p_turn TEXT[],
  OUT outcome TEXT,
  OUT earlier TEXT
) LANGUAGE plpgsql AS $$
BEGIN
  -- The acknowledgement first: a request id another process has answered, or is answering right
  -- now, stops the call here (the insert waits for that transaction) before the game is touched.
  IF p_player_id IS NOT NULL THEN
    INSERT INTO requests (player_id, request_id, response, created_at)
      VALUES (p_player_id, p_request_id, p_response, p_now)
      ON CONFLICT (player_id, request_id) DO NOTHING;
    IF NOT FOUND THEN
      outcome := 'answered';
      SELECT r.response INTO earlier FROM requests r
        WHERE r.player_id = p_player_id AND r.request_id = p_request_id;
      RETURN;
    END IF;
  END IF;
  -- The time of last change moves only when a minute old (retention counts in days): an update
  -- that changes no indexed column is a heap-only tuple, which writes no index entry.
  UPDATE games SET status = p_status, version = p_version, state = p_state,
      round_ends_at = p_round_ends_at,
      updated_at = CASE WHEN p_now - updated_at >= 60000 OR p_now < updated_at THEN p_now ELSE updated_at END
    WHERE code = p_code AND version = p_expected_version AND created_at = p_created_at;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'game % is no longer at version % of its creation at %', p_code,
      p_expected_version, p_created_at
      USING ERRCODE = 'UV001';
  END IF;
  IF p_clear_deck THEN
    DELETE FROM deck WHERE game_code = p_code;
  END IF;
  IF cardinality(p_deck_idx) > 0 THEN
    INSERT INTO deck (game_code, idx, card, status, round_played, seen)
      SELECT p_code, * FROM unnest(p_deck_idx, p_deck_card, p_deck_status, p_deck_round, p_deck_seen)
      ON CONFLICT (game_code, idx) DO UPDATE SET card = excluded.card, status = excluded.status,
        round_played = excluded.round_played, seen = excluded.seen;
  END IF;
  IF p_members IS NOT NULL THEN
    DELETE FROM members WHERE game_code = p_code;
    INSERT INTO members (game_code, player_id) SELECT p_code, unnest(p_members);
  END IF;
  IF p_clear_history THEN
    DELETE FROM plays WHERE game_code = p_code;
    DELETE FROM turns WHERE game_code = p_code;
  END IF;
  IF cardinality(p_play_idx) > 0 THEN
    INSERT INTO plays (game_code, idx, play) SELECT p_code, * FROM unnest(p_play_idx, p_play)
      ON CONFLICT (game_code, idx) DO UPDATE SET play = excluded.play;
  END IF;
  IF cardinality(p_turn_idx) > 0 THEN
    INSERT INTO turns (game_code, idx, turn) SELECT p_code, * FROM unnest(p_turn_idx, p_turn)
      ON CONFLICT (game_code, idx) DO UPDATE SET turn = excluded.turn;
  END IF;
  outcome := 'committed';
END
$$;
