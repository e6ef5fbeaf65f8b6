-- The BFF keeps a learner's course progress, completed contents and quiz attempts in memory too, until a
-- notice names the learner: the tables those replies are read from announce their changes. A quiz is in
-- many learners' replies, so a change to one names everyone ('*'), as a course does. Not the attempt
-- counters: PostgreSQL serialises the commits of every transaction that notifies (a cluster-wide lock held
-- through the commit), and a cohort starting an exam would queue behind it; a start announces itself once
-- committed, over NATS (src/routes/quiz-attempts), and a submission's scored attempt notifies anyway.
CREATE OR REPLACE FUNCTION "learner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('courses', 'quizzes') THEN
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
CREATE TRIGGER "quizzes_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "quizzes"
  FOR EACH STATEMENT EXECUTE FUNCTION "learner_changed"();
--> statement-breakpoint
CREATE TRIGGER "attempt_grants_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "attempt_grants"
  FOR EACH ROW EXECUTE FUNCTION "learner_changed"();
--> statement-breakpoint
CREATE TRIGGER "content_completions_learner_changed" AFTER INSERT OR UPDATE OR DELETE ON "content_completions"
  FOR EACH ROW EXECUTE FUNCTION "learner_changed"();
