CREATE TABLE "video_transcodes" (
	"content_id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"run_id" uuid,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_transcodes_state_check" CHECK ("video_transcodes"."state" IN ('queued', 'running', 'ready', 'failed')),
	CONSTRAINT "video_transcodes_percent_check" CHECK ("video_transcodes"."percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "stream_key" text;--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_transcodes_course_idx" ON "video_transcodes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "video_transcodes_waiting_idx" ON "video_transcodes" USING btree ("created_at") WHERE "video_transcodes"."state" IN ('queued', 'running');