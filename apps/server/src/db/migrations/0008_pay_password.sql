ALTER TABLE "members" ADD COLUMN "pay_password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_failures" ADD COLUMN "kind" text DEFAULT 'password' NOT NULL;