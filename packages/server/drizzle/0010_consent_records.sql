CREATE TABLE "consent_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"purpose" text NOT NULL,
	"version" text NOT NULL,
	"method" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user" ON "consent_records" USING btree ("user_id","given_at");--> statement-breakpoint
-- Consent given before this table existed, kept until now in users.consent_at / consent_purpose.
INSERT INTO "consent_records" ("user_id", "purpose", "version", "method", "given_at")
SELECT "id", "consent_purpose", 'before-2026-11', 'migrated', "consent_at" FROM "users"
WHERE "consent_at" IS NOT NULL AND "consent_purpose" IS NOT NULL;
