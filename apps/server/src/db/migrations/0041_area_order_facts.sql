CREATE TABLE "delivery_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"address" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"table_no" text NOT NULL,
	"diners" integer NOT NULL,
	"batch" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_table_session_id_table_sessions_id_fk";
--> statement-breakpoint
DROP INDEX "orders_table_batch_uq";--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_orders_session_batch_uq" ON "table_orders" USING btree ("session_id","batch");--> statement-breakpoint
-- The orders placed so far keep where they went and which table they were for, now in the areas' own tables.
INSERT INTO "delivery_orders" ("order_id", "address")
	SELECT "id", "delivery" FROM "orders" WHERE "delivery" IS NOT NULL;--> statement-breakpoint
INSERT INTO "table_orders" ("order_id", "session_id", "table_no", "diners", "batch")
	SELECT "id", "table_session_id", coalesce("table_no", ''), coalesce("diners", 1), coalesce("table_batch", 1)
	FROM "orders" WHERE "table_session_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "delivery";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "table_no";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "diners";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "table_session_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "table_batch";