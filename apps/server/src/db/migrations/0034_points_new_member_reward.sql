CREATE TABLE "new_member_rewards" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"reward" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "new_member_rewards" ADD CONSTRAINT "new_member_rewards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;