CREATE TABLE "dynamic_pay_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"version_id" integer,
	"version" integer,
	"order_id" bigint,
	"order_code" text,
	"test_run" boolean DEFAULT false NOT NULL,
	"ok" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"result" jsonb,
	"error" text,
	"run_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_script_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_scripts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"active_version_id" integer,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_script_versions" ADD CONSTRAINT "pay_script_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_script_versions" ADD CONSTRAINT "pay_script_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_scripts" ADD CONSTRAINT "pay_scripts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_scripts" ADD CONSTRAINT "pay_scripts_active_version_id_pay_script_versions_id_fk" FOREIGN KEY ("active_version_id") REFERENCES "public"."pay_script_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dynamic_pay_records_created_idx" ON "dynamic_pay_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dynamic_pay_records_product_idx" ON "dynamic_pay_records" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "dynamic_pay_records_order_idx" ON "dynamic_pay_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "dynamic_pay_records_order_code_idx" ON "dynamic_pay_records" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_script_versions_product_version_uq" ON "pay_script_versions" USING btree ("product_id","version");