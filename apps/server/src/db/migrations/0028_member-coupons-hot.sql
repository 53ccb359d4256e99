DROP INDEX "member_coupons_order_idx";--> statement-breakpoint
DROP INDEX "member_coupons_member_idx";--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","valid_until");--> statement-breakpoint
-- The take of a coupon by an order is a HOT update when its page has room (issue 15, schema/coupon.ts).
ALTER TABLE "member_coupons" SET (fillfactor = 80);
