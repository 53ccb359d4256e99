ALTER TABLE "bargains" DROP CONSTRAINT "bargains_ck";--> statement-breakpoint
ALTER TABLE "bargains" DROP CONSTRAINT "bargains_order_id_orders_id_fk";
--> statement-breakpoint
DROP INDEX "bargains_running_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "bargain_orders_bargain_uq" ON "bargain_orders" USING btree ("bargain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bargains_live_uq" ON "bargains" USING btree ("activity_id","member_id") WHERE "bargains"."status" IN ('in_progress', 'bought');--> statement-breakpoint
ALTER TABLE "bargains" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_ck" CHECK ("bargains"."status" IN ('in_progress', 'bought', 'ended') AND "bargains"."remaining" >= 0
        AND "bargains"."remaining" <= "bargains"."price" - "bargains"."floor" AND "bargains"."helpers_done" >= 0 AND "bargains"."helpers_done" <= "bargains"."helpers");