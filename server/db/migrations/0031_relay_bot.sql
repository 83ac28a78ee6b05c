CREATE TABLE "relay_groups" (
	"chat_id" bigint PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"unified_query" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_chat_id" bigint NOT NULL,
	"source_message_id" bigint NOT NULL,
	"target_chat_id" bigint NOT NULL,
	"target_message_id" bigint NOT NULL,
	"header_message_id" bigint,
	"order_id" bigint,
	"order_code" text DEFAULT '' NOT NULL,
	"merchant_id" integer,
	"supplier_id" integer,
	"reply_to_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "relay_groups_one_unified_uq" ON "relay_groups" USING btree ((true)) WHERE unified_query;--> statement-breakpoint
CREATE INDEX "relay_messages_target_idx" ON "relay_messages" USING btree ("target_chat_id","target_message_id");--> statement-breakpoint
CREATE INDEX "relay_messages_header_idx" ON "relay_messages" USING btree ("target_chat_id","header_message_id");--> statement-breakpoint
CREATE INDEX "relay_messages_created_idx" ON "relay_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "relay_messages_pair_idx" ON "relay_messages" USING btree ("source_chat_id","target_chat_id");