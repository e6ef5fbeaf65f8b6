CREATE TABLE "billing_cycles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"billing_cycle" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The cycles profiles held before orders owned them, kept as the oldest possible announcement: the
-- first event orders sends about the learner replaces it.
INSERT INTO "billing_cycles" ("user_id", "billing_cycle", "changed_at")
SELECT "id", "billing_cycle", 'epoch' FROM "users" WHERE "billing_cycle" <> 'Monthly';
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "billing_cycle";