ALTER TABLE "proposals" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "expiry_reminded_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "proposals_expires" ON "proposals" USING btree ("expires_at") WHERE "proposals"."expires_at" is not null;--> statement-breakpoint
-- Hand-added (issue 22 part 2): needs already public with an author get their end date, 12 months
-- after their approval, but never less than a month from now (as 0021 did for products), so that
-- no author loses a listing before the reminder a month ahead could reach them. A need published
-- as a product is listed as the product, which has its own end.
UPDATE "proposals" SET "expires_at" = greatest(coalesce("decided_at", "published_at", "updated_at") + interval '12 months', now() + interval '1 month')
WHERE "proposal_kind" = 'need' AND "status" IN ('approved', 'published') AND "author_id" IS NOT NULL AND "product_id" IS NULL AND "expires_at" IS NULL;
