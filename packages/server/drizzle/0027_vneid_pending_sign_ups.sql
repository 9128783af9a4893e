CREATE TABLE "vneid_pending_sign_ups" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"citizen_pid_encrypted" text,
	"redirect_path" text DEFAULT '/' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
