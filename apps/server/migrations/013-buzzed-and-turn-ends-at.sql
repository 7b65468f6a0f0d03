-- A buzzed card's status was stored as 'discard', and the end of the running turn as the game
-- state's `roundEndsAt`; the code now reads 'buzzed' and `turnEndsAt` alone, so the games stored
-- before are rewritten in those words once, here. A card status is in the deck rows and, in the
-- state, in the turn's last mark (`status`, `statusBefore`) and the confirmed plays (`status`).
-- The state is the JSON text the server wrote (no spaces); a player's text is only ever a value,
-- never a field's name, and a quote in it is written \", so these quoted names and values match
-- the state's own fields alone. The stored acknowledgements hold neither word; the error log keeps
-- the requests as they were sent.
UPDATE deck SET status = 'buzzed' WHERE status = 'discard';
UPDATE games SET state =
  replace(
    replace(
      replace(state, '"status":"discard"', '"status":"buzzed"'),
      '"statusBefore":"discard"',
      '"statusBefore":"buzzed"'
    ),
    '"roundEndsAt":',
    '"turnEndsAt":'
  );
