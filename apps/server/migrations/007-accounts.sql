-- Optional accounts. An account is a player (`users` row) with an email: the email is
-- kept normalised (NFKC, lower case, trimmed) and unique; NULL for the anonymous players.
-- `password_hash` is scrypt's (see docs/SECURITY.md), NULL for an account made by email link or
-- OpenID Connect alone.
ALTER TABLE users ADD COLUMN email TEXT;
ALTER TABLE users ADD COLUMN password_hash TEXT;
ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX users_email ON users (email);

-- One credential per device: a player signed in on a phone and a laptop has two rows. The old
-- `users.credential_hash` is copied here as each player's first credential; from now on only this
-- table says who a cookie belongs to (`users.credential_hash` keeps the first one, unread).
CREATE TABLE user_sessions (
  credential_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX user_sessions_user ON user_sessions (user_id);
INSERT INTO user_sessions (credential_hash, user_id, created_at)
  SELECT credential_hash, id, created_at FROM users;

-- Single-use, expiring codes sent by mail: only their SHA-256 is kept. `kind` is sign-up (the
-- address and the chosen password's hash wait here until the link is opened), sign-in (an email
-- link) or reset. `used_at` is set once, by the one request that uses the code.
CREATE TABLE account_codes (
  code_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  email TEXT NOT NULL,
  user_id TEXT,
  password_hash TEXT,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX account_codes_expiry ON account_codes (expires_at);

-- Federated sign-in: an OpenID provider's (issuer, subject) pair names one player.
CREATE TABLE oidc_identities (
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX oidc_identities_user ON oidc_identities (user_id);

-- The player who made a deck: they may edit and delete it with their cookie alone.
ALTER TABLE decks ADD COLUMN owner_id TEXT;
CREATE INDEX decks_owner ON decks (owner_id);
