CREATE TABLE "big_problems" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "big_problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"field" text NOT NULL,
	"ordering_body" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"expected_results" text DEFAULT '' NOT NULL,
	"budget_range" text DEFAULT '' NOT NULL,
	"deadline" date,
	"status" text DEFAULT 'open' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"nq57_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent("big_problems"."title" || ' ' || "big_problems"."field" || ' ' || "big_problems"."ordering_body"))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "big_problems_status_check" CHECK ("big_problems"."status" in ('open', 'closed', 'solved'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"issuing_body" text NOT NULL,
	"signer" text DEFAULT '' NOT NULL,
	"issued_at" date NOT NULL,
	"effective_at" date,
	"validity" text DEFAULT 'active' NOT NULL,
	"field" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"is_report" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"nq57_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent("documents"."number" || ' ' || "documents"."title" || ' ' || "documents"."summary"))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_validity_check" CHECK ("documents"."validity" in ('active', 'expired', 'amended')),
	CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('draft', 'published', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "indicator_values" (
	"indicator_id" bigint NOT NULL,
	"period" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "indicator_values_indicator_id_period_pk" PRIMARY KEY("indicator_id","period")
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "indicators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"target" double precision NOT NULL,
	"target_year" integer NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"nq57_group" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicators_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"readiness_level" integer NOT NULL,
	"owner_organisation" text DEFAULT '' NOT NULL,
	"demand_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price" bigint,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"nq57_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent("products"."name" || ' ' || "products"."summary" || ' ' || "products"."owner_organisation"))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'published', 'hidden')),
	CONSTRAINT "products_readiness_check" CHECK ("products"."readiness_level" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"big_problem_id" bigint NOT NULL,
	"author_id" bigint,
	"title" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent("faqs"."topic" || ' ' || "faqs"."question"))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"faq_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "indicator_values" ADD CONSTRAINT "indicator_values_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_big_problem_id_big_problems_id_fk" FOREIGN KEY ("big_problem_id") REFERENCES "public"."big_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "big_problems_slug_unique" ON "big_problems" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "big_problems_listed" ON "big_problems" USING btree ("visible","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "big_problems_search" ON "big_problems" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_listed" ON "documents" USING btree ("internal","status","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_search" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_published" ON "products" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_search" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_demand_types" ON "products" USING gin ("demand_types");--> statement-breakpoint
CREATE INDEX "solutions_problem" ON "solutions" USING btree ("big_problem_id","status");--> statement-breakpoint
CREATE INDEX "faqs_search" ON "faqs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_status" ON "feedback" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questions_status" ON "questions" USING btree ("status","created_at" DESC NULLS LAST);