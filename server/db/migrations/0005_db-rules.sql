-- 64-bit ids: every id, foreign key and sequence (drizzle-kit writes "SET DATA TYPE bigserial", which PostgreSQL
-- has not; a table is rewritten once, all its columns in one ALTER)
ALTER TABLE "ads" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "ads_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "operator_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "member_id" SET DATA TYPE bigint, ALTER COLUMN "ref_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "bills_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "member_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "cards_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "carousels" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "carousels_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "member_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "members_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "move_records" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "member_id" SET DATA TYPE bigint, ALTER COLUMN "position_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "move_records_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "news_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "notices_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "operator_sessions" ALTER COLUMN "operator_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "operators_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "member_id" SET DATA TYPE bigint, ALTER COLUMN "room_id" SET DATA TYPE bigint, ALTER COLUMN "period_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "orders_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "periods" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "room_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "periods_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "recharges" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "member_id" SET DATA TYPE bigint, ALTER COLUMN "reviewed_by" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "recharges_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "rooms_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "member_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "term_positions" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "member_id" SET DATA TYPE bigint, ALTER COLUMN "product_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "term_positions_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "term_products" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "term_products_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "member_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "wallets_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "id" SET DATA TYPE bigint, ALTER COLUMN "member_id" SET DATA TYPE bigint, ALTER COLUMN "target_id" SET DATA TYPE bigint, ALTER COLUMN "reviewed_by" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "withdrawals_id_seq" AS bigint;--> statement-breakpoint
-- money that must never go below zero, whatever code runs
ALTER TABLE "bills" ADD CONSTRAINT "bills_balance_after_not_negative" CHECK ("bills"."balance_after" >= 0);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_balance_not_negative" CHECK ("members"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_frozen_not_negative" CHECK ("members"."frozen" >= 0);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_term_balance_not_negative" CHECK ("members"."term_balance" >= 0);--> statement-breakpoint
ALTER TABLE "move_records" ADD CONSTRAINT "move_records_amount_not_negative" CHECK ("move_records"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "move_records" ADD CONSTRAINT "move_records_interest_not_negative" CHECK ("move_records"."interest" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_not_negative" CHECK ("orders"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payout_not_negative" CHECK ("orders"."payout" >= 0);--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_amount_not_negative" CHECK ("recharges"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "term_positions" ADD CONSTRAINT "term_positions_amount_not_negative" CHECK ("term_positions"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "term_positions" ADD CONSTRAINT "term_positions_interest_paid_not_negative" CHECK ("term_positions"."interest_paid" >= 0);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_amount_not_negative" CHECK ("withdrawals"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fee_not_negative" CHECK ("withdrawals"."fee" >= 0);
