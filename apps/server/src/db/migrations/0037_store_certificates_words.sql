CREATE TABLE "sensitive_words" (
	"language" text NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sensitive_words_language_word_pk" PRIMARY KEY("language","word")
);
--> statement-breakpoint
CREATE TABLE "store_certificates" (
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"holder" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"valid_until" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_certificates_store_id_kind_pk" PRIMARY KEY("store_id","kind")
);
--> statement-breakpoint
ALTER TABLE "store_certificates" ADD CONSTRAINT "store_certificates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;