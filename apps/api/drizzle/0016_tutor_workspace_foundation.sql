ALTER TABLE "class_sessions" ADD COLUMN "tutor_id" uuid;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "booked_by" uuid;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "hourly_rate" integer;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL;--> statement-breakpoint
-- Backfill: the tutor of each session's class, and its end.
UPDATE "class_sessions" s SET "tutor_id" = c."tutor_id", "ends_at" = s."starts_at" + s."duration_minutes" * interval '1 minute'
  FROM "live_classes" c WHERE c."id" = s."class_id";--> statement-breakpoint
ALTER TABLE "class_sessions" ALTER COLUMN "tutor_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
-- Sessions that overlap an earlier session of the same tutor could not satisfy the exclusion constraint below; they are
-- cancelled with a reason (kept, not deleted) so the tutor and the admins can see and reschedule them.
UPDATE "class_sessions" s SET "status" = 'cancelled', "cancelled_at" = now(),
  "cancel_reason" = 'Dibatalkan otomatis: bentrok dengan sesi lain dari tutor yang sama.'
  WHERE EXISTS (
    SELECT 1 FROM "class_sessions" o
    WHERE o."tutor_id" = s."tutor_id" AND o."id" <> s."id"
      AND o."starts_at" < s."ends_at" AND s."starts_at" < o."ends_at"
      AND (o."starts_at", o."id") < (s."starts_at", s."id"));--> statement-breakpoint
-- The bimble rate the tutor gave in the approved application.
UPDATE "tutor_profiles" p SET "hourly_rate" = (a."teaching" ->> 'hourlyRate')::integer
  FROM "tutor_applications" a
  WHERE a."user_id" = p."user_id" AND a."status" = 'approved' AND a."teaching" ? 'hourlyRate';--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sessions_tutor_starts_idx" ON "class_sessions" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_order_idx" ON "class_sessions" USING btree ("order_id") WHERE "class_sessions"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_ends_at_valid" CHECK (extract(epoch from ("class_sessions"."ends_at" - "class_sessions"."starts_at")) = "class_sessions"."duration_minutes" * 60);--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_status_valid" CHECK ("class_sessions"."status" in ('held', 'scheduled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_cancelled_valid" CHECK (("class_sessions"."status" = 'cancelled') = ("class_sessions"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_held_is_booking" CHECK ("class_sessions"."status" <> 'held' or "class_sessions"."order_id" is not null);--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_hourly_rate_valid" CHECK ("tutor_profiles"."hourly_rate" is null or "tutor_profiles"."hourly_rate" >= 0);--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_time_zone_valid" CHECK ("tutor_profiles"."time_zone" in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- No two live sessions (held or scheduled) of one tutor overlap, whatever their classes: SQLSTATE 23P01.
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_no_overlap"
  EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" <> 'cancelled');
