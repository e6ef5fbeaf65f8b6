ALTER TABLE "course_listing" ADD COLUMN "findable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_listing" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_listing" ADD COLUMN "level" text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_listing" ADD COLUMN "price_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_listing" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The listing also carries what a search filters and sorts by, copied from the course whenever one of
-- those changes, so a search counts and orders its matches in this table alone.
CREATE OR REPLACE FUNCTION catalogue_refresh_listing(target integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM course_listing WHERE course_id = target FOR UPDATE;
  INSERT INTO course_listing AS l (course_id, title, description, lessons, lesson_count, learners, rating_count,
    rating_sum, findable, category, level, price_minor, created_at)
  SELECT c.id, c.title, c.description,
    coalesce((SELECT string_agg(t.title, E'\n') FROM (
      SELECT m.title FROM modules m WHERE m.course_id = c.id
      UNION ALL SELECT i.title FROM content_items i WHERE i.course_id = c.id
      UNION ALL SELECT e.title FROM lectures e WHERE e.course_id = c.id) t), ''),
    (SELECT count(*) FROM content_items i WHERE i.course_id = c.id),
    (SELECT count(*) FROM course_access a WHERE a.course_id = c.id),
    (SELECT count(*) FROM course_reviews r WHERE r.course_id = c.id AND NOT r.hidden),
    (SELECT coalesce(sum(r.rating), 0) FROM course_reviews r WHERE r.course_id = c.id AND NOT r.hidden),
    c.published AND c.voucher_course_id IS NULL, c.category, c.level, c.price_minor, c.created_at
  FROM courses c WHERE c.id = target
  ON CONFLICT (course_id) DO UPDATE SET title = excluded.title, description = excluded.description,
    lessons = excluded.lessons, lesson_count = excluded.lesson_count, findable = excluded.findable,
    category = excluded.category, level = excluded.level, price_minor = excluded.price_minor,
    created_at = excluded.created_at;
END $$;--> statement-breakpoint
DROP TRIGGER courses_listing ON courses;--> statement-breakpoint
CREATE TRIGGER courses_listing AFTER INSERT OR UPDATE OF title, description, published, voucher_course_id,
  category, level, price_minor, created_at ON courses
  FOR EACH ROW EXECUTE FUNCTION catalogue_course_changed();--> statement-breakpoint
UPDATE course_listing l SET findable = c.published AND c.voucher_course_id IS NULL, category = c.category,
  level = c.level, price_minor = c.price_minor, created_at = c.created_at
  FROM courses c WHERE c.id = l.course_id;
