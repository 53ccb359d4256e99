CREATE TABLE "invite_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"beneficiary" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invite_rewards_ck" CHECK ("invite_rewards"."trigger" IN ('registered', 'first_order') AND "invite_rewards"."beneficiary" IN ('inviter', 'friend'))
);
--> statement-breakpoint
CREATE TABLE "member_relations" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"via" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "member_relations_ck" CHECK ("member_relations"."member_id" <> "member_relations"."inviter_id" AND "member_relations"."via" IN ('link', 'registration'))
);
--> statement-breakpoint
CREATE TABLE "cash_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"payout" bigint NOT NULL,
	"method" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"remark" text NOT NULL,
	"agreement_version" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"staff_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "cash_outs_ck" CHECK ("cash_outs"."status" IN ('requested', 'paid', 'rejected') AND "cash_outs"."amount" > 0 AND "cash_outs"."fee" >= 0
        AND "cash_outs"."payout" = "cash_outs"."amount" - "cash_outs"."fee" AND "cash_outs"."payout" > 0)
);
--> statement-breakpoint
CREATE TABLE "partner_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"pending" bigint DEFAULT 0 NOT NULL,
	"withdrawable" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_accounts_ck" CHECK ("partner_accounts"."pending" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rank" integer NOT NULL,
	"first_rate" integer NOT NULL,
	"second_rate" integer DEFAULT 0 NOT NULL,
	"price" bigint,
	"validity_days" integer,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_levels_ck" CHECK ("partner_levels"."first_rate" BETWEEN 0 AND 10000 AND "partner_levels"."second_rate" BETWEEN 0 AND 10000
        AND ("partner_levels"."price" IS NULL OR "partner_levels"."price" >= 0) AND ("partner_levels"."validity_days" IS NULL OR "partner_levels"."validity_days" >= 1))
);
--> statement-breakpoint
CREATE TABLE "partner_order_guides" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_product_commissions" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"first_rate" integer,
	"second_rate" integer,
	"first_fixed" bigint,
	"second_fixed" bigint,
	CONSTRAINT "partner_product_commissions_ck" CHECK (("partner_product_commissions"."first_rate" IS NULL OR "partner_product_commissions"."first_rate" BETWEEN 0 AND 10000)
        AND ("partner_product_commissions"."second_rate" IS NULL OR "partner_product_commissions"."second_rate" BETWEEN 0 AND 10000)
        AND ("partner_product_commissions"."first_fixed" IS NULL OR "partner_product_commissions"."first_fixed" >= 0) AND ("partner_product_commissions"."second_fixed" IS NULL OR "partner_product_commissions"."second_fixed" >= 0))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"via" text NOT NULL,
	"status" text NOT NULL,
	"agreement_version" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "partners_ck" CHECK ("partners"."status" IN ('applied', 'active', 'rejected', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "profit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pending_delta" bigint DEFAULT 0 NOT NULL,
	"withdrawable_delta" bigint DEFAULT 0 NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"level" smallint,
	"commission_id" integer,
	"refund_id" integer,
	"cash_out_id" integer,
	"release_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"reversed_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profit_entries_ck" CHECK ("profit_entries"."kind" IN ('commission', 'release', 'reversal', 'cash_out', 'cash_out_returned', 'to_balance')
        AND "profit_entries"."reversed_amount" >= 0 AND ("profit_entries"."level" IS NULL OR "profit_entries"."level" IN (1, 2)))
);
--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_rewards" ADD CONSTRAINT "invite_rewards_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relations" ADD CONSTRAINT "member_relations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relations" ADD CONSTRAINT "member_relations_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD CONSTRAINT "partner_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_levels" ADD CONSTRAINT "partner_levels_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_order_guides" ADD CONSTRAINT "partner_order_guides_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_order_guides" ADD CONSTRAINT "partner_order_guides_partner_id_members_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_product_commissions" ADD CONSTRAINT "partner_product_commissions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_level_id_partner_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."partner_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD CONSTRAINT "profit_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD CONSTRAINT "profit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD CONSTRAINT "profit_entries_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_rewards_once_uq" ON "invite_rewards" USING btree ("friend_id","trigger","beneficiary");--> statement-breakpoint
CREATE INDEX "invite_rewards_inviter_idx" ON "invite_rewards" USING btree ("inviter_id","granted_at");--> statement-breakpoint
CREATE INDEX "member_relations_inviter_idx" ON "member_relations" USING btree ("inviter_id","bound_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_outs_key_uq" ON "cash_outs" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cash_outs_member_idx" ON "cash_outs" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_outs_requested_idx" ON "cash_outs" USING btree ("store_id","created_at") WHERE "cash_outs"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "partner_levels_rank_uq" ON "partner_levels" USING btree ("store_id","rank");--> statement-breakpoint
CREATE INDEX "partners_store_idx" ON "partners" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "profit_entries_member_idx" ON "profit_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profit_entries_commission_uq" ON "profit_entries" USING btree ("order_line_id","member_id","level") WHERE "profit_entries"."kind" = 'commission';--> statement-breakpoint
CREATE UNIQUE INDEX "profit_entries_release_uq" ON "profit_entries" USING btree ("commission_id") WHERE "profit_entries"."kind" = 'release';--> statement-breakpoint
CREATE UNIQUE INDEX "profit_entries_reversal_uq" ON "profit_entries" USING btree ("commission_id","refund_id") WHERE "profit_entries"."kind" = 'reversal';--> statement-breakpoint
CREATE UNIQUE INDEX "profit_entries_cash_out_uq" ON "profit_entries" USING btree ("cash_out_id","kind") WHERE "profit_entries"."cash_out_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "profit_entries_due_idx" ON "profit_entries" USING btree ("release_at") WHERE "profit_entries"."kind" = 'commission' AND "profit_entries"."released_at" IS NULL;