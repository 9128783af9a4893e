ALTER TABLE "solutions" ADD COLUMN "lookup_key" text;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "lookup_key" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "lookup_key" text;--> statement-breakpoint
-- Dossiers sent before: a key of their own, so that their authors can look them up too (shown on their pages).
UPDATE "proposals" SET "lookup_key" = upper(substr(md5(random()::text || "id"::text || clock_timestamp()::text), 1, 8)) WHERE "tracking_code" IS NOT NULL;--> statement-breakpoint
UPDATE "ideas" SET "lookup_key" = upper(substr(md5(random()::text || "id"::text || clock_timestamp()::text), 1, 8)) WHERE "tracking_code" IS NOT NULL;--> statement-breakpoint
UPDATE "solutions" SET "lookup_key" = upper(substr(md5(random()::text || "id"::text || clock_timestamp()::text), 1, 8)) WHERE "tracking_code" IS NOT NULL;
