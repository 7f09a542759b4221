CREATE TABLE "push_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"topic" text NOT NULL,
	"data" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"session_hash" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text NOT NULL,
	"kinds" text[] NOT NULL,
	"hide_amounts" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_delivered_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_jobs" ADD CONSTRAINT "push_jobs_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_jobs_due_idx" ON "push_jobs" USING btree ("next_at","id") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "push_jobs_member_sent_idx" ON "push_jobs" USING btree ("member_id","sent_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_hash");--> statement-breakpoint
-- A device that signs out hears nothing more: whatever revokes a session (a logout, a password changed or reset,
-- member:sign-out) deletes the push subscriptions made with it, and their notices not yet sent, in its transaction.
CREATE FUNCTION "push_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "push_subscriptions" WHERE "session_hash" = NEW.token_hash;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_push" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION "push_session_revoked"();
