-- Every row held was an enrolment not revoked (a revocation deleted its row); rows held so far carry no
-- stamp (the epoch), so the next enrolment event of each wins over them.
ALTER TABLE "course_access" ADD COLUMN "enrolled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "course_access" ALTER COLUMN "enrolled" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "course_access" ADD COLUMN "changed_at" timestamp with time zone DEFAULT 'epoch' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_access" DROP COLUMN "granted_at";--> statement-breakpoint
-- A revoked enrolment stays as a row with enrolled false: a course's learners are its enrolled rows.
CREATE OR REPLACE FUNCTION catalogue_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := 0;
  now_is integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.enrolled THEN was := 1; END IF;
  IF TG_OP <> 'DELETE' AND NEW.enrolled THEN now_is := 1; END IF;
  IF was <> now_is THEN
    UPDATE course_listing SET learners = greatest(learners + now_is - was, 0)
    WHERE course_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.course_id ELSE NEW.course_id END;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER course_access_listing ON course_access;--> statement-breakpoint
CREATE TRIGGER course_access_listing AFTER INSERT OR UPDATE OF enrolled OR DELETE ON course_access
  FOR EACH ROW EXECUTE FUNCTION catalogue_access_changed();--> statement-breakpoint
-- As before (0015), counting enrolled learners only.
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
    (SELECT count(*) FROM course_access a WHERE a.course_id = c.id AND a.enrolled),
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
