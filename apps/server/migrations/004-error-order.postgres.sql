-- The error log is read in the order it was written. SQLite has its rowid for that; PostgreSQL
-- has no such order, so the rows get a sequence number.
ALTER TABLE errors ADD COLUMN seq BIGINT GENERATED ALWAYS AS IDENTITY;
