-- An operator's session revoked (sign-out, disabled, password reset) is told on the bus like a member's, so the
-- console's event streams on every instance end at once (server/services/stream-hub.ts).
CREATE TRIGGER "operator_sessions_revoked" AFTER UPDATE OF "revoked_at" ON "operator_sessions" FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION "bus_session_revoked"();
