CREATE TABLE "backups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"bytes" bigint NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
