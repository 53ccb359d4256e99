CREATE TABLE "customer_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"growth_threshold" integer,
	"upgrade_price" bigint,
	"valid_days" integer,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contact_address" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "class_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "student_no" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "disable_type" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "erased_phone_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "privacy_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pay_password_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_categories_code_uq" ON "customer_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_categories_rank_uq" ON "customer_categories" USING btree ("rank");