CREATE TABLE "tutor_application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_application_documents_kind_valid" CHECK ("tutor_application_documents"."kind" in ('ktp', 'ijazah', 'sertifikat'))
);
--> statement-breakpoint
CREATE TABLE "tutor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"biodata" jsonb,
	"teaching" jsonb,
	"review_note" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_applications_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "tutor_applications_status_valid" CHECK ("tutor_applications"."status" in ('draft', 'submitted', 'needs_changes', 'approved', 'rejected')),
	CONSTRAINT "tutor_applications_submitted_complete" CHECK ("tutor_applications"."status" = 'draft' or ("tutor_applications"."submitted_at" is not null and "tutor_applications"."biodata" is not null and "tutor_applications"."teaching" is not null)),
	CONSTRAINT "tutor_applications_decision_recorded" CHECK ("tutor_applications"."status" not in ('needs_changes', 'approved', 'rejected') or "tutor_applications"."decided_at" is not null),
	CONSTRAINT "tutor_applications_reason_given" CHECK ("tutor_applications"."status" not in ('needs_changes', 'rejected') or length("tutor_applications"."review_note") > 0)
);
--> statement-breakpoint
ALTER TABLE "tutor_application_documents" ADD CONSTRAINT "tutor_application_documents_application_id_tutor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."tutor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD CONSTRAINT "tutor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD CONSTRAINT "tutor_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_application_documents_single_idx" ON "tutor_application_documents" USING btree ("application_id","kind") WHERE "tutor_application_documents"."kind" <> 'sertifikat';--> statement-breakpoint
CREATE INDEX "tutor_application_documents_application_idx" ON "tutor_application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "tutor_applications_queue_idx" ON "tutor_applications" USING btree ("status","submitted_at");