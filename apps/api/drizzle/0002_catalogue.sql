-- Trigram search (typo-tolerant catalogue search). Trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "class_package_items" (
	"package_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "class_package_items_package_id_class_id_pk" PRIMARY KEY("package_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "class_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" text,
	"price" integer NOT NULL,
	"cover_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "class_packages_price_valid" CHECK ("class_packages"."price" >= 0),
	CONSTRAINT "class_packages_level_valid" CHECK ("class_packages"."level" is null or "class_packages"."level" in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')),
	CONSTRAINT "class_packages_status_valid" CHECK ("class_packages"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "class_packages_published_at_set" CHECK ("class_packages"."status" <> 'published' or "class_packages"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_class_position_key" UNIQUE("class_id","position"),
	CONSTRAINT "class_sessions_position_valid" CHECK ("class_sessions"."position" >= 1),
	CONSTRAINT "class_sessions_duration_valid" CHECK ("class_sessions"."duration_minutes" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"tutor_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"level" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"about_html" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"final_price" integer GENERATED ALWAYS AS (coalesce(sale_price, price)) STORED NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"cover_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_classes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "live_classes_level_valid" CHECK ("live_classes"."level" in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')),
	CONSTRAINT "live_classes_kind_valid" CHECK ("live_classes"."kind" in ('group', 'bimble')),
	CONSTRAINT "live_classes_price_valid" CHECK ("live_classes"."price" >= 0),
	CONSTRAINT "live_classes_sale_price_valid" CHECK ("live_classes"."sale_price" is null or ("live_classes"."sale_price" >= 0 and "live_classes"."sale_price" < "live_classes"."price")),
	CONSTRAINT "live_classes_capacity_valid" CHECK ("live_classes"."capacity" > 0),
	CONSTRAINT "live_classes_seats_valid" CHECK ("live_classes"."seats_taken" >= 0 and "live_classes"."seats_taken" <= "live_classes"."capacity"),
	CONSTRAINT "live_classes_status_valid" CHECK ("live_classes"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "live_classes_published_at_set" CHECK ("live_classes"."status" <> 'published' or "live_classes"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"tutor_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"page_count" integer NOT NULL,
	"preview_pages" integer NOT NULL,
	"price" integer NOT NULL,
	"file_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"cover_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_slug_unique" UNIQUE("slug"),
	CONSTRAINT "materials_level_valid" CHECK ("materials"."level" in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')),
	CONSTRAINT "materials_price_valid" CHECK ("materials"."price" >= 0),
	CONSTRAINT "materials_page_count_valid" CHECK ("materials"."page_count" >= 1),
	CONSTRAINT "materials_preview_pages_valid" CHECK ("materials"."preview_pages" between 1 and "materials"."page_count"),
	CONSTRAINT "materials_status_valid" CHECK ("materials"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "materials_published_at_set" CHECK ("materials"."status" <> 'published' or "materials"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"class_id" uuid,
	"material_id" uuid,
	"course_id" uuid,
	"tutor_id" uuid,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_author_class_key" UNIQUE("author_id","class_id"),
	CONSTRAINT "reviews_author_material_key" UNIQUE("author_id","material_id"),
	CONSTRAINT "reviews_author_course_key" UNIQUE("author_id","course_id"),
	CONSTRAINT "reviews_author_tutor_key" UNIQUE("author_id","tutor_id"),
	CONSTRAINT "reviews_rating_valid" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_one_target" CHECK (num_nonnulls("reviews"."class_id", "reviews"."material_id", "reviews"."course_id", "reviews"."tutor_id") = 1),
	CONSTRAINT "reviews_reply_complete" CHECK (("reviews"."reply_text" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
CREATE TABLE "skill_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"instructor_id" uuid NOT NULL,
	"expertise_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"final_price" integer GENERATED ALWAYS AS (coalesce(sale_price, price)) STORED NOT NULL,
	"cover_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "skill_courses_price_valid" CHECK ("skill_courses"."price" >= 0),
	CONSTRAINT "skill_courses_sale_price_valid" CHECK ("skill_courses"."sale_price" is null or ("skill_courses"."sale_price" >= 0 and "skill_courses"."sale_price" < "skill_courses"."price")),
	CONSTRAINT "skill_courses_status_valid" CHECK ("skill_courses"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "skill_courses_published_at_set" CHECK ("skill_courses"."status" <> 'published' or "skill_courses"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "skill_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"video_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_lessons_course_position_key" UNIQUE("course_id","position"),
	CONSTRAINT "skill_lessons_position_valid" CHECK ("skill_lessons"."position" >= 1),
	CONSTRAINT "skill_lessons_duration_valid" CHECK ("skill_lessons"."duration_seconds" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tutor_expertise" (
	"tutor_id" uuid NOT NULL,
	"expertise_id" uuid NOT NULL,
	CONSTRAINT "tutor_expertise_tutor_id_expertise_id_pk" PRIMARY KEY("tutor_id","expertise_id")
);
--> statement-breakpoint
CREATE TABLE "tutor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"headline" text NOT NULL,
	"bio" text NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"photo_url" text,
	"verified_at" timestamp with time zone,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_profiles_location_valid" CHECK (("tutor_profiles"."latitude" is null and "tutor_profiles"."longitude" is null) or ("tutor_profiles"."latitude" between -90 and 90 and "tutor_profiles"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "tutor_subjects" (
	"tutor_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	CONSTRAINT "tutor_subjects_tutor_id_subject_id_pk" PRIMARY KEY("tutor_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "class_package_items" ADD CONSTRAINT "class_package_items_package_id_class_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."class_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_package_items" ADD CONSTRAINT "class_package_items_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_course_id_skill_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."skill_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_courses" ADD CONSTRAINT "skill_courses_instructor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_courses" ADD CONSTRAINT "skill_courses_expertise_id_expertise_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertise"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_lessons" ADD CONSTRAINT "skill_lessons_course_id_skill_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."skill_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_expertise" ADD CONSTRAINT "tutor_expertise_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_expertise" ADD CONSTRAINT "tutor_expertise_expertise_id_expertise_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD CONSTRAINT "tutor_subjects_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD CONSTRAINT "tutor_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_package_items_class_idx" ON "class_package_items" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "class_packages_published_idx" ON "class_packages" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "class_packages"."status" = 'published';--> statement-breakpoint
CREATE INDEX "class_packages_search_trgm_idx" ON "class_packages" USING gin (("title" || ' ' || "summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "class_sessions_class_starts_idx" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "live_classes_published_idx" ON "live_classes" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "live_classes"."status" = 'published';--> statement-breakpoint
CREATE INDEX "live_classes_tutor_idx" ON "live_classes" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "live_classes_subject_idx" ON "live_classes" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "live_classes_final_price_idx" ON "live_classes" USING btree ("final_price");--> statement-breakpoint
CREATE INDEX "live_classes_search_trgm_idx" ON "live_classes" USING gin (("title" || ' ' || "summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_published_idx" ON "materials" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "materials"."status" = 'published';--> statement-breakpoint
CREATE INDEX "materials_tutor_idx" ON "materials" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "materials_subject_idx" ON "materials" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "materials_price_idx" ON "materials" USING btree ("price");--> statement-breakpoint
CREATE INDEX "materials_search_trgm_idx" ON "materials" USING gin (("title" || ' ' || "summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_class_idx" ON "reviews" USING btree ("class_id","created_at" DESC NULLS LAST) WHERE "reviews"."class_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_material_idx" ON "reviews" USING btree ("material_id","created_at" DESC NULLS LAST) WHERE "reviews"."material_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_course_idx" ON "reviews" USING btree ("course_id","created_at" DESC NULLS LAST) WHERE "reviews"."course_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_tutor_idx" ON "reviews" USING btree ("tutor_id","created_at" DESC NULLS LAST) WHERE "reviews"."tutor_id" is not null;--> statement-breakpoint
CREATE INDEX "skill_courses_published_idx" ON "skill_courses" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "skill_courses"."status" = 'published';--> statement-breakpoint
CREATE INDEX "skill_courses_instructor_idx" ON "skill_courses" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "skill_courses_expertise_idx" ON "skill_courses" USING btree ("expertise_id");--> statement-breakpoint
CREATE INDEX "skill_courses_final_price_idx" ON "skill_courses" USING btree ("final_price");--> statement-breakpoint
CREATE INDEX "skill_courses_search_trgm_idx" ON "skill_courses" USING gin (("title" || ' ' || "summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tutor_expertise_expertise_idx" ON "tutor_expertise" USING btree ("expertise_id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_verified_idx" ON "tutor_profiles" USING btree ("verified_at") WHERE "tutor_profiles"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "tutor_profiles_name_trgm_idx" ON "tutor_profiles" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tutor_profiles_search_trgm_idx" ON "tutor_profiles" USING gin (("display_name" || ' ' || "headline") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tutor_subjects_subject_idx" ON "tutor_subjects" USING btree ("subject_id");--> statement-breakpoint
-- Ratings of classes, materials, courses and tutors follow their reviews: after every statement that writes
-- reviews, the average (2 decimals, 0 without reviews) and count of each touched target are recomputed from the
-- reviews themselves (exact, no drift; one pass per statement, so bulk inserts stay cheap).
CREATE FUNCTION "catalogue_refresh_ratings"(class_ids uuid[], material_ids uuid[], course_ids uuid[], tutor_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "live_classes" t SET "rating_average" = s.average, "rating_count" = s.n
  FROM (
    SELECT u.target, coalesce((SELECT round(avg(r.rating), 2)::double precision FROM "reviews" r WHERE r.class_id = u.target), 0) AS average,
           (SELECT count(*)::int FROM "reviews" r WHERE r.class_id = u.target) AS n
    FROM unnest(class_ids) AS u(target)
  ) s WHERE t.id = s.target;
  UPDATE "materials" t SET "rating_average" = s.average, "rating_count" = s.n
  FROM (
    SELECT u.target, coalesce((SELECT round(avg(r.rating), 2)::double precision FROM "reviews" r WHERE r.material_id = u.target), 0) AS average,
           (SELECT count(*)::int FROM "reviews" r WHERE r.material_id = u.target) AS n
    FROM unnest(material_ids) AS u(target)
  ) s WHERE t.id = s.target;
  UPDATE "skill_courses" t SET "rating_average" = s.average, "rating_count" = s.n
  FROM (
    SELECT u.target, coalesce((SELECT round(avg(r.rating), 2)::double precision FROM "reviews" r WHERE r.course_id = u.target), 0) AS average,
           (SELECT count(*)::int FROM "reviews" r WHERE r.course_id = u.target) AS n
    FROM unnest(course_ids) AS u(target)
  ) s WHERE t.id = s.target;
  UPDATE "tutor_profiles" t SET "rating_average" = s.average, "rating_count" = s.n
  FROM (
    SELECT u.target, coalesce((SELECT round(avg(r.rating), 2)::double precision FROM "reviews" r WHERE r.tutor_id = u.target), 0) AS average,
           (SELECT count(*)::int FROM "reviews" r WHERE r.tutor_id = u.target) AS n
    FROM unnest(tutor_ids) AS u(target)
  ) s WHERE t.user_id = s.target;
END $$;--> statement-breakpoint
CREATE FUNCTION "reviews_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_refresh_ratings"(
    ARRAY(SELECT DISTINCT class_id FROM new_rows WHERE class_id IS NOT NULL),
    ARRAY(SELECT DISTINCT material_id FROM new_rows WHERE material_id IS NOT NULL),
    ARRAY(SELECT DISTINCT course_id FROM new_rows WHERE course_id IS NOT NULL),
    ARRAY(SELECT DISTINCT tutor_id FROM new_rows WHERE tutor_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "reviews_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_refresh_ratings"(
    ARRAY(SELECT DISTINCT class_id FROM old_rows WHERE class_id IS NOT NULL),
    ARRAY(SELECT DISTINCT material_id FROM old_rows WHERE material_id IS NOT NULL),
    ARRAY(SELECT DISTINCT course_id FROM old_rows WHERE course_id IS NOT NULL),
    ARRAY(SELECT DISTINCT tutor_id FROM old_rows WHERE tutor_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "reviews_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalogue_refresh_ratings"(
    ARRAY(SELECT class_id FROM old_rows WHERE class_id IS NOT NULL UNION SELECT class_id FROM new_rows WHERE class_id IS NOT NULL),
    ARRAY(SELECT material_id FROM old_rows WHERE material_id IS NOT NULL UNION SELECT material_id FROM new_rows WHERE material_id IS NOT NULL),
    ARRAY(SELECT course_id FROM old_rows WHERE course_id IS NOT NULL UNION SELECT course_id FROM new_rows WHERE course_id IS NOT NULL),
    ARRAY(SELECT tutor_id FROM old_rows WHERE tutor_id IS NOT NULL UNION SELECT tutor_id FROM new_rows WHERE tutor_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_after_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_after_insert"();--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_after_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_after_delete"();--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_after_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_after_update"();
