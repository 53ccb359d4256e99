CREATE TABLE "pointsmall_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pointsmall_counts" (
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"exchanged" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pointsmall_counts_member_id_product_id_pk" PRIMARY KEY("member_id","product_id"),
	CONSTRAINT "pointsmall_counts_ck" CHECK ("pointsmall_counts"."exchanged" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pointsmall_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"image_name" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_points" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pointsmall_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"category_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_name" text DEFAULT '' NOT NULL,
	"coupon_template_id" integer,
	"coupon_count" integer DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"stock" integer NOT NULL,
	"per_person_limit" integer,
	"level_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pointsmall_products_ck" CHECK ("pointsmall_products"."stock" >= 0 AND "pointsmall_products"."coupon_count" > 0 AND ("pointsmall_products"."per_person_limit" IS NULL OR "pointsmall_products"."per_person_limit" > 0)
        AND ("pointsmall_products"."kind" = 'coupon') = ("pointsmall_products"."coupon_template_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "pointsmall_categories" ADD CONSTRAINT "pointsmall_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointsmall_counts" ADD CONSTRAINT "pointsmall_counts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointsmall_counts" ADD CONSTRAINT "pointsmall_counts_product_id_pointsmall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."pointsmall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointsmall_orders" ADD CONSTRAINT "pointsmall_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointsmall_orders" ADD CONSTRAINT "pointsmall_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointsmall_orders" ADD CONSTRAINT "pointsmall_orders_product_id_pointsmall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."pointsmall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointsmall_products" ADD CONSTRAINT "pointsmall_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointsmall_products" ADD CONSTRAINT "pointsmall_products_category_id_pointsmall_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."pointsmall_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointsmall_products" ADD CONSTRAINT "pointsmall_products_coupon_template_id_coupon_templates_id_fk" FOREIGN KEY ("coupon_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pointsmall_orders_member_idx" ON "pointsmall_orders" USING btree ("member_id","order_id");--> statement-breakpoint
CREATE INDEX "pointsmall_products_list_idx" ON "pointsmall_products" USING btree ("status","sort","id");