CREATE TABLE "candles" (
	"symbol" text NOT NULL,
	"interval" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"close" bigint NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "candles_symbol_interval_start_pk" PRIMARY KEY("symbol","interval","start")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "open_price" TO "reference_price";--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "volatility_ppm" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "candles" ADD CONSTRAINT "candles_symbol_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticks" ADD CONSTRAINT "ticks_symbol_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticks_symbol_at_idx" ON "ticks" USING btree ("symbol","at");--> statement-breakpoint
ALTER TABLE "periods" DROP COLUMN "open_price";--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_volatility_ppm_range" CHECK ("volatility_ppm" BETWEEN 1 AND 100000);--> statement-breakpoint
ALTER TABLE "ticks" ADD CONSTRAINT "ticks_price_positive" CHECK ("price" > 0);--> statement-breakpoint
ALTER TABLE "candles" ADD CONSTRAINT "candles_interval_known" CHECK ("interval" IN ('1m', '5m', '1h', '1d'));--> statement-breakpoint
UPDATE "markets" SET "volatility_ppm" = CASE "symbol" WHEN 'BTC/USDT' THEN 200 WHEN 'ETH/USDT' THEN 250 WHEN 'XAU/USD' THEN 60 WHEN 'EUR/USD' THEN 40 ELSE "volatility_ppm" END;--> statement-breakpoint
-- prices no longer come from a seed: nothing may be left from which a future price could be computed
DELETE FROM "config" WHERE "key" = 'quotes_seed';
