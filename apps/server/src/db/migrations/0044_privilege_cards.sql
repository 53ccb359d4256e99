CREATE TABLE "privilege_cards" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"anchor_on" date NOT NULL,
	"months" integer NOT NULL,
	"next_seq" integer DEFAULT 1 NOT NULL,
	"next_grant_at" timestamp with time zone NOT NULL,
	CONSTRAINT "privilege_cards_ck" CHECK ("privilege_cards"."months" >= 1 AND "privilege_cards"."next_seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "privilege_coupon_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"coupon_ids" integer[] NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privilege_card_terms" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"period_months" integer NOT NULL,
	"coupons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_rate" integer,
	"member_prices" boolean DEFAULT false NOT NULL,
	CONSTRAINT "privilege_card_terms_ck" CHECK ("privilege_card_terms"."period_months" IN (1, 3, 12) AND ("privilege_card_terms"."discount_rate" IS NULL OR "privilege_card_terms"."discount_rate" BETWEEN 1 AND 99))
);
--> statement-breakpoint
ALTER TABLE "privilege_cards" ADD CONSTRAINT "privilege_cards_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_cards" ADD CONSTRAINT "privilege_cards_product_id_card_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."card_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_cards" ADD CONSTRAINT "privilege_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_coupon_grants" ADD CONSTRAINT "privilege_coupon_grants_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_coupon_grants" ADD CONSTRAINT "privilege_coupon_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_card_terms" ADD CONSTRAINT "privilege_card_terms_product_id_card_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."card_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privilege_cards_due_idx" ON "privilege_cards" USING btree ("next_grant_at");--> statement-breakpoint
CREATE INDEX "privilege_cards_member_idx" ON "privilege_cards" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_coupon_grants_once_uq" ON "privilege_coupon_grants" USING btree ("card_id","seq");