CREATE TABLE "coupon_claims" (
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_claims_member_id_template_id_pk" PRIMARY KEY("member_id","template_id"),
	CONSTRAINT "coupon_claims_ck" CHECK ("coupon_claims"."claimed" >= 0 AND "coupon_claims"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_code_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"template_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"expires_at" timestamp with time zone,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"member_coupon_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "coupon_orders_ck" CHECK ("coupon_orders"."quantity" > 0 AND "coupon_orders"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"validity" jsonb NOT NULL,
	"total" integer,
	"remaining" integer,
	"claim_limit" integer,
	"buy_limit" integer,
	"price" bigint DEFAULT 0 NOT NULL,
	"new_members_only" boolean DEFAULT false NOT NULL,
	"old_members_only" boolean DEFAULT false NOT NULL,
	"level_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"publish_starts_at" timestamp with time zone,
	"publish_ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"show_in_centre" boolean DEFAULT true NOT NULL,
	"transferable" boolean DEFAULT true NOT NULL,
	"needs_transfer_code" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_templates_counts_ck" CHECK (("coupon_templates"."total" IS NULL) = ("coupon_templates"."remaining" IS NULL) AND "coupon_templates"."remaining" >= 0 AND "coupon_templates"."remaining" <= "coupon_templates"."total"
        AND ("coupon_templates"."claim_limit" IS NULL OR "coupon_templates"."claim_limit" > 0) AND ("coupon_templates"."buy_limit" IS NULL OR "coupon_templates"."buy_limit" > 0)
        AND "coupon_templates"."price" >= 0 AND NOT ("coupon_templates"."new_members_only" AND "coupon_templates"."old_members_only"))
);
--> statement-breakpoint
CREATE TABLE "coupon_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_coupon_id" integer NOT NULL,
	"giver_id" integer NOT NULL,
	"token" text NOT NULL,
	"code_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"receiver_id" integer,
	"received_at" timestamp with time zone,
	"received_coupon_id" integer
);
--> statement-breakpoint
CREATE TABLE "coupon_use_counts" (
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"period" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_use_counts_member_id_template_id_period_pk" PRIMARY KEY("member_id","template_id","period"),
	CONSTRAINT "coupon_use_counts_ck" CHECK ("coupon_use_counts"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"code" text NOT NULL,
	"rule" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"order_id" integer,
	"source" text NOT NULL,
	"bought_by_order_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"from_member_id" integer,
	CONSTRAINT "member_coupons_valid_ck" CHECK ("member_coupons"."valid_from" < "member_coupons"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_code_failures" ADD CONSTRAINT "coupon_code_failures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_redeemed_by_members_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_orders" ADD CONSTRAINT "coupon_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_orders" ADD CONSTRAINT "coupon_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_orders" ADD CONSTRAINT "coupon_orders_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transfers" ADD CONSTRAINT "coupon_transfers_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transfers" ADD CONSTRAINT "coupon_transfers_giver_id_members_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transfers" ADD CONSTRAINT "coupon_transfers_receiver_id_members_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transfers" ADD CONSTRAINT "coupon_transfers_received_coupon_id_member_coupons_id_fk" FOREIGN KEY ("received_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_use_counts" ADD CONSTRAINT "coupon_use_counts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_use_counts" ADD CONSTRAINT "coupon_use_counts_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_bought_by_order_id_orders_id_fk" FOREIGN KEY ("bought_by_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_code_failures_member_idx" ON "coupon_code_failures" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_code_failures_address_idx" ON "coupon_code_failures" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_code_uq" ON "coupon_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_orders_member_idx" ON "coupon_orders" USING btree ("member_id","order_id");--> statement-breakpoint
CREATE INDEX "coupon_templates_centre_idx" ON "coupon_templates" USING btree ("status","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_transfers_token_uq" ON "coupon_transfers" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_transfers_open_uq" ON "coupon_transfers" USING btree ("member_coupon_id") WHERE "coupon_transfers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "coupon_transfers_giver_idx" ON "coupon_transfers" USING btree ("giver_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_transfers_receiver_idx" ON "coupon_transfers" USING btree ("receiver_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_code_uq" ON "member_coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "member_coupons_order_idx" ON "member_coupons" USING btree ("order_id") WHERE "member_coupons"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "member_coupons_bought_idx" ON "member_coupons" USING btree ("bought_by_order_id") WHERE "member_coupons"."bought_by_order_id" IS NOT NULL;