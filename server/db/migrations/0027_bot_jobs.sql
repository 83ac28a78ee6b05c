CREATE TABLE "bot_fund_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"from_user_id" bigint NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"applied_amount" bigint,
	"fund_record_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_order_reminders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_sent_marks" (
	"chat_id" bigint NOT NULL,
	"mark" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bot_sent_marks_chat_id_mark_pk" PRIMARY KEY("chat_id","mark")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bot_fund_records_message_uq" ON "bot_fund_records" USING btree ("chat_id","message_id");--> statement-breakpoint
CREATE INDEX "bot_fund_records_created_idx" ON "bot_fund_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bot_fund_records_user_idx" ON "bot_fund_records" USING btree ("user_id","created_at");