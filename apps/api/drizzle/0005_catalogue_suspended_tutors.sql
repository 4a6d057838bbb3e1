-- Tutors whose account is suspended (`users.suspended_at`) leave the public catalogue: their profile, classes,
-- packages, materials and courses are filtered out by the catalogue queries. Suspending or reinstating a tutor's
-- account must clear the cached reads (ADR 0008): it notifies `catalogue_changed` as a `tutor_profiles` change,
-- which clears every catalogue namespace. Other accounts' suspensions notify nothing (the watch on name/photo_url of
-- migration 0003 is unchanged). A row trigger, so that only real changes of a tutor's account notify; repeated
-- notifications of one transaction are folded into one.
CREATE FUNCTION "catalogue_notify_tutor_suspension"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "tutor_profiles" WHERE "user_id" = NEW."id") THEN
    PERFORM pg_notify('catalogue_changed', 'tutor_profiles');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_suspension_catalogue_notify" AFTER UPDATE OF "suspended_at" ON "users"
  FOR EACH ROW WHEN (OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at")
  EXECUTE FUNCTION "catalogue_notify_tutor_suspension"();
