-- A game's row is rewritten at every action, its state's text whole. Past 2 KB, PostgreSQL would
-- compress that text at every write (its compressor was the backends' busiest function under play);
-- with the row's threshold at a page's worth, a state stays in the row as it is, and only a larger
-- one is compressed or moved out of line as before.
ALTER TABLE games SET (toast_tuple_target = 8160);
