CREATE TABLE "anonymous_events" (
	"source" text NOT NULL,
	"target" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "anonymous_events_source_target_window_start_pk" PRIMARY KEY("source","target","window_start")
);
