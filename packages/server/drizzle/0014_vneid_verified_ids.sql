CREATE TABLE "vneid_pending_links" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"citizen_pid_encrypted" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_citizen_pid_hash_unique";--> statement-breakpoint
ALTER TABLE "vneid_requests" ADD COLUMN "browser_binding_hash" text;--> statement-breakpoint
ALTER TABLE "vneid_requests" ADD COLUMN "purpose" text DEFAULT 'sign_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "vneid_requests" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "citizen_pid_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "citizen_pid_disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vneid_pending_links" ADD CONSTRAINT "vneid_pending_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vneid_requests" ADD CONSTRAINT "vneid_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_citizen_pid_hash_unique" ON "users" USING btree ("citizen_pid_hash") WHERE "users"."citizen_pid_disputed_at" is null;--> statement-breakpoint
-- Accounts already linked to VNeID stay linked; their citizen ID is the one VNeID gave (it was
-- created from VNeID's claims or matched them), so it counts as verified.
UPDATE "users" SET "citizen_pid_verified_at" = "updated_at" WHERE "vneid_subject" IS NOT NULL AND "citizen_pid_hash" IS NOT NULL;
