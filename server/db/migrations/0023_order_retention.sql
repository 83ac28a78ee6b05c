CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"started_by" integer,
	"started_by_account" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"state" text DEFAULT 'running' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"batches" integer DEFAULT 0 NOT NULL,
	"longest_batch_ms" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_runs_one_running_uq" ON "retention_runs" USING btree ((true)) WHERE finished_at is null;--> statement-breakpoint
-- hand-written (decision 054 order retention)
-- The archives are LIKE copies of their hot tables (same columns, same order, no defaults or
-- sequences): a run moves rows with `insert into x_archive select * from (delete … returning *)`.
CREATE TABLE "orders_archive" (LIKE "orders");--> statement-breakpoint
ALTER TABLE "orders_archive" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_archive_code_uq" ON "orders_archive" ("order_code");--> statement-breakpoint
-- The statistics read the archive too (docs/decisions/058-order-data-retention.md): the same
-- leading columns as the hot table's statistics indexes.
CREATE INDEX "orders_archive_created_idx" ON "orders_archive" ("created_at", "status");--> statement-breakpoint
CREATE INDEX "orders_archive_merchant_idx" ON "orders_archive" ("merchant_id", "created_at");--> statement-breakpoint
CREATE INDEX "orders_archive_supplier_idx" ON "orders_archive" ("supplier_id", "created_at");--> statement-breakpoint
CREATE INDEX "orders_archive_completed_idx" ON "orders_archive" ("completed_at");--> statement-breakpoint
CREATE TABLE "order_callbacks_archive" (LIKE "order_callbacks");--> statement-breakpoint
ALTER TABLE "order_callbacks_archive" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "order_callbacks_archive_order_idx" ON "order_callbacks_archive" ("order_code");--> statement-breakpoint
CREATE TABLE "monitor_logs_archive" (LIKE "monitor_logs");--> statement-breakpoint
ALTER TABLE "monitor_logs_archive" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "monitor_logs_archive_order_idx" ON "monitor_logs_archive" ("order_code");--> statement-breakpoint
CREATE TABLE "bank_statements_archive" (LIKE "bank_statements");--> statement-breakpoint
ALTER TABLE "bank_statements_archive" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "bank_statements_archive_order_idx" ON "bank_statements_archive" ("matched_order_code");--> statement-breakpoint
CREATE TABLE "web_records_archive" (LIKE "web_records");--> statement-breakpoint
ALTER TABLE "web_records_archive" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "web_records_archive_order_idx" ON "web_records_archive" ("matched_order_code");--> statement-breakpoint
-- A run finds the SMS and the monitor lines of the orders it moves by their order code.
CREATE INDEX "monitor_logs_order_idx" ON "monitor_logs" ("order_code") WHERE order_code IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_statements_matched_order_idx" ON "bank_statements" ("matched_order_code") WHERE matched_order_code IS NOT NULL;
