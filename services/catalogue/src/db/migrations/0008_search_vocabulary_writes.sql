DROP INDEX "course_words_trigram_idx";--> statement-breakpoint
CREATE INDEX "course_words_trigram_idx" ON "course_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Looks up only the words a course lost: probing every word it has, after many updates in one transaction,
-- cost each lesson change far more than the change itself.
CREATE OR REPLACE FUNCTION catalogue_listing_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text[] := CASE WHEN TG_OP = 'INSERT' THEN '{}' ELSE catalogue_words_of(OLD.title, OLD.lessons, OLD.description) END;
  after text[] := CASE WHEN TG_OP = 'DELETE' THEN '{}' ELSE catalogue_words_of(NEW.title, NEW.lessons, NEW.description) END;
  lost text[] := ARRAY(SELECT unnest(before) EXCEPT SELECT unnest(after));
BEGIN
  INSERT INTO course_words AS v (word, courses)
  SELECT word, sum(delta) FROM (
    SELECT unnest(after) AS word, 1 AS delta
    UNION ALL SELECT unnest(before), -1) AS changes
  GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET courses = v.courses + excluded.courses;
  IF cardinality(lost) > 0 THEN
    DELETE FROM course_words WHERE word = ANY(lost) AND courses <= 0;
  END IF;
  RETURN NULL;
END $$;
