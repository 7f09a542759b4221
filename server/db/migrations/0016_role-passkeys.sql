CREATE TABLE "role_policies" (
	"role" text PRIMARY KEY NOT NULL,
	"passkey_required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_policies_role" CHECK ("role_policies"."role" in ('reviewer', 'editor', 'admin'))
);
