CREATE TABLE "password_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_failures" ADD CONSTRAINT "password_failures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_failures_member_created_idx" ON "password_failures" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "password_failures_address_created_idx" ON "password_failures" USING btree ("client_address","created_at");