SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
-- A session added to the catalogue (the admin console, the seed, plain SQL) changes what lists of
-- cards show, the featured list first: it moves the cards version as an edit or a removal does.
CREATE TRIGGER "sessions_cards_version_added" AFTER INSERT ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_cards_changed"();
