CREATE TABLE "saved_answers" (
	"started_attempt_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"selected_option_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_answers_started_attempt_id_question_id_pk" PRIMARY KEY("started_attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "started_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quiz_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"attempt_number" integer,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"question_order" jsonb NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"attempt_id" integer
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "time_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "hide_answers_until_last_attempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_answers" ADD CONSTRAINT "saved_answers_started_attempt_id_started_attempts_id_fk" FOREIGN KEY ("started_attempt_id") REFERENCES "public"."started_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "started_attempts" ADD CONSTRAINT "started_attempts_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "started_attempts_one_running_idx" ON "started_attempts" USING btree ("user_id","quiz_id") WHERE "started_attempts"."submitted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "started_attempts_due_idx" ON "started_attempts" USING btree ("deadline") WHERE "started_attempts"."submitted_at" IS NULL AND "started_attempts"."deadline" IS NOT NULL;