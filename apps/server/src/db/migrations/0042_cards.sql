CREATE TABLE "card_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"delta_times" integer DEFAULT 0 NOT NULL,
	"delta_money" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"ref" text DEFAULT '' NOT NULL,
	"store_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"times" integer,
	"validity" jsonb NOT NULL,
	"store_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"level_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"buy_limit" integer,
	"total" integer,
	"remaining" integer,
	"transferable" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_products_ck" CHECK ("card_products"."kind" IN ('pass', 'prepaid', 'shopping', 'privilege', 'promotion')
        AND ("card_products"."total" IS NULL) = ("card_products"."remaining" IS NULL) AND "card_products"."remaining" >= 0 AND "card_products"."remaining" <= "card_products"."total"
        AND ("card_products"."buy_limit" IS NULL OR "card_products"."buy_limit" > 0) AND "card_products"."price" >= 0
        AND ("card_products"."kind" <> 'pass' OR "card_products"."times" >= 1))
);
--> statement-breakpoint
CREATE TABLE "card_takes" (
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_takes_member_id_product_id_pk" PRIMARY KEY("member_id","product_id"),
	CONSTRAINT "card_takes_ck" CHECK ("card_takes"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"times_total" integer,
	"times_left" integer,
	"balance" bigint,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"zone" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"bought_by_order_id" integer,
	"order_seq" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_cards_ck" CHECK (("member_cards"."times_left" IS NULL OR "member_cards"."times_left" >= 0) AND ("member_cards"."balance" IS NULL OR "member_cards"."balance" >= 0)
        AND ("member_cards"."times_left" IS NULL OR "member_cards"."times_left" <= "member_cards"."times_total")
        AND ("member_cards"."valid_until" IS NULL OR "member_cards"."valid_from" < "member_cards"."valid_until"))
);
--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_entries" ADD CONSTRAINT "card_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_product_id_card_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."card_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_products" ADD CONSTRAINT "card_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_takes" ADD CONSTRAINT "card_takes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_takes" ADD CONSTRAINT "card_takes_product_id_card_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."card_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_product_id_card_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."card_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_bought_by_order_id_orders_id_fk" FOREIGN KEY ("bought_by_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_entries_once_uq" ON "card_entries" USING btree ("card_id","reason",coalesce("order_id", 0),"ref");--> statement-breakpoint
CREATE INDEX "card_entries_card_idx" ON "card_entries" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "card_products_sale_idx" ON "card_products" USING btree ("status","kind","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_number_uq" ON "member_cards" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_bought_uq" ON "member_cards" USING btree ("bought_by_order_id","order_seq");--> statement-breakpoint
CREATE INDEX "member_cards_member_idx" ON "member_cards" USING btree ("member_id","kind","id");