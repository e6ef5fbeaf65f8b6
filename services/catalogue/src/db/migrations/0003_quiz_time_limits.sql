ALTER TABLE "content_items" ADD COLUMN "time_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "shuffle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "hide_answers_until_last_attempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_time_limit_check" CHECK ("content_items"."time_limit_minutes" BETWEEN 1 AND 600);