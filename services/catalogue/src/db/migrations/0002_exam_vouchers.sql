ALTER TABLE "courses" ADD COLUMN "voucher_course_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "voucher_attempts" integer;