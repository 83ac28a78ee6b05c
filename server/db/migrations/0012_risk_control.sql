CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"template_id" text NOT NULL,
	"resource_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"creator_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"max_orders" integer NOT NULL,
	"amount_limit" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"exception_count" integer DEFAULT 0 NOT NULL,
	"exception_amount" bigint DEFAULT 0 NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"export_count" integer DEFAULT 0 NOT NULL,
	"rules" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"match_key" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_by_account" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_detections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_id" bigint NOT NULL,
	"order_code" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"matches" jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"decided_by" integer,
	"decided_by_account" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batch_no_uq" ON "payout_batches" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "payout_batch_created_idx" ON "payout_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payout_batch_supplier_idx" ON "payout_batches" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_blacklist_key_uq" ON "risk_blacklist" USING btree ("kind","match_key");--> statement-breakpoint
CREATE INDEX "risk_blacklist_created_idx" ON "risk_blacklist" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_detection_payout_uq" ON "risk_detections" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "risk_detection_created_idx" ON "risk_detections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "risk_detection_state_idx" ON "risk_detections" USING btree ("state","created_at");