CREATE TABLE "session_attendance" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_joined_at" timestamp with time zone NOT NULL,
	"last_joined_at" timestamp with time zone NOT NULL,
	"join_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "session_attendance_session_user_key" UNIQUE("session_id","user_id"),
	CONSTRAINT "session_attendance_join_count_valid" CHECK ("session_attendance"."join_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "live_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_attendance_user_idx" ON "session_attendance" USING btree ("user_id");