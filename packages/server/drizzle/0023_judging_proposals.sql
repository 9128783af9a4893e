ALTER TABLE "solution_scores" DROP CONSTRAINT "solution_scores_solution_id_judge_id_pk";--> statement-breakpoint
ALTER TABLE "solution_scores" ALTER COLUMN "solution_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "solution_scores" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "solution_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "solution_scores" ADD COLUMN "proposal_id" bigint;--> statement-breakpoint
ALTER TABLE "solution_scores" ADD CONSTRAINT "solution_scores_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "solution_scores_solution_judge" ON "solution_scores" USING btree ("solution_id","judge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solution_scores_proposal_judge" ON "solution_scores" USING btree ("proposal_id","judge_id");--> statement-breakpoint
ALTER TABLE "solution_scores" ADD CONSTRAINT "solution_scores_one_solution" CHECK (num_nonnulls("solution_scores"."solution_id", "solution_scores"."proposal_id") = 1);