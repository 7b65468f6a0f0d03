-- The claim on a game's turn deadline, so that one process of several ends the turn: the deadline
-- the claim is for (a new turn's deadline is free at once) and when the claim runs out (a claimer
-- that died is replaced). Commits leave both alone.
ALTER TABLE games ADD COLUMN claimed_deadline BIGINT;
ALTER TABLE games ADD COLUMN claim_expires_at BIGINT;
