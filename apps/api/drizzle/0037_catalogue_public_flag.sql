-- Issue 16, ADR 0063: the catalogue's cold path. `live_classes.is_public` says what the public list used to decide by
-- joining the tutor's profile and account for every candidate row: published, and taught by a verified tutor whose
-- account is neither suspended nor deleted. The triggers below keep it, whatever writes the rows (the application
-- never sets it; a direct write is recomputed): on the class (status, tutor), on the tutor's verification and on the
-- account's suspension or deletion, in the writing transaction, so the lists follow at once.
ALTER TABLE "live_classes" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "live_class_tutor_is_public"(tutor uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "tutor_profiles" p JOIN "users" u ON u."id" = p."user_id"
    WHERE p."user_id" = tutor AND p."verified_at" IS NOT NULL AND u."suspended_at" IS NULL AND u."deleted_at" IS NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION "live_classes_set_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."is_public" := NEW."status" = 'published' AND "live_class_tutor_is_public"(NEW."tutor_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
-- "is_public" is in the list so that a direct write is recomputed rather than believed.
CREATE TRIGGER "live_classes_public" BEFORE INSERT OR UPDATE OF "status", "tutor_id", "is_public" ON "live_classes"
  FOR EACH ROW EXECUTE FUNCTION "live_classes_set_public"();
--> statement-breakpoint
-- Recomputes the flag of one tutor's classes; rows whose flag does not change are not written, and no statement runs
-- when none changes (the statement trigger of migration 0003 would clear the catalogue cache for nothing, e.g. when
-- a student's account is suspended).
CREATE FUNCTION "live_classes_refresh_public"(tutor uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tutor_public boolean := "live_class_tutor_is_public"(tutor);
BEGIN
  IF EXISTS (SELECT 1 FROM "live_classes"
      WHERE "tutor_id" = tutor AND "is_public" <> ("status" = 'published' AND tutor_public)) THEN
    UPDATE "live_classes" SET "is_public" = ("status" = 'published' AND tutor_public)
      WHERE "tutor_id" = tutor AND "is_public" <> ("status" = 'published' AND tutor_public);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tutor_profiles_refresh_class_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "live_classes_refresh_public"(NEW."user_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tutor_profiles_class_visibility" AFTER UPDATE OF "verified_at" ON "tutor_profiles"
  FOR EACH ROW WHEN (OLD."verified_at" IS DISTINCT FROM NEW."verified_at")
  EXECUTE FUNCTION "tutor_profiles_refresh_class_visibility"();
--> statement-breakpoint
CREATE FUNCTION "users_refresh_class_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "live_classes_refresh_public"(NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_class_visibility" AFTER UPDATE OF "suspended_at", "deleted_at" ON "users"
  FOR EACH ROW WHEN (OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at"
    OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
  EXECUTE FUNCTION "users_refresh_class_visibility"();
--> statement-breakpoint
-- The existing rows, before their indexes are built (the trigger computes the value).
UPDATE "live_classes" SET "is_public" = true;
--> statement-breakpoint
CREATE INDEX "live_classes_public_newest_idx" ON "live_classes" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_price_idx" ON "live_classes" USING btree ("final_price","published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_price_desc_idx" ON "live_classes" USING btree ("final_price" DESC NULLS FIRST,"published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_rating_idx" ON "live_classes" USING btree ("rating_average" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_level_newest_idx" ON "live_classes" USING btree ("level","published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_level_price_idx" ON "live_classes" USING btree ("level","final_price","published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_level_price_desc_idx" ON "live_classes" USING btree ("level","final_price" DESC NULLS FIRST,"published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_level_rating_idx" ON "live_classes" USING btree ("level","rating_average" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_subject_newest_idx" ON "live_classes" USING btree ("subject_id","published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_subject_price_idx" ON "live_classes" USING btree ("subject_id","final_price","published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_subject_price_desc_idx" ON "live_classes" USING btree ("subject_id","final_price" DESC NULLS FIRST,"published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_subject_rating_idx" ON "live_classes" USING btree ("subject_id","rating_average" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";--> statement-breakpoint
CREATE INDEX "live_classes_public_subject_kind_newest_idx" ON "live_classes" USING btree ("subject_id","kind","published_at" DESC NULLS LAST,"id") WHERE "live_classes"."is_public";