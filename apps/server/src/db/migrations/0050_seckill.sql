CREATE TABLE "seckill_buyers" (
	"session_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seckill_buyers_session_id_member_id_pk" PRIMARY KEY("session_id","member_id"),
	CONSTRAINT "seckill_buyers_ck" CHECK ("seckill_buyers"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seckill_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"returned" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seckill_orders_ck" CHECK ("seckill_orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "seckill_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"seckill_price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"remaining" integer NOT NULL,
	"per_order_limit" integer,
	"per_member_limit" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seckill_sessions_ck" CHECK ("seckill_sessions"."status" IN ('active', 'ended') AND "seckill_sessions"."seckill_price" >= 0 AND "seckill_sessions"."seckill_price" <= "seckill_sessions"."price"
        AND "seckill_sessions"."stock" >= 1 AND "seckill_sessions"."remaining" >= 0 AND "seckill_sessions"."remaining" <= "seckill_sessions"."stock"
        AND ("seckill_sessions"."per_order_limit" IS NULL OR "seckill_sessions"."per_order_limit" >= 1)
        AND ("seckill_sessions"."per_member_limit" IS NULL OR "seckill_sessions"."per_member_limit" >= 1) AND "seckill_sessions"."ends_at" > "seckill_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "seckill_buyers" ADD CONSTRAINT "seckill_buyers_session_id_seckill_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."seckill_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_buyers" ADD CONSTRAINT "seckill_buyers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_orders" ADD CONSTRAINT "seckill_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_orders" ADD CONSTRAINT "seckill_orders_session_id_seckill_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."seckill_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_orders" ADD CONSTRAINT "seckill_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_sessions" ADD CONSTRAINT "seckill_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_sessions" ADD CONSTRAINT "seckill_sessions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seckill_sessions_sale_idx" ON "seckill_sessions" USING btree ("store_id","status","ends_at");