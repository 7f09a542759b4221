-- A used challenge is kept (until it expires) with when it was used, instead of deleted: a same-key retry of the
-- money move it approved learns that its first request is on its way (services/passkeys.ts).
ALTER TABLE "passkey_challenges" ADD COLUMN "taken_at" timestamp with time zone;
