CREATE TABLE "big_problem_judges" (
	"big_problem_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"assigned_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "big_problem_judges_big_problem_id_user_id_pk" PRIMARY KEY("big_problem_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "solution_scores" (
	"solution_id" bigint NOT NULL,
	"judge_id" bigint NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"conflict_note" text DEFAULT '' NOT NULL,
	"scores" jsonb,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solution_scores_solution_id_judge_id_pk" PRIMARY KEY("solution_id","judge_id")
);
--> statement-breakpoint
ALTER TABLE "big_problems" ADD COLUMN "criteria" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "big_problems" ADD COLUMN "ip_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "big_problems" ADD COLUMN "reward" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "big_problems" ADD COLUMN "implementation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "big_problems" ADD COLUMN "results_text" text;--> statement-breakpoint
ALTER TABLE "big_problems" ADD COLUMN "results_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "big_problems" ADD COLUMN "results_ranking" jsonb;--> statement-breakpoint
ALTER TABLE "big_problem_judges" ADD CONSTRAINT "big_problem_judges_big_problem_id_big_problems_id_fk" FOREIGN KEY ("big_problem_id") REFERENCES "public"."big_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_problem_judges" ADD CONSTRAINT "big_problem_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_problem_judges" ADD CONSTRAINT "big_problem_judges_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_scores" ADD CONSTRAINT "solution_scores_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_scores" ADD CONSTRAINT "solution_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "big_problem_judges_user" ON "big_problem_judges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "solution_scores_judge" ON "solution_scores" USING btree ("judge_id");