CREATE TABLE "monitor_nonces" (
	"resource_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "monitor_nonces_resource_id_nonce_pk" PRIMARY KEY("resource_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "monitor_scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"version" text NOT NULL,
	"content" text NOT NULL,
	"checksum" text NOT NULL,
	"rolled_out" boolean DEFAULT false NOT NULL,
	"rolled_out_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "monitor_bind_code_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "monitor_bind_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "monitor_bound_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "monitor_nonces_expires_idx" ON "monitor_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_scripts_bank_version_idx" ON "monitor_scripts" USING btree ("bank_name","version");