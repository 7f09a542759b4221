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
ALTER TABLE "api_hits" SET UNLOGGED;