CREATE TABLE "ideas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ideas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"tracking_code" text,
	"request_id" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"problem" text DEFAULT '' NOT NULL,
	"solution" text DEFAULT '' NOT NULL,
	"impact" text DEFAULT '' NOT NULL,
	"support_needed" text DEFAULT '' NOT NULL,
	"nq57_groups" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"tracking_code" text,
	"request_id" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposal_kind" text DEFAULT 'product' NOT NULL,
	"title" text NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"readiness_level" integer,
	"demand_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"budget" integer DEFAULT 1 NOT NULL,
	"ip_advice" integer DEFAULT 0 NOT NULL,
	"price" bigint,
	"organisation" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"publish_phone" boolean DEFAULT false NOT NULL,
	"publish_email" boolean DEFAULT false NOT NULL,
	"big_problem_id" bigint,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nq57_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_id" bigint,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent("proposals"."title" || ' ' || "proposals"."summary" || ' ' || "proposals"."organisation"))) STORED
);
--> statement-breakpoint
CREATE TABLE "submission_transitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"submission_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" bigint,
	"actor_role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"kind" text NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_big_problem_id_big_problems_id_fk" FOREIGN KEY ("big_problem_id") REFERENCES "public"."big_problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_transitions" ADD CONSTRAINT "submission_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_tracking_code" ON "ideas" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_request" ON "ideas" USING btree ("author_id","request_id");--> statement-breakpoint
CREATE INDEX "ideas_author" ON "ideas" USING btree ("author_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_status" ON "ideas" USING btree ("status","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_tracking_code" ON "proposals" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_request" ON "proposals" USING btree ("author_id","request_id");--> statement-breakpoint
CREATE INDEX "proposals_author" ON "proposals" USING btree ("author_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_status" ON "proposals" USING btree ("status","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_search" ON "proposals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submission_transitions_of" ON "submission_transitions" USING btree ("kind","submission_id","id");--> statement-breakpoint
CREATE INDEX "uploads_owner" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "solutions_tracking_code" ON "solutions" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "solutions_request" ON "solutions" USING btree ("author_id","request_id");--> statement-breakpoint
CREATE INDEX "solutions_author" ON "solutions" USING btree ("author_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "solutions_status" ON "solutions" USING btree ("status","submitted_at" DESC NULLS FIRST);