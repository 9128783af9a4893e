ALTER TABLE "products" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expiry_reminded_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_expires" ON "products" USING btree ("expires_at") WHERE "products"."expires_at" is not null;--> statement-breakpoint
-- Hand-added (issue 22 part 2): products already published from a proposal get their end date,
-- 12 months after publication, but never less than a month from now, so that no owner loses a
-- listing before the reminder a month ahead could reach them.
UPDATE "products" SET "expires_at" = greatest("published_at" + interval '12 months', now() + interval '1 month')
WHERE "published_at" IS NOT NULL AND "expires_at" IS NULL
  AND "id" IN (SELECT "product_id" FROM "proposals" WHERE "product_id" IS NOT NULL);
