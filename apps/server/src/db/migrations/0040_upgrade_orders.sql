CREATE TABLE "upgrade_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"target_category_id" integer NOT NULL,
	"inviter_id" integer
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_upgrade_ck";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_target_category_id_customer_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_inviter_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "upgrade_orders" ADD CONSTRAINT "upgrade_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_orders" ADD CONSTRAINT "upgrade_orders_target_category_id_customer_categories_id_fk" FOREIGN KEY ("target_category_id") REFERENCES "public"."customer_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_orders" ADD CONSTRAINT "upgrade_orders_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upgrade_orders_target_idx" ON "upgrade_orders" USING btree ("target_category_id");--> statement-breakpoint
-- The upgrade orders placed so far keep what they bought and who invited them, now in the level area's table.
INSERT INTO "upgrade_orders" ("order_id", "target_category_id", "inviter_id")
	SELECT "id", "target_category_id", "inviter_id" FROM "orders"
	WHERE "kind" = 'upgrade' AND "target_category_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "target_category_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "inviter_id";