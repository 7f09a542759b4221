CREATE TABLE "member_break_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"break_id" bigint NOT NULL,
	"operator_id" bigint,
	"actor" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"length" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"return_asked_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_break_notes" ADD CONSTRAINT "member_break_notes_break_id_member_breaks_id_fk" FOREIGN KEY ("break_id") REFERENCES "public"."member_breaks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_break_notes" ADD CONSTRAINT "member_break_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_breaks" ADD CONSTRAINT "member_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_break_notes_break_idx" ON "member_break_notes" USING btree ("break_id");--> statement-breakpoint
CREATE INDEX "member_breaks_member_idx" ON "member_breaks" USING btree ("member_id","id");