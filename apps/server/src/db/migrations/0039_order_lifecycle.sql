CREATE TABLE "order_events" (
	"order_id" integer NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_order_id_key_pk" PRIMARY KEY("order_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"whole" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_refunds_amount_ck" CHECK ("order_refunds"."amount" >= 0)
);
--> statement-breakpoint
DROP INDEX "balance_entries_order_reason_uq";--> statement-breakpoint
DROP INDEX "points_entries_order_reason_member_uq";--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shares" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_sandbox_intents" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_order_reason_ref_uq" ON "balance_entries" USING btree ("order_id","reason","ref") WHERE "balance_entries"."order_id" IS NOT NULL AND "balance_entries"."ref" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_order_reason_uq" ON "balance_entries" USING btree ("order_id","reason") WHERE "balance_entries"."order_id" IS NOT NULL AND "balance_entries"."ref" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_order_reason_member_uq" ON "points_entries" USING btree ("order_id","reason","member_id") WHERE "points_entries"."order_id" IS NOT NULL AND "points_entries"."ref" IS NULL;--> statement-breakpoint
-- Lines placed before per-line allocation (decision 047): each pays its units plus its share of the order's
-- adjustments, proportional to its amount (toward zero), the remainder on the largest line (then the lowest id).
WITH g AS (
	SELECT l.id, l.order_id, l.unit_price * l.quantity AS gross,
		sum(l.unit_price * l.quantity) OVER (PARTITION BY l.order_id) AS total,
		o.amount - sum(l.unit_price * l.quantity) OVER (PARTITION BY l.order_id) AS delta,
		row_number() OVER (PARTITION BY l.order_id ORDER BY l.unit_price * l.quantity DESC, l.id) AS rank
	FROM order_lines l JOIN orders o ON o.id = l.order_id
), s AS (
	SELECT id, order_id, gross, delta, rank,
		CASE WHEN total > 0 THEN trunc(delta * gross::numeric / total)::bigint ELSE 0 END AS share
	FROM g
), r AS (
	SELECT id, gross + share + CASE WHEN rank = 1 THEN delta - sum(share) OVER (PARTITION BY order_id) ELSE 0 END AS paid
	FROM s
)
UPDATE order_lines l SET paid_amount = GREATEST(r.paid, 0) FROM r WHERE r.id = l.id;--> statement-breakpoint
UPDATE order_lines l SET refunded_quantity = l.quantity, refunded_amount = l.paid_amount
	FROM orders o WHERE o.id = l.order_id AND o.status = 'refunded' AND o.refund_state = 'refunded';--> statement-breakpoint
UPDATE payments SET refunded_amount = amount WHERE status = 'refunded';--> statement-breakpoint
UPDATE pay_sandbox_intents SET refunded_amount = amount WHERE status = 'refunded';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refund_ck" CHECK ("order_lines"."refunded_quantity" BETWEEN 0 AND "order_lines"."quantity" AND "order_lines"."refunded_amount" BETWEEN 0 AND "order_lines"."paid_amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_ck" CHECK ("payments"."refunded_amount" BETWEEN 0 AND "payments"."amount");