CREATE TABLE "member_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"period" text,
	"next_amount" bigint,
	"next_period" text,
	"next_at" timestamp with time zone,
	"house_amount" bigint,
	"house_period" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	CONSTRAINT "member_limits_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "member_limits_amount_not_negative" CHECK ("member_limits"."amount" >= 0),
	CONSTRAINT "member_limits_next_amount_not_negative" CHECK ("member_limits"."next_amount" >= 0),
	CONSTRAINT "member_limits_house_amount_not_negative" CHECK ("member_limits"."house_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;