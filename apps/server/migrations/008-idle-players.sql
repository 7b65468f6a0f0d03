-- Retention of players: an anonymous player (no email) unseen for a day, in no game and with no
-- deck, holds nothing and is deleted. Only anonymous players are read by their last visit.
CREATE INDEX users_idle ON users (last_seen) WHERE email IS NULL;
