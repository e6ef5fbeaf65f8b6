CREATE TABLE "course_words" (
	"word" text PRIMARY KEY NOT NULL,
	"courses" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "course_listing_words_idx";--> statement-breakpoint
CREATE INDEX "course_words_trigram_idx" ON "course_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_words_prefix_idx" ON "course_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "course_listing" DROP COLUMN "words";--> statement-breakpoint
-- The words of a course's searched text as the search compares them (lower case, letters and digits), once each.
CREATE FUNCTION catalogue_words_of(title text, lessons text, description text) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT word), '{}') FROM regexp_split_to_table(
    lower(normalize(title || ' ' || lessons || ' ' || description, NFKC)), '[^[:alnum:]]+') AS word
  WHERE word <> ''
$$;--> statement-breakpoint
-- Moves the vocabulary's counts by what one listing row gained and lost. One statement, in word order:
-- transactions changing courses that share words lock those words in the same order, so they wait for
-- each other rather than deadlock. A word no course uses any more is removed.
CREATE FUNCTION catalogue_listing_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text[] := CASE WHEN TG_OP = 'INSERT' THEN '{}' ELSE catalogue_words_of(OLD.title, OLD.lessons, OLD.description) END;
  after text[] := CASE WHEN TG_OP = 'DELETE' THEN '{}' ELSE catalogue_words_of(NEW.title, NEW.lessons, NEW.description) END;
BEGIN
  INSERT INTO course_words AS v (word, courses)
  SELECT word, sum(delta) FROM (
    SELECT unnest(after) AS word, 1 AS delta
    UNION ALL SELECT unnest(before), -1) AS changes
  GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET courses = v.courses + excluded.courses;
  DELETE FROM course_words WHERE word = ANY(before) AND courses <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER course_listing_words_written AFTER INSERT OR DELETE ON course_listing
  FOR EACH ROW EXECUTE FUNCTION catalogue_listing_words_changed();--> statement-breakpoint
-- The listing is refreshed on every lesson change and its counters move on every enrolment: only a change
-- of the searched text moves the vocabulary.
CREATE TRIGGER course_listing_words_changed AFTER UPDATE ON course_listing
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.lessons IS DISTINCT FROM NEW.lessons
    OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION catalogue_listing_words_changed();--> statement-breakpoint
INSERT INTO course_words (word, courses)
  SELECT word, count(*) FROM course_listing,
    unnest(catalogue_words_of(title, lessons, description)) AS word
  GROUP BY word;
