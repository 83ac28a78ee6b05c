CREATE TABLE "callback_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"order_code" text NOT NULL,
	"mch_order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"url" text NOT NULL,
	"data" jsonb NOT NULL,
	"next_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_callbacks" ADD COLUMN "event_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_callbacks" ADD COLUMN "event_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_orders" ADD COLUMN "notify_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "callback_events_event_uq" ON "callback_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "callback_events_order_idx" ON "callback_events" USING btree ("order_code","created_at");--> statement-breakpoint
CREATE INDEX "callback_events_due_idx" ON "callback_events" USING btree ("next_at") WHERE next_at is not null;--> statement-breakpoint
-- The archive keeps the same columns in the same order as its hot table (migration 0023: a move is insert … select *).
ALTER TABLE "order_callbacks_archive" ADD COLUMN "event_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_callbacks_archive" ADD COLUMN "event_type" text DEFAULT '' NOT NULL;
