CREATE TABLE "expertise" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expertise_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "expertise_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expertise_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subjects_slug_unique" UNIQUE("slug"),
	CONSTRAINT "subjects_level_valid" CHECK ("subjects"."level" in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"photo_url" text,
	"password_hash" text,
	"scope" text[] NOT NULL,
	"school_level" text,
	"grade" integer,
	"city" text,
	"tutor_verified_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_scope_valid" CHECK (cardinality("users"."scope") > 0 and "users"."scope" <@ array['student', 'tutor', 'admin']::text[]),
	CONSTRAINT "users_school_level_valid" CHECK ("users"."school_level" is null or "users"."school_level" in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')),
	CONSTRAINT "users_grade_valid" CHECK ("users"."grade" is null or "users"."grade" between 1 and 13)
);
--> statement-breakpoint
ALTER TABLE "expertise" ADD CONSTRAINT "expertise_category_id_expertise_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expertise_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expertise_category_id_idx" ON "expertise" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "subjects_level_idx" ON "subjects" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));