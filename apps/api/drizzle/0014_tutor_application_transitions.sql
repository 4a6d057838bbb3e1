-- A tutor application's state machine, enforced by the database whoever writes: draft → submitted;
-- submitted → needs_changes | approved | rejected; needs_changes → submitted. Approved and rejected are final.
-- Staying in a state is allowed (saving a draft step updates the row without moving it).
CREATE FUNCTION "tutor_applications_check_transition"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = OLD.status
     OR (OLD.status = 'draft' AND NEW.status = 'submitted')
     OR (OLD.status = 'submitted' AND NEW.status IN ('needs_changes', 'approved', 'rejected'))
     OR (OLD.status = 'needs_changes' AND NEW.status = 'submitted') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'tutor application % cannot move from % to %', OLD.id, OLD.status, NEW.status
    USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "tutor_applications_transition" BEFORE UPDATE OF "status" ON "tutor_applications"
  FOR EACH ROW EXECUTE FUNCTION "tutor_applications_check_transition"();
