-- The BFF keeps a learner's certificate eligibility in memory until a notice names the learner: every table
-- the eligibility reply is read from announces its changes once they commit, by learner, or '*' for a course
-- (in many learners' replies). Every certificate process LISTENs and passes the notices on over NATS.
CREATE FUNCTION "certificate_learner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'courses' THEN
    PERFORM pg_notify('certificate_learner_changed', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('certificate_learner_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('certificate_learner_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "certificate_learner_changed"();
--> statement-breakpoint
CREATE TRIGGER "passed_quizzes_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "passed_quizzes"
  FOR EACH ROW EXECUTE FUNCTION "certificate_learner_changed"();
--> statement-breakpoint
CREATE TRIGGER "enrolments_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "enrolments"
  FOR EACH ROW EXECUTE FUNCTION "certificate_learner_changed"();
--> statement-breakpoint
CREATE TRIGGER "certificates_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "certificates"
  FOR EACH ROW EXECUTE FUNCTION "certificate_learner_changed"();
