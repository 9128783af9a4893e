CREATE TABLE "feedback_replies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"feedback_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_by_id" bigint,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_replies_of" ON "feedback_replies" USING btree ("feedback_id","id");--> statement-breakpoint
UPDATE "feedback" SET "handled_note" = "handle"."after"->>'note', "handled_by" = "handle"."actor_email"
FROM (
  SELECT DISTINCT ON ("record_id") "record_id", "after", "actor_email" FROM "staff_audit"
  WHERE "resource" = 'feedback' AND "action" = 'handle' ORDER BY "record_id", "at" DESC, "id" DESC
) AS "handle"
WHERE "handle"."record_id" = "feedback"."id"::text;
