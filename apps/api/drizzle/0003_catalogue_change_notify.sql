-- Catalogue change notifications (ADR 0008). Every statement that changes what the public catalogue answers
-- notifies the channel `catalogue_changed` with the table name; each API instance LISTENs and clears the cached
-- reads that table feeds. NOTIFY is transactional: delivered at commit, never for a rolled-back write, and repeated
-- notifications of one transaction are folded into one. Statement-level triggers cost one notification per
-- statement, however many rows it writes (bulk loads stay cheap).
CREATE FUNCTION "catalogue_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subjects_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subjects"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "expertise_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "expertise"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "expertise_categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "expertise_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "tutor_profiles_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutor_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "tutor_expertise_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutor_expertise"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "tutor_subjects_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tutor_subjects"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "live_classes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "live_classes"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "class_packages_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "class_package_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_package_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "materials_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "materials"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "skill_courses_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "skill_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "skill_lessons_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "skill_lessons"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
-- Accounts: only the name and photo of review authors are shown in the catalogue (sign-ins and other account
-- updates do not clear it). Deleting an account deletes its reviews, which notify on their own.
CREATE TRIGGER "users_catalogue_changed" AFTER UPDATE OF "name", "photo_url" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
