CREATE TABLE "accumulation_counts" (
	"promotion_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "accumulation_counts_promotion_id_order_id_pk" PRIMARY KEY("promotion_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "accumulation_progress" (
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"points" integer NOT NULL,
	"reached_at" timestamp with time zone,
	CONSTRAINT "accumulation_progress_promotion_id_member_id_pk" PRIMARY KEY("promotion_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "accumulation_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target_points" integer NOT NULL,
	"window_days" integer NOT NULL,
	"reward" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accumulation_promotions_ck" CHECK ("accumulation_promotions"."target_points" > 0 AND "accumulation_promotions"."window_days" > 0 AND "accumulation_promotions"."ends_at" > "accumulation_promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "accumulation_counts" ADD CONSTRAINT "accumulation_counts_promotion_id_accumulation_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."accumulation_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accumulation_counts" ADD CONSTRAINT "accumulation_counts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accumulation_counts" ADD CONSTRAINT "accumulation_counts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accumulation_progress" ADD CONSTRAINT "accumulation_progress_promotion_id_accumulation_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."accumulation_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accumulation_progress" ADD CONSTRAINT "accumulation_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accumulation_promotions" ADD CONSTRAINT "accumulation_promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accumulation_promotions_store_idx" ON "accumulation_promotions" USING btree ("store_id","status");