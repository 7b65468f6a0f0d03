-- Players' own decks (`/decks/{id}`): the cards as one JSON array, read and written whole. The
-- edit key is kept as a hash, like session credentials. `touched_at` is the later of the last
-- edit and the last game dealt from the deck: retention prunes by it.
CREATE TABLE decks (
  id TEXT PRIMARY KEY,
  edit_key_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  language TEXT NOT NULL,
  cards TEXT NOT NULL,
  card_count INTEGER NOT NULL,
  hidden INTEGER NOT NULL DEFAULT 0,
  reports INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  edited_at BIGINT NOT NULL,
  used_at BIGINT,
  touched_at BIGINT NOT NULL
);
CREATE INDEX decks_touched ON decks (touched_at);
CREATE INDEX decks_reported ON decks (reports) WHERE reports > 0;
