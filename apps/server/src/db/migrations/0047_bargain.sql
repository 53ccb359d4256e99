CREATE TABLE "bargain_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"floor" bigint NOT NULL,
	"helpers" integer NOT NULL,
	"min_cut" bigint NOT NULL,
	"max_cut" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"lasts_minutes" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bargain_activities_ck" CHECK ("bargain_activities"."status" IN ('active', 'ended') AND "bargain_activities"."floor" >= 0 AND "bargain_activities"."floor" < "bargain_activities"."price"
        AND "bargain_activities"."helpers" >= 1 AND "bargain_activities"."min_cut" >= 1 AND "bargain_activities"."max_cut" >= "bargain_activities"."min_cut"
        AND "bargain_activities"."ends_at" > "bargain_activities"."starts_at" AND "bargain_activities"."lasts_minutes" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bargain_cuts" (
	"bargain_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"cut" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bargain_cuts_bargain_id_helper_id_pk" PRIMARY KEY("bargain_id","helper_id"),
	CONSTRAINT "bargain_cuts_ck" CHECK ("bargain_cuts"."cut" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bargain_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"bargain_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bargains" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"floor" bigint NOT NULL,
	"helpers" integer NOT NULL,
	"min_cut" bigint NOT NULL,
	"max_cut" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"helpers_done" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bargains_ck" CHECK ("bargains"."status" IN ('in_progress', 'bought', 'ended') AND "bargains"."remaining" >= 0
        AND "bargains"."remaining" <= "bargains"."price" - "bargains"."floor" AND "bargains"."helpers_done" >= 0 AND "bargains"."helpers_done" <= "bargains"."helpers"
        AND ("bargains"."status" = 'bought') = ("bargains"."order_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bargain_activities" ADD CONSTRAINT "bargain_activities_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargain_activities" ADD CONSTRAINT "bargain_activities_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargain_cuts" ADD CONSTRAINT "bargain_cuts_bargain_id_bargains_id_fk" FOREIGN KEY ("bargain_id") REFERENCES "public"."bargains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargain_cuts" ADD CONSTRAINT "bargain_cuts_helper_id_members_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargain_orders" ADD CONSTRAINT "bargain_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargain_orders" ADD CONSTRAINT "bargain_orders_bargain_id_bargains_id_fk" FOREIGN KEY ("bargain_id") REFERENCES "public"."bargains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_activity_id_bargain_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."bargain_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bargain_activities_sale_idx" ON "bargain_activities" USING btree ("store_id","status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bargains_running_uq" ON "bargains" USING btree ("activity_id","member_id") WHERE "bargains"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "bargains_member_idx" ON "bargains" USING btree ("member_id","created_at");