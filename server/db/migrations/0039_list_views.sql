CREATE TABLE "list_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"shared_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "list_views_owner_page_name_idx" ON "list_views" USING btree ("owner_id","page","name");--> statement-breakpoint
CREATE INDEX "list_views_shared_idx" ON "list_views" USING btree ("shared_role","page");