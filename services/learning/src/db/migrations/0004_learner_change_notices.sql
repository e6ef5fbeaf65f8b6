-- Once a change commits, every learning process hears whose enrolled-course list it touched ('*' for a
-- course, which is in many learners' lists): their in-memory copies are forgotten (learner-changes.ts).
-- A trigger, so no writer (command, event handler, seed) can forget to announce its change.
CREATE FUNCTION "learner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'courses' THEN
    PERFORM pg_notify('learning_learner_changed', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('learning_learner_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('learning_learner_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "enrolments_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "enrolments"
  FOR EACH ROW EXECUTE FUNCTION "learner_changed"();
--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "quiz_attempts"
  FOR EACH ROW EXECUTE FUNCTION "learner_changed"();
--> statement-breakpoint
CREATE TRIGGER "courses_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "learner_changed"();
