CREATE TABLE "deleted_courses" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
