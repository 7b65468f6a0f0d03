-- A game's confirmed plays get a row each. They only grow, a turn's cards at its review, and held
-- in the state's text they were written again with every action of the game, so a card action's
-- commit grew with the game's age. The plays of stored games move to the rows here; the state keeps
-- an empty list. No rowid: the key is the row's only index.
CREATE TABLE plays (
  game_code TEXT NOT NULL,
  idx INTEGER NOT NULL,
  play TEXT NOT NULL,
  PRIMARY KEY (game_code, idx)
) WITHOUT ROWID;

INSERT INTO plays (game_code, idx, play)
  SELECT g.code, CAST(p.key AS INTEGER), p.value
    FROM games g, json_each(g.state, '$.gameplay.plays') p;

UPDATE games SET state = json_set(state, '$.gameplay.plays', json('[]'))
  WHERE json_array_length(state, '$.gameplay.plays') > 0;
