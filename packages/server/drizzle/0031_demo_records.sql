CREATE TABLE "demo_records" (
	"table_name" text NOT NULL,
	"record_id" bigint NOT NULL,
	CONSTRAINT "demo_records_table_name_record_id_pk" PRIMARY KEY("table_name","record_id")
);
