CREATE TABLE "checkout_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payer_utr" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payer_utr_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_tokens_order_uq" ON "checkout_tokens" USING btree ("order_code");--> statement-breakpoint
-- The archive keeps the same columns in the same order as its hot table (migration 0023: a move is insert … select *).
ALTER TABLE "orders_archive" ADD COLUMN "payer_utr" text;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "payer_utr_at" timestamp with time zone;
