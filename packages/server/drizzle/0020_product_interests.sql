CREATE TABLE "product_interests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"demand_type" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"handled_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "product_interests_status_check" CHECK ("product_interests"."status" in ('pending', 'forwarded', 'accepted', 'declined', 'closed')),
	CONSTRAINT "product_interests_demand_check" CHECK ("product_interests"."demand_type" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_interests_product" ON "product_interests" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "product_interests_user" ON "product_interests" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_interests_status" ON "product_interests" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_interests_open" ON "product_interests" USING btree ("product_id","user_id") WHERE "product_interests"."status" in ('pending', 'forwarded');