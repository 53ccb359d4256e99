ALTER TABLE "pointsmall_products" DROP CONSTRAINT "pointsmall_products_ck";--> statement-breakpoint
ALTER TABLE "pointsmall_products" ADD COLUMN "gift_package_id" integer;--> statement-breakpoint
ALTER TABLE "pointsmall_products" ADD CONSTRAINT "pointsmall_products_gift_package_id_gift_packages_id_fk" FOREIGN KEY ("gift_package_id") REFERENCES "public"."gift_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointsmall_products" ADD CONSTRAINT "pointsmall_products_ck" CHECK ("pointsmall_products"."stock" >= 0 AND "pointsmall_products"."coupon_count" > 0 AND ("pointsmall_products"."per_person_limit" IS NULL OR "pointsmall_products"."per_person_limit" > 0)
        AND ("pointsmall_products"."kind" = 'coupon') = ("pointsmall_products"."coupon_template_id" IS NOT NULL)
        AND ("pointsmall_products"."kind" = 'package') = ("pointsmall_products"."gift_package_id" IS NOT NULL));