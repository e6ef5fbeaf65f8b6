ALTER TABLE "course_listing" ADD COLUMN "modules" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_listing" ADD COLUMN "documents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_listing" ADD COLUMN "videos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_listing" ADD COLUMN "quizzes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_listing" ADD COLUMN "questions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_listing" ADD COLUMN "exam_minutes" integer;--> statement-breakpoint
-- As before (0010), and what the course holds counted with its lessons: modules, content by kind with the
-- longest quiz time limit, and questions.
CREATE OR REPLACE FUNCTION catalogue_refresh_listing(target integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM course_listing WHERE course_id = target FOR UPDATE;
  INSERT INTO course_listing AS l (course_id, title, description, lessons, lesson_count, modules, documents, videos,
    quizzes, questions, exam_minutes, learners, rating_count, rating_sum, findable, category, level, price_minor,
    created_at)
  SELECT c.id, c.title, c.description,
    coalesce((SELECT string_agg(t.title, E'\n') FROM (
      SELECT m.title FROM modules m WHERE m.course_id = c.id
      UNION ALL SELECT i.title FROM content_items i WHERE i.course_id = c.id
      UNION ALL SELECT e.title FROM lectures e WHERE e.course_id = c.id) t), ''),
    content.lessons,
    (SELECT count(*) FROM modules m WHERE m.course_id = c.id),
    content.documents, content.videos, content.quizzes,
    (SELECT count(*) FROM questions q JOIN content_items i ON i.id = q.quiz_id WHERE i.course_id = c.id),
    content.exam_minutes,
    (SELECT count(*) FROM course_access a WHERE a.course_id = c.id),
    (SELECT count(*) FROM course_reviews r WHERE r.course_id = c.id AND NOT r.hidden),
    (SELECT coalesce(sum(r.rating), 0) FROM course_reviews r WHERE r.course_id = c.id AND NOT r.hidden),
    c.published AND c.voucher_course_id IS NULL, c.category, c.level, c.price_minor, c.created_at
  FROM courses c, LATERAL (
    SELECT count(*) AS lessons, count(*) FILTER (WHERE i.kind = 'document') AS documents,
      count(*) FILTER (WHERE i.kind = 'video') AS videos, count(*) FILTER (WHERE i.kind = 'quiz') AS quizzes,
      max(i.time_limit_minutes) FILTER (WHERE i.kind = 'quiz') AS exam_minutes
    FROM content_items i WHERE i.course_id = c.id) AS content
  WHERE c.id = target
  ON CONFLICT (course_id) DO UPDATE SET title = excluded.title, description = excluded.description,
    lessons = excluded.lessons, lesson_count = excluded.lesson_count, modules = excluded.modules,
    documents = excluded.documents, videos = excluded.videos, quizzes = excluded.quizzes,
    questions = excluded.questions, exam_minutes = excluded.exam_minutes, findable = excluded.findable,
    category = excluded.category, level = excluded.level, price_minor = excluded.price_minor,
    created_at = excluded.created_at;
END $$;--> statement-breakpoint
-- A quiz's time limit is shown with its course (its longest exam).
DROP TRIGGER content_items_listing ON content_items;--> statement-breakpoint
CREATE TRIGGER content_items_listing AFTER INSERT OR UPDATE OF title, time_limit_minutes OR DELETE ON content_items
  FOR EACH ROW EXECUTE FUNCTION catalogue_lesson_changed();--> statement-breakpoint
-- Questions are written many at once (a quiz's import, a quiz removed with its questions): its courses are
-- counted again once per statement. A question whose quiz is gone with it is counted by the quiz's own trigger.
CREATE FUNCTION catalogue_questions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_refresh_listing(course_id) FROM (
    SELECT DISTINCT i.course_id FROM changed q JOIN content_items i ON i.id = q.quiz_id ORDER BY i.course_id) AS courses;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER questions_added_listing AFTER INSERT ON questions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_questions_changed();--> statement-breakpoint
CREATE TRIGGER questions_removed_listing AFTER DELETE ON questions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_questions_changed();--> statement-breakpoint
SELECT catalogue_refresh_listing(id) FROM courses ORDER BY id;
