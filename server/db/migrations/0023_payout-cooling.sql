ALTER TABLE "cards" ADD COLUMN "cools_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "cools_until" timestamp with time zone;