CREATE TABLE "checkin_rules" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"first_day_points" integer NOT NULL,
	"daily_increment" integer NOT NULL,
	"cap_points" integer NOT NULL,
	"cycle_days" integer DEFAULT 0 NOT NULL,
	"cycle_reward_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkin_rules_ck" CHECK ("checkin_rules"."first_day_points" >= 0 AND "checkin_rules"."daily_increment" >= 0 AND "checkin_rules"."cap_points" >= "checkin_rules"."first_day_points"
        AND "checkin_rules"."cycle_days" >= 0 AND "checkin_rules"."cycle_reward_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_clearings" (
	"member_id" integer NOT NULL,
	"year" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_clearings_member_id_year_pk" PRIMARY KEY("member_id","year")
);
--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "checkin_rules" ADD CONSTRAINT "checkin_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_clearings" ADD CONSTRAINT "points_clearings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_member_day_uq" ON "checkins" USING btree ("member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_member_reason_ref_uq" ON "points_entries" USING btree ("member_id","reason","ref") WHERE "points_entries"."ref" IS NOT NULL;