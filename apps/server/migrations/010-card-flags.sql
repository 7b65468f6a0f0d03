-- Cards players flagged as bad in a game (the review, the reveal): one row per player and card, a
-- second flag replacing the reason. `source` is the deck the card came from, or '' for a built-in
-- card; `card_id` the card's id in games (a catalogue id, or `deck/<word>`). No key to the players
-- or decks tables: a flag outlives neither's retention by much, and is read by source alone.
CREATE TABLE card_flags (
  player_id TEXT NOT NULL,
  source TEXT NOT NULL,
  card_id TEXT NOT NULL,
  language TEXT NOT NULL,
  word TEXT NOT NULL,
  reason TEXT NOT NULL,
  flagged_at BIGINT NOT NULL,
  PRIMARY KEY (player_id, source, card_id)
);
CREATE INDEX card_flags_source ON card_flags (source, card_id);
-- Retention deletes flags by age, as it does decks.
CREATE INDEX card_flags_flagged ON card_flags (flagged_at);
