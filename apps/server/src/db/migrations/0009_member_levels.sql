CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"points_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_entries_after_ck" CHECK ("points_entries"."points_after" >= 0 AND "points_entries"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "level_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_categories" ADD COLUMN "upgrade_reward_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "target_category_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inviter_id" integer;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_entries_member_idx" ON "points_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_order_reason_member_uq" ON "points_entries" USING btree ("order_id","reason","member_id") WHERE "points_entries"."order_id" IS NOT NULL;--> statement-breakpoint
-- The free-text level name becomes the level it names (the column goes in the next migration); an id naming no
-- level is the entry level, so the foreign key below holds.
UPDATE "members" m SET "category_id" = c."id" FROM "customer_categories" c
WHERE m."category_id" IS NULL AND m."category_name" <> '' AND c."name" = m."category_name";--> statement-breakpoint
UPDATE "members" m SET "category_id" = NULL
WHERE m."category_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "customer_categories" c WHERE c."id" = m."category_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_category_id_customer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."customer_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_target_category_id_customer_categories_id_fk" FOREIGN KEY ("target_category_id") REFERENCES "public"."customer_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_categories" ADD CONSTRAINT "customer_categories_values_ck" CHECK ("customer_categories"."rank" >= 0 AND ("customer_categories"."growth_threshold" IS NULL OR "customer_categories"."growth_threshold" >= 0)
        AND ("customer_categories"."upgrade_price" IS NULL OR "customer_categories"."upgrade_price" > 0) AND ("customer_categories"."valid_days" IS NULL OR "customer_categories"."valid_days" > 0)
        AND "customer_categories"."discount_percent" BETWEEN 0 AND 100 AND "customer_categories"."upgrade_reward_points" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_upgrade_ck" CHECK (("orders"."kind" = 'upgrade') = ("orders"."target_category_id" IS NOT NULL));--> statement-breakpoint
-- Points set before the ledger existed become its opening entries, so every member's points equal their entries' sum.
INSERT INTO "points_entries" ("member_id", "delta", "points_after", "reason", "note", "created_at")
SELECT "id", "points", "points", 'manual_edit', 'opening points', now() FROM "members" WHERE "points" > 0;
