-- Portable SQL (SQLite and PostgreSQL): text ids made by the server, BIGINT epoch milliseconds,
-- JSON kept as TEXT. Games hold their state without the deck; the deck has a row per card.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  credential_hash TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  last_seen BIGINT NOT NULL
);

CREATE TABLE games (
  code TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  version INTEGER NOT NULL,
  state TEXT NOT NULL,
  round_ends_at BIGINT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX games_deadline ON games (round_ends_at);

CREATE TABLE deck (
  game_code TEXT NOT NULL,
  idx INTEGER NOT NULL,
  card TEXT NOT NULL,
  status TEXT,
  round_played TEXT,
  seen INTEGER NOT NULL,
  PRIMARY KEY (game_code, idx)
);

CREATE TABLE members (
  game_code TEXT NOT NULL,
  player_id TEXT NOT NULL,
  PRIMARY KEY (game_code, player_id)
);
CREATE INDEX members_player ON members (player_id);

CREATE TABLE errors (
  id TEXT PRIMARY KEY,
  game_code TEXT NOT NULL,
  entry TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX errors_game ON errors (game_code, created_at);

CREATE TABLE requests (
  player_id TEXT NOT NULL,
  request_id TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (player_id, request_id)
);

CREATE TABLE catalogue (
  id TEXT PRIMARY KEY,
  word TEXT NOT NULL,
  forbidden TEXT NOT NULL,
  category TEXT NOT NULL,
  difficulty TEXT NOT NULL,
  source TEXT NOT NULL
);

CREATE TABLE card_ideas (
  id TEXT PRIMARY KEY,
  word TEXT NOT NULL,
  forbidden TEXT NOT NULL,
  reviewed INTEGER NOT NULL,
  added INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  player_id TEXT
);
