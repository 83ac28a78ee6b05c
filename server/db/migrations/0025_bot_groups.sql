CREATE TABLE "bot_groups" (
	"chat_id" bigint PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"whitelisted" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'zh-CN' NOT NULL,
	"bound_by" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_groups" ADD CONSTRAINT "bot_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_groups_user_idx" ON "bot_groups" USING btree ("user_id");