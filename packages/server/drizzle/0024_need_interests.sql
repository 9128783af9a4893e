ALTER TABLE "product_interests" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_interests" ADD COLUMN "proposal_id" bigint;--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_interests_proposal" ON "product_interests" USING btree ("proposal_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "product_interests_open_need" ON "product_interests" USING btree ("proposal_id","user_id") WHERE "product_interests"."status" in ('pending', 'forwarded');--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_one_subject" CHECK (num_nonnulls("product_interests"."product_id", "product_interests"."proposal_id") = 1);