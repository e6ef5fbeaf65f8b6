-- Once a change to a learner's course access commits, every catalogue process hears the learner's id and
-- forgets the grants it kept for them (the kit's startNoticeCache, queries/course-access.ts). A trigger, so no
-- writer (event handler, seed, a hand in psql) can forget to announce its change.
CREATE FUNCTION catalogue_access_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Both learners of an update (the same one, in practice): PostgreSQL sends a payload once per transaction.
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('catalogue_access_changed', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('catalogue_access_changed', NEW.user_id::text); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER course_access_notice AFTER INSERT OR UPDATE OR DELETE ON course_access
  FOR EACH ROW EXECUTE FUNCTION catalogue_access_notice();--> statement-breakpoint
-- TRUNCATE fires no row trigger: every learner's grants are forgotten.
CREATE FUNCTION catalogue_access_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_access_changed', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER course_access_cleared AFTER TRUNCATE ON course_access
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_access_cleared();
