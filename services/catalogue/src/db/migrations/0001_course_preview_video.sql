ALTER TABLE "courses" ADD COLUMN "preview_title" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "preview_video_key" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "preview_captions_key" text;