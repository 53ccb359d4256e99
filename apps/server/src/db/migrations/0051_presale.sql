CREATE TABLE "presale_deposits" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"presale_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"lapses_at" timestamp with time zone NOT NULL,
	"rest_order_id" integer,
	"lapsed_at" timestamp with time zone,
	"lapse_outcome" text,
	CONSTRAINT "presale_deposits_ck" CHECK ("presale_deposits"."quantity" >= 1 AND NOT ("presale_deposits"."rest_order_id" IS NOT NULL AND "presale_deposits"."lapsed_at" IS NOT NULL)
        AND ("presale_deposits"."lapsed_at" IS NULL) = ("presale_deposits"."lapse_outcome" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "presale_rests" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"deposit_order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presales" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"deposit_worth" bigint NOT NULL,
	"deposit_starts_at" timestamp with time zone NOT NULL,
	"deposit_ends_at" timestamp with time zone NOT NULL,
	"final_starts_at" timestamp with time zone NOT NULL,
	"final_ends_at" timestamp with time zone NOT NULL,
	"ships_on" text NOT NULL,
	"lapsed_deposit" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presales_ck" CHECK ("presales"."status" IN ('active', 'ended') AND "presales"."lapsed_deposit" IN ('forfeit', 'refund')
        AND "presales"."deposit" >= 1 AND "presales"."deposit" < "presales"."price" AND "presales"."deposit_worth" >= "presales"."deposit"
        AND "presales"."deposit_worth" <= "presales"."price" AND "presales"."deposit_ends_at" > "presales"."deposit_starts_at"
        AND "presales"."final_starts_at" >= "presales"."deposit_ends_at" AND "presales"."final_ends_at" > "presales"."final_starts_at")
);
--> statement-breakpoint
ALTER TABLE "presale_deposits" ADD CONSTRAINT "presale_deposits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_deposits" ADD CONSTRAINT "presale_deposits_presale_id_presales_id_fk" FOREIGN KEY ("presale_id") REFERENCES "public"."presales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_deposits" ADD CONSTRAINT "presale_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_deposits" ADD CONSTRAINT "presale_deposits_rest_order_id_orders_id_fk" FOREIGN KEY ("rest_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_rests" ADD CONSTRAINT "presale_rests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_rests" ADD CONSTRAINT "presale_rests_deposit_order_id_presale_deposits_order_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."presale_deposits"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presales" ADD CONSTRAINT "presales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presales" ADD CONSTRAINT "presales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presale_deposits_member_idx" ON "presale_deposits" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "presale_deposits_lapse_idx" ON "presale_deposits" USING btree ("lapses_at");--> statement-breakpoint
CREATE INDEX "presale_rests_deposit_idx" ON "presale_rests" USING btree ("deposit_order_id");--> statement-breakpoint
CREATE INDEX "presales_sale_idx" ON "presales" USING btree ("store_id","status","final_ends_at");