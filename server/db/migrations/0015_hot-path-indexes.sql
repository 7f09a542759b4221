CREATE INDEX "cards_member_idx" ON "cards" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "move_records_member_idx" ON "move_records" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "move_records_position_idx" ON "move_records" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "recharges_member_idx" ON "recharges" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "recharges_pending_idx" ON "recharges" USING btree ("created_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "term_positions_member_idx" ON "term_positions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "term_positions_product_idx" ON "term_positions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wallets_member_idx" ON "wallets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("created_at","id") WHERE status = 'pending';
--> statement-breakpoint
-- rate-limit counters are worth nothing after a crash: no WAL for them (services/api-hits.ts)
ALTER TABLE "api_hits" SET UNLOGGED;--> statement-breakpoint
-- Every instance caches the sessions it read with their member's row (services/session-cache.ts): whatever code
-- or command changes a member's row or revokes a session, every instance hears it on the bus's channel
-- (services/bus.ts: BUS_CHANNEL, messages {"topic", "payload"}) when the change commits.
CREATE FUNCTION "bus_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('finance_bus', json_build_object('topic', 'member.changed', 'payload', json_build_object('id', NEW.id))::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_changed" AFTER UPDATE ON "members" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bus_member_changed"();--> statement-breakpoint
CREATE FUNCTION "bus_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('finance_bus', json_build_object('topic', 'session.revoked', 'payload', json_build_object('tokenHash', NEW.token_hash))::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_revoked" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION "bus_session_revoked"();
--> statement-breakpoint
-- Home's HTML is made once per language on each instance (services/home-shell.ts): a change of the carousels or
-- the config, by any instance or command, tells them all to make it again.
CREATE FUNCTION "bus_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('finance_bus', json_build_object('topic', 'content.changed', 'payload', json_build_object('table', TG_TABLE_NAME))::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "carousels_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carousels" FOR EACH STATEMENT EXECUTE FUNCTION "bus_content_changed"();--> statement-breakpoint
CREATE TRIGGER "config_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "config" FOR EACH STATEMENT EXECUTE FUNCTION "bus_content_changed"();
