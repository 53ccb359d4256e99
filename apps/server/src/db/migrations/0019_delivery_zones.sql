CREATE TABLE "deliveries" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"state" text NOT NULL,
	"provider" text NOT NULL,
	"courier_ref" text,
	"courier_name" text DEFAULT '' NOT NULL,
	"courier_phone" text DEFAULT '' NOT NULL,
	"rider_lat" double precision,
	"rider_lng" double precision,
	"rider_at" timestamp with time zone,
	"confirm_after" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ring" jsonb,
	"max_meters" integer,
	"min_meters" integer,
	"fee" bigint NOT NULL,
	"min_delivery_price" bigint DEFAULT 0 NOT NULL,
	"delivery_minutes" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_zones_terms_ck" CHECK ("delivery_zones"."fee" >= 0 AND "delivery_zones"."min_delivery_price" >= 0 AND "delivery_zones"."delivery_minutes" > 0),
	CONSTRAINT "delivery_zones_shape_ck" CHECK (("delivery_zones"."kind" = 'polygon' AND "delivery_zones"."ring" IS NOT NULL) OR ("delivery_zones"."kind" = 'radius' AND "delivery_zones"."max_meters" > 0))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_confirm_idx" ON "deliveries" USING btree ("confirm_after") WHERE "deliveries"."state" = 'delivered';--> statement-breakpoint
CREATE INDEX "delivery_events_order_idx" ON "delivery_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "delivery_zones_store_idx" ON "delivery_zones" USING btree ("store_id","sort");