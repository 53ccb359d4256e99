CREATE TABLE "gift_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"store_id" integer,
	"source_kind" text NOT NULL,
	"source_ref" text NOT NULL,
	"items" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"gift_type" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"honoured" integer DEFAULT 0 NOT NULL,
	"last_honoured_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_entitlements_ck" CHECK ("gift_entitlements"."quantity" > 0 AND "gift_entitlements"."honoured" >= 0 AND "gift_entitlements"."honoured" <= "gift_entitlements"."quantity")
);
--> statement-breakpoint
CREATE TABLE "gift_package_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_package_takes" (
	"member_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_package_takes_member_id_package_id_pk" PRIMARY KEY("member_id","package_id"),
	CONSTRAINT "gift_package_takes_ck" CHECK ("gift_package_takes"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"remaining" integer,
	"buy_limit" integer,
	"level_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_packages_counts_ck" CHECK (("gift_packages"."total" IS NULL) = ("gift_packages"."remaining" IS NULL) AND "gift_packages"."remaining" >= 0 AND "gift_packages"."remaining" <= "gift_packages"."total"
        AND ("gift_packages"."buy_limit" IS NULL OR "gift_packages"."buy_limit" > 0) AND "gift_packages"."price" >= 0 AND "gift_packages"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gift_deliveries" ADD CONSTRAINT "gift_deliveries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_deliveries" ADD CONSTRAINT "gift_deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_entitlements" ADD CONSTRAINT "gift_entitlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_entitlements" ADD CONSTRAINT "gift_entitlements_delivery_id_gift_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."gift_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_package_orders" ADD CONSTRAINT "gift_package_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_package_orders" ADD CONSTRAINT "gift_package_orders_package_id_gift_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."gift_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_package_takes" ADD CONSTRAINT "gift_package_takes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_package_takes" ADD CONSTRAINT "gift_package_takes_package_id_gift_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."gift_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_packages" ADD CONSTRAINT "gift_packages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_deliveries_source_uq" ON "gift_deliveries" USING btree ("member_id","source_kind","source_ref");--> statement-breakpoint
CREATE INDEX "gift_deliveries_member_idx" ON "gift_deliveries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "gift_entitlements_member_idx" ON "gift_entitlements" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "gift_packages_sale_idx" ON "gift_packages" USING btree ("status","on_sale","sort","id");