CREATE TABLE "study_room_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "study_room_messages_room_seq_key" UNIQUE("room_id","seq"),
	CONSTRAINT "study_room_messages_body_length" CHECK (char_length("study_room_messages"."body") <= 2000),
	CONSTRAINT "study_room_messages_seq_valid" CHECK ("study_room_messages"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "study_room_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid,
	"room_id" uuid,
	"uploader_id" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_room_files_owner_valid" CHECK (("study_room_files"."template_id" is null) <> ("study_room_files"."room_id" is null)),
	CONSTRAINT "study_room_files_byte_size_positive" CHECK ("study_room_files"."byte_size" > 0),
	CONSTRAINT "study_room_files_name_length" CHECK (char_length("study_room_files"."name") between 1 and 160),
	CONSTRAINT "study_room_files_type_valid" CHECK (content_type in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint', 'application/zip'))
);
--> statement-breakpoint
CREATE TABLE "study_room_participants" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"muted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"first_attended_at" timestamp with time zone,
	"last_attended_at" timestamp with time zone,
	"attend_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_room_participants_room_user_key" UNIQUE("room_id","user_id"),
	CONSTRAINT "study_room_participants_attend_count_valid" CHECK ("study_room_participants"."attend_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "study_room_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"grade" integer,
	"title" text NOT NULL,
	"description" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_room_templates_grade_valid" CHECK ("study_room_templates"."grade" is null or "study_room_templates"."grade" between 1 and 12),
	CONSTRAINT "study_room_templates_title_length" CHECK (char_length("study_room_templates"."title") between 3 and 120),
	CONSTRAINT "study_room_templates_duration_valid" CHECK ("study_room_templates"."duration_minutes" between 15 and 480),
	CONSTRAINT "study_room_templates_capacity_valid" CHECK ("study_room_templates"."capacity" between 1 and 500),
	CONSTRAINT "study_room_templates_price_valid" CHECK ("study_room_templates"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "study_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"template_id" uuid,
	"series_id" uuid,
	"subject_id" uuid NOT NULL,
	"grade" integer,
	"title" text NOT NULL,
	"description" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"meeting_url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"live_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_rooms_grade_valid" CHECK ("study_rooms"."grade" is null or "study_rooms"."grade" between 1 and 12),
	CONSTRAINT "study_rooms_title_length" CHECK (char_length("study_rooms"."title") between 3 and 120),
	CONSTRAINT "study_rooms_duration_valid" CHECK ("study_rooms"."duration_minutes" between 15 and 480),
	CONSTRAINT "study_rooms_ends_at_valid" CHECK (extract(epoch from ("study_rooms"."ends_at" - "study_rooms"."starts_at")) = "study_rooms"."duration_minutes" * 60),
	CONSTRAINT "study_rooms_capacity_valid" CHECK ("study_rooms"."capacity" between 1 and 500),
	CONSTRAINT "study_rooms_seats_valid" CHECK ("study_rooms"."seats_taken" between 0 and "study_rooms"."capacity"),
	CONSTRAINT "study_rooms_price_valid" CHECK ("study_rooms"."price" >= 0),
	CONSTRAINT "study_rooms_status_valid" CHECK ("study_rooms"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "study_rooms_cancelled_valid" CHECK (("study_rooms"."status" = 'cancelled') = ("study_rooms"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "study_room_messages" ADD CONSTRAINT "study_room_messages_room_id_study_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."study_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_messages" ADD CONSTRAINT "study_room_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_files" ADD CONSTRAINT "study_room_files_template_id_study_room_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."study_room_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_files" ADD CONSTRAINT "study_room_files_room_id_study_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."study_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_files" ADD CONSTRAINT "study_room_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_participants" ADD CONSTRAINT "study_room_participants_room_id_study_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."study_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_participants" ADD CONSTRAINT "study_room_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_templates" ADD CONSTRAINT "study_room_templates_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_templates" ADD CONSTRAINT "study_room_templates_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_rooms" ADD CONSTRAINT "study_rooms_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_rooms" ADD CONSTRAINT "study_rooms_template_id_study_room_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."study_room_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_rooms" ADD CONSTRAINT "study_rooms_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_room_messages_author_idx" ON "study_room_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "study_room_files_template_idx" ON "study_room_files" USING btree ("template_id") WHERE "study_room_files"."template_id" is not null;--> statement-breakpoint
CREATE INDEX "study_room_files_room_idx" ON "study_room_files" USING btree ("room_id") WHERE "study_room_files"."room_id" is not null;--> statement-breakpoint
CREATE INDEX "study_room_files_storage_key_idx" ON "study_room_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "study_room_participants_user_idx" ON "study_room_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_room_templates_tutor_idx" ON "study_room_templates" USING btree ("tutor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "study_rooms_starts_idx" ON "study_rooms" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "study_rooms_subject_starts_idx" ON "study_rooms" USING btree ("subject_id","starts_at");--> statement-breakpoint
CREATE INDEX "study_rooms_tutor_starts_idx" ON "study_rooms" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "study_rooms_series_idx" ON "study_rooms" USING btree ("series_id") WHERE "study_rooms"."series_id" is not null;--> statement-breakpoint
-- No two live rooms of one tutor overlap (SQLSTATE 23P01, like class_sessions_no_overlap).
ALTER TABLE "study_rooms" ADD CONSTRAINT "study_rooms_no_overlap"
  EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" <> 'cancelled');--> statement-breakpoint
-- A tutor's rooms never overlap the tutor's class sessions either (ADR 0049). An exclusion constraint cannot span two
-- tables, so both tables check the other while holding the tutor's profile row (a row lock, not an advisory lock: a
-- seed that writes thousands of tutors' sessions in one transaction would exhaust the shared lock table). Two
-- transactions writing the same tutor's time queue up, and the second (read committed, a volatile function: a fresh
-- snapshot per query) sees the first. NO KEY UPDATE does not block the foreign-key checks (KEY SHARE) on the row.
CREATE FUNCTION "tutor_time_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'cancelled' THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM tutor_profiles p WHERE p.user_id = NEW.tutor_id FOR NO KEY UPDATE;
  IF TG_TABLE_NAME = 'study_rooms' THEN
    IF EXISTS (
      SELECT 1 FROM class_sessions s
      WHERE s.tutor_id = NEW.tutor_id AND s.status <> 'cancelled'
        AND tstzrange(s.starts_at, s.ends_at) && tstzrange(NEW.starts_at, NEW.ends_at)
    ) THEN
      RAISE EXCEPTION 'study room overlaps a class session of its tutor'
        USING ERRCODE = '23P01', CONSTRAINT = 'tutor_time_no_overlap';
    END IF;
  ELSE
    IF EXISTS (
      SELECT 1 FROM study_rooms r
      WHERE r.tutor_id = NEW.tutor_id AND r.status <> 'cancelled'
        AND tstzrange(r.starts_at, r.ends_at) && tstzrange(NEW.starts_at, NEW.ends_at)
    ) THEN
      RAISE EXCEPTION 'class session overlaps a study room of its tutor'
        USING ERRCODE = '23P01', CONSTRAINT = 'tutor_time_no_overlap';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "study_rooms_tutor_time" BEFORE INSERT OR UPDATE OF "tutor_id", "starts_at", "ends_at", "status"
  ON "study_rooms" FOR EACH ROW EXECUTE FUNCTION "tutor_time_guard"();--> statement-breakpoint
CREATE TRIGGER "class_sessions_tutor_time" BEFORE INSERT OR UPDATE OF "tutor_id", "starts_at", "ends_at", "status"
  ON "class_sessions" FOR EACH ROW EXECUTE FUNCTION "tutor_time_guard"();
