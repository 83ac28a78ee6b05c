CREATE TABLE "ip_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"user_id" integer,
	"role" text,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ip_rules" ADD CONSTRAINT "ip_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ip_rules_subject_uq" ON "ip_rules" USING btree ("scope",coalesce("user_id", 0),coalesce("role", ''),"address");--> statement-breakpoint
CREATE INDEX "ip_rules_user_idx" ON "ip_rules" USING btree ("user_id");--> statement-breakpoint
-- hand-written (decision 054 IP whitelist)
-- The merchants' whitelists move to ip_rules (one source of truth), spelled as the contract spells them.
INSERT INTO "ip_rules" ("scope", "user_id", "address", "remark", "created_by")
SELECT DISTINCT 'merchant', u."id",
  CASE WHEN masklen(a::inet) = (CASE family(a::inet) WHEN 4 THEN 32 ELSE 128 END) THEN host(a::inet) ELSE network(a::inet)::text END,
  '', 'migration'
FROM "users" u, unnest(u."ip_whitelist") AS a
WHERE u."role" = 'merchant' AND btrim(a) <> '';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "ip_whitelist";
