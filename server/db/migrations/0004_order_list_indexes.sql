DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_merchant_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_idx";--> statement-breakpoint
CREATE INDEX "orders_created_status_idx" ON "orders" USING btree ("created_at","status");--> statement-breakpoint
CREATE INDEX "orders_merchant_status_idx" ON "orders" USING btree ("merchant_id","created_at","status");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_idx" ON "orders" USING btree ("supplier_id","created_at","status");--> statement-breakpoint
CREATE INDEX "orders_mch_order_no_idx" ON "orders" USING btree ("mch_order_no");--> statement-breakpoint
CREATE INDEX "orders_utr_idx" ON "orders" USING btree ("utr") WHERE utr is not null;