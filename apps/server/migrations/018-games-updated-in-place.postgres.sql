-- A game's row is rewritten at every action. PostgreSQL writes the new version into the same page
-- as the old, with no new index entry and no dead row left for vacuum (a heap-only tuple), only
-- when that page has room for it. With the state kept uncompressed in the row (017), a row in play
-- took more than half a page: its next version never fitted beside it, so every update went to
-- another page, added an entry to each of the table's indexes and left a dead row behind. Compressed
-- again, as PostgreSQL does by default, a row takes well under half a page; with half of each page
-- kept free, its next version fits beside it, and the versions before are cleared from the page as
-- it fills. Rows already stored move to such pages at their next update.
ALTER TABLE games RESET (toast_tuple_target);
ALTER TABLE games SET (fillfactor = 50);
