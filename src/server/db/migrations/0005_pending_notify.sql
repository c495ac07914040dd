-- Every change to the review blocks tells listeners which clients' pending counts moved
-- (src/server/client/pendingFeed.ts). NOTIFY is delivered at commit, to every connection that
-- LISTENs, whichever API node it belongs to; one notification per client per statement.
CREATE OR REPLACE FUNCTION notify_pending_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pending_changed', c::text) FROM (SELECT DISTINCT client_id AS c FROM changed) AS d;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER change_blocks_pending_insert AFTER INSERT ON change_blocks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_pending_changed();
--> statement-breakpoint
CREATE TRIGGER change_blocks_pending_update AFTER UPDATE ON change_blocks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_pending_changed();
--> statement-breakpoint
CREATE TRIGGER change_blocks_pending_delete AFTER DELETE ON change_blocks
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_pending_changed();
