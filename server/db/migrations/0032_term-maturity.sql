ALTER TABLE "term_positions" ADD COLUMN "maturity_told_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "term_positions_untold_idx" ON "term_positions" USING btree ("matures_at") WHERE status = 'active' and maturity_told_at is null;--> statement-breakpoint
-- a device that had every kind of notice on hears of this new one too
UPDATE "push_subscriptions" SET "kinds" = array_append("kinds", 'term') WHERE "kinds" @> ARRAY['recharge', 'withdrawal', 'order', 'security'];
