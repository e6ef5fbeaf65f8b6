CREATE TABLE "certificates" (
	"certificate_number" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"course_name" text NOT NULL,
	"course_code" text,
	"validity_years" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"pdf_key" text NOT NULL,
	CONSTRAINT "certificates_user_course_unique" UNIQUE("user_id","course_id"),
	CONSTRAINT "certificates_dates_check" CHECK ("certificates"."expires_at" > "certificates"."issued_at")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"course_code" text,
	"quiz_ids" integer[] NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learners" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passed_quizzes" (
	"user_id" uuid NOT NULL,
	"quiz_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"passed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "passed_quizzes_user_id_quiz_id_pk" PRIMARY KEY("user_id","quiz_id")
);
