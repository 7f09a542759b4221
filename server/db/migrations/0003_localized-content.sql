-- Member-facing texts become one per language ({"zh-Hant": ..., "zh-Hans": ..., "en": ...}); what was there is zh-Hant.
-- zh-Hans of migrated rows is filled in by the server after migrating (services/localized.ts fillSimplified).
ALTER TABLE "ads" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "content");--> statement-breakpoint
ALTER TABLE "carousels" ALTER COLUMN "image" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "image");--> statement-breakpoint
ALTER TABLE "deposit_channels" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "title");--> statement-breakpoint
ALTER TABLE "deposit_channels" ALTER COLUMN "instructions" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "instructions");--> statement-breakpoint
ALTER TABLE "deposit_channels" ALTER COLUMN "account" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "account");--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "name");--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "title");--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "content");--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "content");--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "name");--> statement-breakpoint
ALTER TABLE "term_positions" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "name");--> statement-breakpoint
ALTER TABLE "term_products" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('zh-Hant', "name");