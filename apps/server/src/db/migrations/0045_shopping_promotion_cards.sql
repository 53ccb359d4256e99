ALTER TABLE "card_products" DROP CONSTRAINT "card_products_ck";--> statement-breakpoint
ALTER TABLE "card_products" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "card_products" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "card_products" ADD CONSTRAINT "card_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_products_code_uq" ON "card_products" USING btree ("code");--> statement-breakpoint
ALTER TABLE "card_products" ADD CONSTRAINT "card_products_ck" CHECK ("card_products"."kind" IN ('pass', 'prepaid', 'shopping', 'privilege', 'promotion')
        AND ("card_products"."total" IS NULL) = ("card_products"."remaining" IS NULL) AND "card_products"."remaining" >= 0 AND "card_products"."remaining" <= "card_products"."total"
        AND ("card_products"."buy_limit" IS NULL OR "card_products"."buy_limit" > 0) AND "card_products"."price" >= 0
        AND ("card_products"."kind" <> 'pass' OR "card_products"."times" >= 1)
        AND ("card_products"."kind" NOT IN ('prepaid', 'shopping') OR "card_products"."face_value" >= 1)
        AND ("card_products"."kind" <> 'promotion' OR ("card_products"."code" IS NOT NULL AND "card_products"."promotion_id" IS NOT NULL)));