CREATE TABLE "frozen_ips" (
	"ip" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"frozen_by" integer,
	"frozen_by_account" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "frozen_ips_created_idx" ON "frozen_ips" USING btree ("created_at");