CREATE TABLE "platform_phone_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_hash" text NOT NULL,
	"target_x" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempted_at" timestamp with time zone,
	"solved" boolean DEFAULT false NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"client_address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_failures" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
CREATE INDEX "platform_phone_nonces_expires_idx" ON "platform_phone_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slider_challenges_challenge_uq" ON "slider_challenges" USING btree ("challenge_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "slider_challenges_token_uq" ON "slider_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "slider_challenges_address_created_idx" ON "slider_challenges" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "slider_challenges_expires_idx" ON "slider_challenges" USING btree ("expires_at");