CREATE TABLE "owned_courses" (
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "owned_courses_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "voucher_course_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "voucher_attempts" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "voucher_course_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "voucher_attempts" integer;