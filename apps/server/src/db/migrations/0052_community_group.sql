CREATE TABLE "community_buyers" (
	"item_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_buyers_item_id_member_id_pk" PRIMARY KEY("item_id","member_id"),
	CONSTRAINT "community_buyers_ck" CHECK ("community_buyers"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_group_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"group_price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"remaining" integer NOT NULL,
	"per_member_limit" integer,
	CONSTRAINT "community_group_items_ck" CHECK ("community_group_items"."group_price" >= 0 AND "community_group_items"."group_price" <= "community_group_items"."price" AND "community_group_items"."stock" >= 1
        AND "community_group_items"."remaining" >= 0 AND "community_group_items"."remaining" <= "community_group_items"."stock"
        AND ("community_group_items"."per_member_limit" IS NULL OR "community_group_items"."per_member_limit" >= 1))
);
--> statement-breakpoint
CREATE TABLE "community_group_points" (
	"group_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	CONSTRAINT "community_group_points_group_id_leader_id_pk" PRIMARY KEY("group_id","leader_id")
);
--> statement-breakpoint
CREATE TABLE "community_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pickup_from" timestamp with time zone NOT NULL,
	"pickup_until" timestamp with time zone NOT NULL,
	"min_amount" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_groups_ck" CHECK ("community_groups"."status" IN ('active', 'ended') AND "community_groups"."ends_at" > "community_groups"."starts_at"
        AND "community_groups"."pickup_until" > "community_groups"."pickup_from" AND "community_groups"."pickup_until" > "community_groups"."ends_at"
        AND ("community_groups"."min_amount" IS NULL OR "community_groups"."min_amount" >= 1))
);
--> statement-breakpoint
CREATE TABLE "community_leaders" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_leaders_ck" CHECK ("community_leaders"."status" IN ('active', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "community_order_lines" (
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "community_order_lines_order_id_item_id_pk" PRIMARY KEY("order_id","item_id"),
	CONSTRAINT "community_order_lines_ck" CHECK ("community_order_lines"."quantity" >= 1 AND "community_order_lines"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"returned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_buyers" ADD CONSTRAINT "community_buyers_item_id_community_group_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."community_group_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_buyers" ADD CONSTRAINT "community_buyers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_group_items" ADD CONSTRAINT "community_group_items_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_group_items" ADD CONSTRAINT "community_group_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_group_points" ADD CONSTRAINT "community_group_points_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_group_points" ADD CONSTRAINT "community_group_points_leader_id_community_leaders_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."community_leaders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_groups" ADD CONSTRAINT "community_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_leaders" ADD CONSTRAINT "community_leaders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_order_lines" ADD CONSTRAINT "community_order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_order_lines" ADD CONSTRAINT "community_order_lines_item_id_community_group_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."community_group_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_orders" ADD CONSTRAINT "community_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_orders" ADD CONSTRAINT "community_orders_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_orders" ADD CONSTRAINT "community_orders_leader_id_community_leaders_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."community_leaders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_orders" ADD CONSTRAINT "community_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_group_items_group_idx" ON "community_group_items" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "community_groups_sale_idx" ON "community_groups" USING btree ("store_id","status","ends_at");--> statement-breakpoint
CREATE INDEX "community_leaders_store_idx" ON "community_leaders" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "community_orders_point_idx" ON "community_orders" USING btree ("group_id","leader_id");