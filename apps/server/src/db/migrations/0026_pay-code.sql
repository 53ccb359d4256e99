CREATE TABLE "pay_code_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"step" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"confirm_by" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pay_code_charges_amount_ck" CHECK ("pay_code_charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_code_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"device_key" text NOT NULL,
	"secret" text NOT NULL,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"refresh_seconds" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pay_code_charges" ADD CONSTRAINT "pay_code_charges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_code_charges" ADD CONSTRAINT "pay_code_charges_device_id_pay_code_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."pay_code_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_code_charges" ADD CONSTRAINT "pay_code_charges_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_code_devices" ADD CONSTRAINT "pay_code_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_code_devices" ADD CONSTRAINT "pay_code_devices_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_code_charges_no_uq" ON "pay_code_charges" USING btree ("charge_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_code_charges_device_step_uq" ON "pay_code_charges" USING btree ("device_id","step");--> statement-breakpoint
CREATE INDEX "pay_code_charges_member_idx" ON "pay_code_charges" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_code_devices_key_uq" ON "pay_code_devices" USING btree ("device_key");--> statement-breakpoint
CREATE INDEX "pay_code_devices_member_idx" ON "pay_code_devices" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_code_devices_session_uq" ON "pay_code_devices" USING btree ("session_id") WHERE "pay_code_devices"."revoked_at" IS NULL;