CREATE TABLE "partner_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"agreement_version" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_orders" ADD CONSTRAINT "partner_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_orders" ADD CONSTRAINT "partner_orders_level_id_partner_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."partner_levels"("id") ON DELETE no action ON UPDATE no action;