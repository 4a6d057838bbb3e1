CREATE TABLE "availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	CONSTRAINT "availability_exceptions_kind_valid" CHECK ("availability_exceptions"."kind" in ('off', 'extra')),
	CONSTRAINT "availability_exceptions_range_valid" CHECK (("availability_exceptions"."kind" = 'off' and "availability_exceptions"."start_minute" is null and "availability_exceptions"."end_minute" is null) or ("availability_exceptions"."kind" = 'extra' and "availability_exceptions"."start_minute" >= 0 and "availability_exceptions"."start_minute" < "availability_exceptions"."end_minute" and "availability_exceptions"."end_minute" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "availability_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "availability_rules_weekday_valid" CHECK ("availability_rules"."weekday" between 1 and 7),
	CONSTRAINT "availability_rules_range_valid" CHECK ("availability_rules"."start_minute" >= 0 and "availability_rules"."start_minute" < "availability_rules"."end_minute" and "availability_rules"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "availability_settings" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 120 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_settings_notice_valid" CHECK ("availability_settings"."minimum_notice_minutes" between 0 and 20160),
	CONSTRAINT "availability_settings_buffer_valid" CHECK ("availability_settings"."buffer_minutes" between 0 and 240),
	CONSTRAINT "availability_settings_horizon_valid" CHECK ("availability_settings"."horizon_days" between 1 and 365),
	CONSTRAINT "availability_settings_slot_valid" CHECK ("availability_settings"."slot_minutes" between 15 and 480)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD CONSTRAINT "availability_settings_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_exceptions_tutor_date_idx" ON "availability_exceptions" USING btree ("tutor_id","date");--> statement-breakpoint
CREATE INDEX "availability_rules_tutor_idx" ON "availability_rules" USING btree ("tutor_id","weekday");