-- Retention deletes by age: games by their last commit, acknowledgements and error-log rows by
-- when they were written. Without these, every pass would read the whole of each table.
CREATE INDEX games_updated ON games (updated_at);
CREATE INDEX errors_created ON errors (created_at);
CREATE INDEX requests_created ON requests (created_at);
