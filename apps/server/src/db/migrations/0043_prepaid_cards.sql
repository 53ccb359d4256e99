CREATE TABLE "card_bind_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer,
	"member_id" integer NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_products" DROP CONSTRAINT "card_products_ck";--> statement-breakpoint
ALTER TABLE "member_cards" DROP CONSTRAINT "member_cards_ck";--> statement-breakpoint
ALTER TABLE "card_entries" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member_cards" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_orders" ADD COLUMN "card_id" integer;--> statement-breakpoint
ALTER TABLE "card_products" ADD COLUMN "face_value" bigint;--> statement-breakpoint
ALTER TABLE "card_products" ADD COLUMN "online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "from_card_id" integer;--> statement-breakpoint
ALTER TABLE "card_bind_failures" ADD CONSTRAINT "card_bind_failures_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_bind_failures" ADD CONSTRAINT "card_bind_failures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_bind_failures_card_idx" ON "card_bind_failures" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "card_bind_failures_member_idx" ON "card_bind_failures" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "card_bind_failures_address_idx" ON "card_bind_failures" USING btree ("client_address","created_at");--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_products" ADD CONSTRAINT "card_products_ck" CHECK ("card_products"."kind" IN ('pass', 'prepaid', 'shopping', 'privilege', 'promotion')
        AND ("card_products"."total" IS NULL) = ("card_products"."remaining" IS NULL) AND "card_products"."remaining" >= 0 AND "card_products"."remaining" <= "card_products"."total"
        AND ("card_products"."buy_limit" IS NULL OR "card_products"."buy_limit" > 0) AND "card_products"."price" >= 0
        AND ("card_products"."kind" <> 'pass' OR "card_products"."times" >= 1)
        AND ("card_products"."kind" <> 'prepaid' OR "card_products"."face_value" >= 1));--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_ck" CHECK (("member_cards"."times_left" IS NULL OR "member_cards"."times_left" >= 0) AND ("member_cards"."balance" IS NULL OR "member_cards"."balance" >= 0)
        AND ("member_cards"."times_left" IS NULL OR "member_cards"."times_left" <= "member_cards"."times_total")
        AND ("member_cards"."valid_until" IS NULL OR "member_cards"."valid_from" < "member_cards"."valid_until")
        AND ("member_cards"."member_id" IS NOT NULL OR "member_cards"."password_hash" IS NOT NULL));