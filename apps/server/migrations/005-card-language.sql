-- Cards and card ideas have a language: a game deals the cards of its own. The rows from before
-- are English, as every card was then.
ALTER TABLE catalogue ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE card_ideas ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
CREATE INDEX catalogue_language ON catalogue (language, id);
