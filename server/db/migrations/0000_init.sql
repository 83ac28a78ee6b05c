CREATE TABLE "audit_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator_account" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"frozen_balance" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"order_code" text,
	"operator_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"mch_order_no" text NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer,
	"resource_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"payable_amount" bigint DEFAULT 0 NOT NULL,
	"real_amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"order_type" smallint DEFAULT 0 NOT NULL,
	"order_mark" integer,
	"supplement_status" smallint,
	"utr" text,
	"client_ip" text DEFAULT '' NOT NULL,
	"notify_url" text DEFAULT '' NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"payer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"merchant_fee" bigint DEFAULT 0 NOT NULL,
	"supplier_fee" bigint DEFAULT 0 NOT NULL,
	"callback_count" integer DEFAULT 0 NOT NULL,
	"callback_success" boolean DEFAULT false NOT NULL,
	"last_callback_at" timestamp with time zone,
	"locked" boolean DEFAULT false NOT NULL,
	"allocate_info" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"mch_order_no" text NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"card_number" text DEFAULT '' NOT NULL,
	"bank_branch" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"upi" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"wallet_address" text DEFAULT '' NOT NULL,
	"usdt_amount" bigint DEFAULT 0 NOT NULL,
	"utr" text,
	"reject_reason" text,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"resource_type" text NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"card_number" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"upi" text DEFAULT '' NOT NULL,
	"wallet_nickname" text DEFAULT '' NOT NULL,
	"wallet_address" text DEFAULT '' NOT NULL,
	"banking_account" text DEFAULT '' NOT NULL,
	"monitor_state" smallint DEFAULT 7 NOT NULL,
	"monitor_last_seen_at" timestamp with time zone,
	"client_binding" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"max_concurrent" integer DEFAULT 5 NOT NULL,
	"float_up" integer DEFAULT 0 NOT NULL,
	"float_down" integer DEFAULT 0 NOT NULL,
	"min_order_balance" bigint DEFAULT 0 NOT NULL,
	"daily_count_limit" integer DEFAULT 1000 NOT NULL,
	"daily_amount_limit" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token2_hash" text,
	"token2_expires_at" timestamp with time zone,
	"log_in_reason" text,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"bound_id" integer NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"need_to_logout" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_products" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"fixed_fee" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"google_secret" text,
	"enable_google_verify" boolean DEFAULT false NOT NULL,
	"confirm_bind" boolean DEFAULT false NOT NULL,
	"allow_modify" boolean DEFAULT true NOT NULL,
	"pay_password_hash" text,
	"parent_id" integer,
	"is_agent" boolean DEFAULT false NOT NULL,
	"merchant_key" text,
	"sign_type" text DEFAULT 'MD5' NOT NULL,
	"ip_whitelist" text[] DEFAULT '{}'::text[] NOT NULL,
	"accept_orders" boolean DEFAULT true NOT NULL,
	"kyc_lower_limit" bigint DEFAULT 0 NOT NULL,
	"last_login_ip" text DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_action_idx" ON "audit_records" USING btree ("action");--> statement-breakpoint
CREATE INDEX "fund_user_idx" ON "fund_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "fund_created_idx" ON "fund_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("account","ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_uq" ON "orders" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_mch_no_uq" ON "orders" USING btree ("merchant_id","mch_order_no");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_merchant_idx" ON "orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_code_uq" ON "payout_orders" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_mch_no_uq" ON "payout_orders" USING btree ("merchant_id","mch_order_no");--> statement-breakpoint
CREATE INDEX "payout_created_idx" ON "payout_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payout_status_idx" ON "payout_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "resources_supplier_idx" ON "resources" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "resources_product_idx" ON "resources" USING btree ("product_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_uq" ON "sessions" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_bindings_pair_uq" ON "user_bindings" USING btree ("owner_id","bound_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_uq" ON "users" USING btree ("account");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");