CREATE TABLE "dashboard_days" (
	"time_zone" text NOT NULL,
	"day" text NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_days_time_zone_day_pk" PRIMARY KEY("time_zone","day")
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "max_member_stake" bigint;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "max_exposure" bigint;--> statement-breakpoint
CREATE INDEX "bills_created_idx" ON "bills" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "move_records_created_idx" ON "move_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_created_member_idx" ON "orders" USING btree ("created_at","member_id");--> statement-breakpoint
CREATE INDEX "withdrawals_paid_idx" ON "withdrawals" USING btree ("reviewed_at") WHERE status = 'approved';