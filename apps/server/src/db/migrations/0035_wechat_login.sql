CREATE TABLE "wechat_bindings" (
	"openid" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"unionid" text,
	"member_id" integer NOT NULL,
	"bound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"app_id" text NOT NULL,
	"unionid" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wechat_bindings_member_idx" ON "wechat_bindings" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "wechat_tickets_expires_idx" ON "wechat_tickets" USING btree ("expires_at");