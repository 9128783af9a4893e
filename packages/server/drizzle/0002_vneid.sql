CREATE TABLE "vneid_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_path" text DEFAULT '/' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
