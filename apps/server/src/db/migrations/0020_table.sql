CREATE TABLE "coop_cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"member_id" integer,
	"display_name" text NOT NULL,
	"product_id" integer NOT NULL,
	"option_key" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"must_order" boolean DEFAULT false NOT NULL,
	"ordered_batch" integer,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coop_cart_lines_quantity_ck" CHECK ("coop_cart_lines"."quantity" BETWEEN 0 AND 9999)
);
--> statement-breakpoint
CREATE TABLE "store_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"seats" integer DEFAULT 4 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_session_members" (
	"session_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "table_session_members_session_id_member_id_pk" PRIMARY KEY("session_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "table_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"diners" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"close_reason" text,
	"opened_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"ordered_batches" integer DEFAULT 0 NOT NULL,
	"placing_batch" integer,
	"placing_since" timestamp with time zone,
	CONSTRAINT "table_sessions_diners_ck" CHECK ("table_sessions"."diners" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "table_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"must_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_spend" bigint DEFAULT 0 NOT NULL,
	"check_over_minutes" integer DEFAULT 10 NOT NULL,
	CONSTRAINT "table_settings_ck" CHECK ("table_settings"."min_spend" >= 0 AND "table_settings"."check_over_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "diners" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_session_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_batch" integer;--> statement-breakpoint
ALTER TABLE "coop_cart_lines" ADD CONSTRAINT "coop_cart_lines_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coop_cart_lines" ADD CONSTRAINT "coop_cart_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coop_cart_lines" ADD CONSTRAINT "coop_cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_session_members" ADD CONSTRAINT "table_session_members_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_session_members" ADD CONSTRAINT "table_session_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_table_id_store_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."store_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_settings" ADD CONSTRAINT "table_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coop_cart_lines_open_uq" ON "coop_cart_lines" USING btree ("session_id","member_id","product_id","option_key","comment") WHERE "coop_cart_lines"."ordered_batch" IS NULL AND NOT "coop_cart_lines"."must_order";--> statement-breakpoint
CREATE UNIQUE INDEX "coop_cart_lines_must_uq" ON "coop_cart_lines" USING btree ("session_id","product_id") WHERE "coop_cart_lines"."must_order";--> statement-breakpoint
CREATE INDEX "coop_cart_lines_session_idx" ON "coop_cart_lines" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tables_code_uq" ON "store_tables" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tables_store_number_uq" ON "store_tables" USING btree ("store_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "table_sessions_one_open_uq" ON "table_sessions" USING btree ("table_id") WHERE "table_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "table_sessions_open_activity_idx" ON "table_sessions" USING btree ("last_activity_at") WHERE "table_sessions"."status" = 'open';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_session_id_table_sessions_id_fk" FOREIGN KEY ("table_session_id") REFERENCES "public"."table_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_table_batch_uq" ON "orders" USING btree ("table_session_id","table_batch") WHERE "orders"."table_session_id" IS NOT NULL;