ALTER TABLE "cards" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_default" ON "cards" ("member_id", "kind") WHERE "is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_one_default" ON "wallets" ("member_id") WHERE "is_default";
