CREATE TABLE "balance_gift_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"of" integer NOT NULL,
	"amount" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"entry_id" integer,
	CONSTRAINT "balance_gift_instalments_ck" CHECK ("balance_gift_instalments"."amount" > 0 AND "balance_gift_instalments"."seq" BETWEEN 1 AND "balance_gift_instalments"."of")
);
--> statement-breakpoint
CREATE TABLE "top_up_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"rule_id" integer,
	"amount" bigint NOT NULL,
	"gift_balance" bigint DEFAULT 0 NOT NULL,
	"gift_instalments" integer DEFAULT 1 NOT NULL,
	"gift_every" text DEFAULT 'month' NOT NULL,
	"gift_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "top_up_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"gift_balance" bigint DEFAULT 0 NOT NULL,
	"gift_instalments" integer DEFAULT 1 NOT NULL,
	"gift_every" text DEFAULT 'month' NOT NULL,
	"gift_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "top_up_rules_ck" CHECK ("top_up_rules"."amount" > 0 AND "top_up_rules"."gift_balance" >= 0 AND "top_up_rules"."gift_instalments" BETWEEN 1 AND 36)
);
--> statement-breakpoint
ALTER TABLE "balance_gift_instalments" ADD CONSTRAINT "balance_gift_instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_gift_instalments" ADD CONSTRAINT "balance_gift_instalments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_gift_instalments" ADD CONSTRAINT "balance_gift_instalments_entry_id_balance_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."balance_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_orders" ADD CONSTRAINT "top_up_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_orders" ADD CONSTRAINT "top_up_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_orders" ADD CONSTRAINT "top_up_orders_rule_id_top_up_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."top_up_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_rules" ADD CONSTRAINT "top_up_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_gift_instalments_order_seq_uq" ON "balance_gift_instalments" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_gift_instalments_entry_uq" ON "balance_gift_instalments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "balance_gift_instalments_due_idx" ON "balance_gift_instalments" USING btree ("due_at") WHERE "balance_gift_instalments"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "balance_gift_instalments_member_idx" ON "balance_gift_instalments" USING btree ("member_id","due_at");--> statement-breakpoint
CREATE INDEX "top_up_rules_store_idx" ON "top_up_rules" USING btree ("store_id","status");