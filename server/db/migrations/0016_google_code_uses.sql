CREATE TABLE "google_code_uses" (
	"user_id" integer NOT NULL,
	"time_step" bigint NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "google_code_uses_user_id_time_step_pk" PRIMARY KEY("user_id","time_step")
);
