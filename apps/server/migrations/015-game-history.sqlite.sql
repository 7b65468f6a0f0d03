-- A game's history gets rows of its own: a row per confirmed play and per turn given. Both lists
-- only grow, a turn's cards and the turn at its review, and held in the state's text they were
-- written again with every action of the game, so a card action's commit grew with the game's age.
-- The history of stored games moves to the rows here; the state keeps empty lists. No rowid: the
-- key is each row's only index.
CREATE TABLE plays (
  game_code TEXT NOT NULL,
  idx INTEGER NOT NULL,
  play TEXT NOT NULL,
  PRIMARY KEY (game_code, idx)
) WITHOUT ROWID;

INSERT INTO plays (game_code, idx, play)
  SELECT g.code, CAST(p.key AS INTEGER), p.value
    FROM games g, json_each(g.state, '$.gameplay.plays') p;

CREATE TABLE turns (
  game_code TEXT NOT NULL,
  idx INTEGER NOT NULL,
  turn TEXT NOT NULL,
  PRIMARY KEY (game_code, idx)
) WITHOUT ROWID;

INSERT INTO turns (game_code, idx, turn)
  SELECT g.code, CAST(t.key AS INTEGER), t.value
    FROM games g, json_each(g.state, '$.gameplay.turns') t;

UPDATE games SET state = json_set(state, '$.gameplay.plays', json('[]'), '$.gameplay.turns', json('[]'))
  WHERE json_array_length(state, '$.gameplay.plays') > 0 OR json_array_length(state, '$.gameplay.turns') > 0;
