ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written: an avatar file is deleted when no member shows it any more (routes/upload.ts asks by this)
CREATE INDEX "members_avatar_idx" ON "members" ("avatar") WHERE "avatar" <> '';
