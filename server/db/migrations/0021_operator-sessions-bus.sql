-- An operator's session revoked (sign-out, disabled, password reset) is told on the bus like a member's, so the
-- console's event streams on every instance end at once (server/services/stream-hub.ts).
CREATE TRIGGER "operator_sessions_revoked" AFTER UPDATE OF "revoked_at" ON "operator_sessions" FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION "bus_session_revoked"();
--> statement-breakpoint
-- A money move already tells every instance with its `balance` event (services/events.ts), which the session
-- caches hear too: the members trigger no longer adds a second NOTIFY to every money transaction.
DROP TRIGGER "members_changed" ON "members";--> statement-breakpoint
CREATE TRIGGER "members_changed" AFTER UPDATE ON "members" FOR EACH ROW WHEN (to_jsonb(OLD) - '{balance,frozen,term_balance}'::text[] IS DISTINCT FROM to_jsonb(NEW) - '{balance,frozen,term_balance}'::text[]) EXECUTE FUNCTION "bus_member_changed"();
