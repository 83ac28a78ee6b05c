-- The payout list's sort by amount on the desk table (decision 124), in each scope the list reads:
-- staff all payouts, a merchant its own, a supplier its claims (an agent its team's). IF NOT EXISTS:
-- on a large live database an operator may build them first with CREATE INDEX CONCURRENTLY under
-- these names (docs/performance.md).
CREATE INDEX IF NOT EXISTS "payout_amount_idx" ON "payout_orders" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_merchant_amount_idx" ON "payout_orders" USING btree ("merchant_id","amount","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_supplier_amount_idx" ON "payout_orders" USING btree ("supplier_id","amount","id");
