CREATE TABLE "bank_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"direction" smallint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"utr" text,
	"payer_name" text DEFAULT '' NOT NULL,
	"card_number" text DEFAULT '' NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"device_message_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"matched_order_code" text,
	"matched_at" timestamp with time zone,
	"matched_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"order_code" text,
	"card_number" text DEFAULT '' NOT NULL,
	"log_phase" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"mch_order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"url" text NOT NULL,
	"http_method" text DEFAULT 'POST' NOT NULL,
	"request_body" text NOT NULL,
	"response_status" integer,
	"response_body" text DEFAULT '' NOT NULL,
	"success" boolean NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"attempt" integer NOT NULL,
	"trigger" text DEFAULT 'auto' NOT NULL,
	"operator_id" integer,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "callback_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_orders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "monitor_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_device_msg_uq" ON "bank_statements" USING btree ("resource_id","device_message_id");--> statement-breakpoint
CREATE INDEX "bank_statements_resource_idx" ON "bank_statements" USING btree ("resource_id","received_at");--> statement-breakpoint
CREATE INDEX "bank_statements_created_idx" ON "bank_statements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bank_statements_utr_idx" ON "bank_statements" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "monitor_logs_created_idx" ON "monitor_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "monitor_logs_resource_idx" ON "monitor_logs" USING btree ("resource_id","created_at");--> statement-breakpoint
CREATE INDEX "order_callbacks_order_idx" ON "order_callbacks" USING btree ("order_code","created_at");--> statement-breakpoint
CREATE INDEX "order_callbacks_created_idx" ON "order_callbacks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_callback_due_idx" ON "orders" USING btree ("callback_next_at") WHERE callback_next_at is not null;