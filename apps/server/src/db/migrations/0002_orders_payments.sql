CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"image_name" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_price" bigint NOT NULL,
	"unit_original_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"took_stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"order_mode" text NOT NULL,
	"status" text NOT NULL,
	"pay_method" integer NOT NULL,
	"amount" bigint NOT NULL,
	"original_amount" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"pickup_no" text NOT NULL,
	"contact_phone" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"pickup_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancel_after" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"refund_state" text DEFAULT 'none' NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."amount" >= 0 AND "orders"."paid_amount" >= 0 AND "orders"."refunded_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_counters" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "pickup_counters_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "balance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_entries_after_ck" CHECK ("balance_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"local_order_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"pay_method" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"gateway_ref" text,
	"transaction_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_sandbox_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"prepay_id" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"flavour" text NOT NULL,
	"status" text NOT NULL,
	"transaction_id" text,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"last_notify" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_idempotency_uq" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_member_created_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_cancel_idx" ON "orders" USING btree ("cancel_after") WHERE "orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "balance_entries_member_idx" ON "balance_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_order_reason_uq" ON "balance_entries" USING btree ("order_id","reason") WHERE "balance_entries"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_local_order_no_uq" ON "payments" USING btree ("local_order_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_sandbox_intents_prepay_uq" ON "pay_sandbox_intents" USING btree ("prepay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_sandbox_intents_ref_uq" ON "pay_sandbox_intents" USING btree ("merchant_ref");--> statement-breakpoint
-- Balances set before the ledger existed become its opening entries, so every balance equals its entries' sum.
INSERT INTO "balance_entries" ("member_id", "delta", "balance_after", "reason", "note", "created_at")
SELECT "id", "balance", "balance", 'manual_edit', 'opening balance', now() FROM "members" WHERE "balance" > 0;
--> statement-breakpoint
-- Placing an order is one statement (modules/checkout/place-statement.ts). A refusal found inside it (short stock,
-- balance too low) must undo everything the statement already wrote: raising an error does. SQLSTATE 'SH001' tells
-- the server it is a refusal, the message carries its error code.
CREATE FUNCTION shop_refuse(code text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'SH001', MESSAGE = code;
END
$$;
