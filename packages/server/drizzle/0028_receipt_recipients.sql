CREATE TABLE "receipt_recipients" (
	"address_digest" text PRIMARY KEY NOT NULL,
	"counted_since" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone
);
