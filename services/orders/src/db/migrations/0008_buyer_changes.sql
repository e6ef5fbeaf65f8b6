ALTER TABLE "buyers" RENAME COLUMN "updated_at" TO "changed_at";--> statement-breakpoint
ALTER TABLE "buyers" ALTER COLUMN "changed_at" DROP DEFAULT;--> statement-breakpoint
-- The stamps held said when a row was written, which may be after a newer change of the account occurred: the
-- next event of each account wins over them.
UPDATE "buyers" SET "changed_at" = 'epoch';
