CREATE TABLE "bot_status" (
	"bot" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'stopped' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"instance" text DEFAULT '' NOT NULL,
	"mode" text DEFAULT 'polling' NOT NULL,
	"bot_id" bigint DEFAULT 0 NOT NULL,
	"bot_name" text DEFAULT '' NOT NULL,
	"bot_username" text DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"last_error_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tg_user_id" bigint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"staff_user_id" integer,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_users_tg_user_id_unique" UNIQUE("tg_user_id")
);
--> statement-breakpoint
ALTER TABLE "bot_users" ADD CONSTRAINT "bot_users_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;