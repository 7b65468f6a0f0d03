-- The stored acknowledgements kept in the order of their key: a rowid table with a primary key
-- keeps each row twice (the table by rowid, the key's own index), so every accepted request wrote
-- one page of the log more than it needs to.
CREATE TABLE requests_keyed (
  player_id TEXT NOT NULL,
  request_id TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (player_id, request_id)
) WITHOUT ROWID;
INSERT INTO requests_keyed (player_id, request_id, response, created_at)
  SELECT player_id, request_id, response, created_at FROM requests;
DROP TABLE requests;
ALTER TABLE requests_keyed RENAME TO requests;
CREATE INDEX requests_created ON requests (created_at);
