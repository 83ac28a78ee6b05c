ALTER TABLE "resources" ADD COLUMN "banking_password_enc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "monitor_password_hash" text DEFAULT '' NOT NULL;