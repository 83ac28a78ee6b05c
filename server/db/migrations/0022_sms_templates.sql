CREATE TABLE "sms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"direction" smallint NOT NULL,
	"pattern" text NOT NULL,
	"time_format" text DEFAULT '' NOT NULL,
	"utc_offset_minutes" integer DEFAULT 330 NOT NULL,
	"example" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "stated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_templates_sender_idx" ON "sms_templates" USING btree ("sender");--> statement-breakpoint
CREATE INDEX "sms_templates_bank_idx" ON "sms_templates" USING btree ("bank_name");