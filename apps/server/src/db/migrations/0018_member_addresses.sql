CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"receiver" text NOT NULL,
	"phone" text NOT NULL,
	"province_code" text NOT NULL,
	"province" text NOT NULL,
	"city_code" text NOT NULL,
	"city" text NOT NULL,
	"district_code" text NOT NULL,
	"district" text NOT NULL,
	"detail" text NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"precision" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_addresses_position_ck" CHECK (("member_addresses"."lat" IS NULL) = ("member_addresses"."lng" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_addresses_member_idx" ON "member_addresses" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default_uq" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";