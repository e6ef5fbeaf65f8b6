CREATE TABLE "learners" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
