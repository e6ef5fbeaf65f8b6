CREATE TABLE "attempt_grants" (
	"order_id" uuid NOT NULL,
	"voucher_course_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"attempts" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_grants_order_id_voucher_course_id_pk" PRIMARY KEY("order_id","voucher_course_id"),
	CONSTRAINT "attempt_grants_attempts_check" CHECK ("attempt_grants"."attempts" >= 1)
);
--> statement-breakpoint
CREATE INDEX "attempt_grants_learner_idx" ON "attempt_grants" USING btree ("user_id","course_id");