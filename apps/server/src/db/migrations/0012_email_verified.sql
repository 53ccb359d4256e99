ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Members registered by an emailed code (they have no phone) proved their address when they were created.
UPDATE "members" SET "email_verified_at" = "created_at" WHERE "email" IS NOT NULL AND "phone" IS NULL;
