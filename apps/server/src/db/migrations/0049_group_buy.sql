CREATE TABLE "group_buy_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"group_price" bigint NOT NULL,
	"size" integer NOT NULL,
	"limit_minutes" integer NOT NULL,
	"fill_on_expiry" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_buy_activities_ck" CHECK ("group_buy_activities"."status" IN ('active', 'ended') AND ("group_buy_activities"."status" = 'ended') = ("group_buy_activities"."ended_at" IS NOT NULL)
        AND "group_buy_activities"."group_price" >= 0 AND "group_buy_activities"."group_price" <= "group_buy_activities"."price" AND "group_buy_activities"."size" >= 2 AND "group_buy_activities"."size" <= 100
        AND "group_buy_activities"."limit_minutes" >= 1 AND "group_buy_activities"."ends_at" > "group_buy_activities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "group_buy_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"size" integer NOT NULL,
	"joined" integer DEFAULT 1 NOT NULL,
	"filled_by_store" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'awaiting_group' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"formed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "group_buy_groups_ck" CHECK ("group_buy_groups"."status" IN ('awaiting_group', 'grouped', 'ended', 'revoked') AND "group_buy_groups"."joined" >= 1
        AND "group_buy_groups"."filled_by_store" >= 0 AND "group_buy_groups"."joined" + "group_buy_groups"."filled_by_store" <= "group_buy_groups"."size"
        AND ("group_buy_groups"."status" = 'awaiting_group') = ("group_buy_groups"."settled_at" IS NULL)
        AND ("group_buy_groups"."status" = 'grouped') = ("group_buy_groups"."formed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "group_buy_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"group_id" integer,
	"member_id" integer NOT NULL,
	"leader" boolean NOT NULL,
	"placed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "group_buy_orders_ck" CHECK ("group_buy_orders"."leader" OR "group_buy_orders"."group_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "group_buy_activities" ADD CONSTRAINT "group_buy_activities_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_activities" ADD CONSTRAINT "group_buy_activities_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_groups" ADD CONSTRAINT "group_buy_groups_activity_id_group_buy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_buy_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_groups" ADD CONSTRAINT "group_buy_groups_leader_id_members_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_orders" ADD CONSTRAINT "group_buy_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_orders" ADD CONSTRAINT "group_buy_orders_activity_id_group_buy_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."group_buy_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_orders" ADD CONSTRAINT "group_buy_orders_group_id_group_buy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_buy_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_orders" ADD CONSTRAINT "group_buy_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_buy_activities_sale_idx" ON "group_buy_activities" USING btree ("store_id","status","ends_at");--> statement-breakpoint
CREATE INDEX "group_buy_groups_open_idx" ON "group_buy_groups" USING btree ("activity_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "group_buy_groups_due_idx" ON "group_buy_groups" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_orders_place_uq" ON "group_buy_orders" USING btree ("group_id","member_id") WHERE "group_buy_orders"."placed";--> statement-breakpoint
CREATE INDEX "group_buy_orders_group_idx" ON "group_buy_orders" USING btree ("group_id");