CREATE TABLE "class_recording_progress" (
	"user_id" uuid NOT NULL,
	"recording_id" uuid NOT NULL,
	"position_seconds" double precision NOT NULL,
	"duration_seconds" double precision,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_recording_progress_user_id_recording_id_pk" PRIMARY KEY("user_id","recording_id"),
	CONSTRAINT "class_recording_progress_position_valid" CHECK ("class_recording_progress"."position_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "class_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"session_id" uuid,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"duration_seconds" integer,
	"url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_recordings_source_valid" CHECK ("class_recordings"."source" in ('upload', 'link')),
	CONSTRAINT "class_recordings_source_fields" CHECK (("class_recordings"."source" = 'upload' and "class_recordings"."storage_key" is not null and "class_recordings"."size_bytes" is not null and "class_recordings"."url" is null)
        or ("class_recordings"."source" = 'link' and "class_recordings"."url" is not null and "class_recordings"."storage_key" is null)),
	CONSTRAINT "class_recordings_duration_valid" CHECK ("class_recordings"."duration_seconds" is null or "class_recordings"."duration_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "class_recording_progress" ADD CONSTRAINT "class_recording_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_recording_progress" ADD CONSTRAINT "class_recording_progress_recording_id_class_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."class_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_recordings" ADD CONSTRAINT "class_recordings_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_recordings" ADD CONSTRAINT "class_recordings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_recordings" ADD CONSTRAINT "class_recordings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_recordings_class_created_idx" ON "class_recordings" USING btree ("class_id","created_at" DESC NULLS LAST);