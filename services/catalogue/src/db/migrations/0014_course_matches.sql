CREATE TABLE "course_matches" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"price_minor" integer NOT NULL,
	"lesson_count" integer NOT NULL,
	"learners" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "course_listing_document_idx";--> statement-breakpoint
DROP INDEX "course_listing_findable_idx";--> statement-breakpoint
DROP INDEX "course_listing_popular_idx";--> statement-breakpoint
DROP INDEX "course_listing_newest_idx";--> statement-breakpoint
DROP INDEX "course_listing_price_idx";--> statement-breakpoint
DROP INDEX "course_listing_price_desc_idx";--> statement-breakpoint
DROP INDEX "course_listing_rating_idx";--> statement-breakpoint
ALTER TABLE "course_matches" ADD CONSTRAINT "course_matches_course_id_course_listing_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_listing"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_matches_document_idx" ON "course_matches" USING gin ("document");--> statement-breakpoint
CREATE INDEX "course_matches_filters_idx" ON "course_matches" USING btree ("course_id","category","level","price_minor","created_at","learners","rating_count","rating_sum","lesson_count");--> statement-breakpoint
CREATE INDEX "course_matches_popular_idx" ON "course_matches" USING btree ("learners" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"course_id");--> statement-breakpoint
CREATE INDEX "course_matches_newest_idx" ON "course_matches" USING btree ("created_at" DESC NULLS FIRST,"course_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "course_matches_price_idx" ON "course_matches" USING btree ("price_minor","course_id");--> statement-breakpoint
CREATE INDEX "course_matches_price_desc_idx" ON "course_matches" USING btree ("price_minor" DESC NULLS FIRST,"course_id");--> statement-breakpoint
CREATE INDEX "course_matches_rating_idx" ON "course_matches" USING btree (("rating_sum"::float8 / nullif("rating_count", 0)) DESC NULLS LAST,"rating_count" DESC NULLS FIRST,"course_id");--> statement-breakpoint
-- Keeps a findable course's row in course_matches as its listing row is written (its text rebuilt, its
-- counters moved, its course published, re-priced or taken back to draft); a course no longer findable
-- loses its row, and a deleted listing takes its row with it (the foreign key).
CREATE FUNCTION catalogue_listing_matches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.findable THEN
    INSERT INTO course_matches AS m (course_id, document, category, level, price_minor, lesson_count, learners,
      rating_count, rating_sum, created_at)
    VALUES (NEW.course_id, NEW.document, NEW.category, NEW.level, NEW.price_minor, NEW.lesson_count, NEW.learners,
      NEW.rating_count, NEW.rating_sum, NEW.created_at)
    ON CONFLICT (course_id) DO UPDATE SET document = excluded.document, category = excluded.category,
      level = excluded.level, price_minor = excluded.price_minor, lesson_count = excluded.lesson_count,
      learners = excluded.learners, rating_count = excluded.rating_count, rating_sum = excluded.rating_sum,
      created_at = excluded.created_at;
  ELSIF TG_OP = 'UPDATE' AND OLD.findable THEN
    DELETE FROM course_matches WHERE course_id = NEW.course_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER course_listing_matches AFTER INSERT OR UPDATE ON course_listing
  FOR EACH ROW EXECUTE FUNCTION catalogue_listing_matches();--> statement-breakpoint
INSERT INTO course_matches (course_id, document, category, level, price_minor, lesson_count, learners, rating_count,
    rating_sum, created_at)
  SELECT course_id, document, category, level, price_minor, lesson_count, learners, rating_count, rating_sum, created_at
  FROM course_listing WHERE findable;
