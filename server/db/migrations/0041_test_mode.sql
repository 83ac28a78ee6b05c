ALTER TABLE "callback_events" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_orders" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merchant_test_key" text;--> statement-breakpoint
-- Every merchant with a live key gets a test key beside it (decision 130); new merchants get one at creation.
UPDATE "users" SET "merchant_test_key" = replace(gen_random_uuid()::text, '-', '') WHERE "role" = 'merchant' AND "merchant_key" IS NOT NULL;
