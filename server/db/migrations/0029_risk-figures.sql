CREATE TABLE "risk_figures" (
	"day" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"accounts" integer NOT NULL,
	"losing_accounts" integer NOT NULL,
	"orders" integer NOT NULL,
	"losing_orders" integer NOT NULL
);
