CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_code" text NOT NULL,
	"ifsc_prefix" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "banks_country_code_uq" ON "banks" USING btree ("country","short_code");--> statement-breakpoint
CREATE INDEX "banks_name_key_idx" ON "banks" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "banks_country_name_idx" ON "banks" USING btree ("country","name");