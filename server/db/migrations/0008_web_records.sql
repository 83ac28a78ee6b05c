CREATE TABLE "web_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"resource_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"utr" text,
	"payer_name" text DEFAULT '' NOT NULL,
	"tx_hash" text,
	"from_address" text DEFAULT '' NOT NULL,
	"to_address" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"device_message_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"matched_order_code" text,
	"matched_at" timestamp with time zone,
	"matched_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "web_records_device_msg_uq" ON "web_records" USING btree ("resource_id","kind","device_message_id");--> statement-breakpoint
CREATE INDEX "web_records_kind_received_idx" ON "web_records" USING btree ("kind","received_at");--> statement-breakpoint
CREATE INDEX "web_records_order_idx" ON "web_records" USING btree ("matched_order_code");