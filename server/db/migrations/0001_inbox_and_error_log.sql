CREATE TABLE "error_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"mes" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "error_logs_created_idx" ON "error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_logs_user_idx" ON "error_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_user_state_idx" ON "messages" USING btree ("user_id","state","created_at");