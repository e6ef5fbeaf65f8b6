-- Rows held so far carry no stamp (the epoch): the next announcement of each wins over them.
ALTER TABLE "courses" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "changed_at" timestamp with time zone DEFAULT 'epoch' NOT NULL;--> statement-breakpoint
-- Every row held was an enrolment not revoked (a revocation deleted its row).
ALTER TABLE "owned_courses" ADD COLUMN "enrolled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "owned_courses" ALTER COLUMN "enrolled" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "owned_courses" ADD COLUMN "changed_at" timestamp with time zone DEFAULT 'epoch' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "updated_at";