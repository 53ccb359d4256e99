CREATE TABLE "blind_box_draws" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"item_id" integer,
	"guaranteed" boolean DEFAULT false NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "blind_box_draws_ck" CHECK (("blind_box_draws"."item_id" IS NULL) = ("blind_box_draws"."drawn_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "blind_box_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"prize" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "blind_box_items_ck" CHECK ("blind_box_items"."remaining" >= 0 AND "blind_box_items"."remaining" <= "blind_box_items"."total")
);
--> statement-breakpoint
CREATE TABLE "blind_box_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"guarantee_after" integer,
	"buy_limit" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blind_box_series_ck" CHECK ("blind_box_series"."status" IN ('active', 'ended') AND "blind_box_series"."price" >= 0 AND "blind_box_series"."ends_at" > "blind_box_series"."starts_at"
        AND ("blind_box_series"."guarantee_after" IS NULL OR "blind_box_series"."guarantee_after" >= 1)
        AND ("blind_box_series"."buy_limit" IS NULL OR "blind_box_series"."buy_limit" >= 1))
);
--> statement-breakpoint
CREATE TABLE "blind_box_streaks" (
	"member_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"drawn" integer DEFAULT 0 NOT NULL,
	"since_prize" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blind_box_streaks_member_id_series_id_pk" PRIMARY KEY("member_id","series_id"),
	CONSTRAINT "blind_box_streaks_ck" CHECK ("blind_box_streaks"."drawn" >= 0 AND "blind_box_streaks"."since_prize" >= 0)
);
--> statement-breakpoint
ALTER TABLE "blind_box_draws" ADD CONSTRAINT "blind_box_draws_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_draws" ADD CONSTRAINT "blind_box_draws_series_id_blind_box_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."blind_box_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_draws" ADD CONSTRAINT "blind_box_draws_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_draws" ADD CONSTRAINT "blind_box_draws_item_id_blind_box_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."blind_box_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_items" ADD CONSTRAINT "blind_box_items_series_id_blind_box_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."blind_box_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_items" ADD CONSTRAINT "blind_box_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_series" ADD CONSTRAINT "blind_box_series_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_streaks" ADD CONSTRAINT "blind_box_streaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_streaks" ADD CONSTRAINT "blind_box_streaks_series_id_blind_box_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."blind_box_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blind_box_draws_member_idx" ON "blind_box_draws" USING btree ("member_id","drawn_at");--> statement-breakpoint
CREATE INDEX "blind_box_items_series_idx" ON "blind_box_items" USING btree ("series_id","id");--> statement-breakpoint
CREATE INDEX "blind_box_series_sale_idx" ON "blind_box_series" USING btree ("status","ends_at");