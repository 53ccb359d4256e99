CREATE TABLE "customer_attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_length" integer DEFAULT 50 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"once_only" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_attribute_values" ADD CONSTRAINT "customer_attribute_values_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_attribute_values" ADD CONSTRAINT "customer_attribute_values_attribute_id_customer_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."customer_attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_attributes" ADD CONSTRAINT "customer_attributes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_attribute_values_member_attr_uq" ON "customer_attribute_values" USING btree ("member_id","attribute_id");--> statement-breakpoint
CREATE INDEX "customer_attributes_store_idx" ON "customer_attributes" USING btree ("store_id","sort");