CREATE TABLE "gateway_payouts" (
	"payout_id" bigint PRIMARY KEY NOT NULL,
	"gateway_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_ref" text,
	"gateway_status" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"base_url" text NOT NULL,
	"account_number" text NOT NULL,
	"key_id_enc" text NOT NULL,
	"key_secret_enc" text NOT NULL,
	"webhook_secret_enc" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"max_amount" bigint DEFAULT 0 NOT NULL,
	"daily_limit" bigint DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_orders" ADD COLUMN "gateway_id" integer;--> statement-breakpoint
ALTER TABLE "payout_orders" ADD COLUMN "gateway_state" text;--> statement-breakpoint
CREATE INDEX "gateway_payouts_due_idx" ON "gateway_payouts" USING btree ("next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payouts_ref_uq" ON "gateway_payouts" USING btree ("gateway_id","gateway_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_gateways_name_uq" ON "pay_gateways" USING btree ("name");