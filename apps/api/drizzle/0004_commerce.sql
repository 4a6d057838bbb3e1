CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_item_key" UNIQUE("user_id","item_type","item_id"),
	CONSTRAINT "cart_items_item_type_valid" CHECK ("cart_items"."item_type" in ('kelas', 'kelas-paket', 'materi', 'lifeskill'))
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"order_id" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_user_item_key" UNIQUE("user_id","item_type","item_id"),
	CONSTRAINT "entitlements_item_type_valid" CHECK ("entitlements"."item_type" in ('kelas', 'kelas-paket', 'materi', 'lifeskill'))
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "lesson_progress_position_valid" CHECK ("lesson_progress"."position_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tutor_follows" (
	"user_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_follows_user_id_tutor_id_pk" PRIMARY KEY("user_id","tutor_id")
);
--> statement-breakpoint
CREATE TABLE "free_trial_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"level" text NOT NULL,
	"preferred_days" text[] NOT NULL,
	"preferred_times" text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"tutor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_trial_requests_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "free_trial_requests_level_valid" CHECK ("free_trial_requests"."level" in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')),
	CONSTRAINT "free_trial_requests_days_valid" CHECK (cardinality("free_trial_requests"."preferred_days") > 0 and "free_trial_requests"."preferred_days" <@ array['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']::text[]),
	CONSTRAINT "free_trial_requests_times_valid" CHECK (cardinality("free_trial_requests"."preferred_times") > 0 and "free_trial_requests"."preferred_times" <@ array['morning', 'midday', 'afternoon', 'evening']::text[]),
	CONSTRAINT "free_trial_requests_status_valid" CHECK ("free_trial_requests"."status" in ('new', 'contacted', 'scheduled', 'closed')),
	CONSTRAINT "free_trial_requests_note_length" CHECK (length("free_trial_requests"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"tutor_id" uuid,
	"tutor_name" text NOT NULL,
	"price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_order_item_key" UNIQUE("order_id","item_type","item_id"),
	CONSTRAINT "order_lines_order_position_key" UNIQUE("order_id","position"),
	CONSTRAINT "order_lines_item_type_valid" CHECK ("order_lines"."item_type" in ('kelas', 'kelas-paket', 'materi', 'lifeskill')),
	CONSTRAINT "order_lines_amounts_valid" CHECK ("order_lines"."price" >= 0 and "order_lines"."discount" >= 0 and "order_lines"."discount" <= "order_lines"."price")
);
--> statement-breakpoint
CREATE TABLE "order_seats" (
	"order_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	CONSTRAINT "order_seats_order_id_class_id_pk" PRIMARY KEY("order_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"voucher_id" uuid,
	"voucher_code" text,
	"provider" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'paid', 'expired', 'cancelled', 'failed', 'refunded')),
	CONSTRAINT "orders_amounts_valid" CHECK ("orders"."subtotal" >= 0 and "orders"."discount" >= 0 and "orders"."discount" <= "orders"."subtotal" and "orders"."total" = "orders"."subtotal" - "orders"."discount"),
	CONSTRAINT "orders_voucher_code_set" CHECK (("orders"."voucher_id" is null) = ("orders"."voucher_code" is null)),
	CONSTRAINT "orders_paid_at_set" CHECK ("orders"."status" not in ('paid', 'refunded') or "orders"."paid_at" is not null),
	CONSTRAINT "orders_provider_valid" CHECK ("orders"."provider" in ('simulator', 'midtrans'))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"order_number" text,
	"transaction_status" text,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_outcome_valid" CHECK ("payment_notifications"."outcome" in ('applied', 'ignored', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"redirect_url" text NOT NULL,
	"provider_status" text DEFAULT 'pending' NOT NULL,
	"payment_type" text,
	"gross_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_attempt_key" UNIQUE("order_id","attempt"),
	CONSTRAINT "payments_provider_valid" CHECK ("payments"."provider" in ('simulator', 'midtrans')),
	CONSTRAINT "payments_attempt_valid" CHECK ("payments"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "voucher_items" (
	"voucher_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "voucher_items_voucher_id_item_type_item_id_pk" PRIMARY KEY("voucher_id","item_type","item_id"),
	CONSTRAINT "voucher_items_item_type_valid" CHECK ("voucher_items"."item_type" in ('kelas', 'kelas-paket', 'materi', 'lifeskill'))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"funder" text NOT NULL,
	"funder_tutor_id" uuid,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount" integer,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"total_quota" integer,
	"per_user_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_item_types" text[] DEFAULT '{}' NOT NULL,
	"scope_tutor_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_upper" CHECK ("vouchers"."code" = upper("vouchers"."code") and length("vouchers"."code") between 3 and 32),
	CONSTRAINT "vouchers_funder_valid" CHECK ("vouchers"."funder" in ('platform', 'tutor')),
	CONSTRAINT "vouchers_funder_tutor_set" CHECK (("vouchers"."funder" = 'tutor') = ("vouchers"."funder_tutor_id" is not null)),
	CONSTRAINT "vouchers_discount_kind_valid" CHECK ("vouchers"."discount_kind" in ('percentage', 'fixed')),
	CONSTRAINT "vouchers_discount_value_valid" CHECK ("vouchers"."discount_value" > 0 and ("vouchers"."discount_kind" <> 'percentage' or "vouchers"."discount_value" <= 100)),
	CONSTRAINT "vouchers_max_discount_valid" CHECK ("vouchers"."max_discount" is null or "vouchers"."max_discount" > 0),
	CONSTRAINT "vouchers_min_subtotal_valid" CHECK ("vouchers"."min_subtotal" >= 0),
	CONSTRAINT "vouchers_total_quota_valid" CHECK ("vouchers"."total_quota" is null or "vouchers"."total_quota" >= 0),
	CONSTRAINT "vouchers_per_user_limit_valid" CHECK ("vouchers"."per_user_limit" is null or "vouchers"."per_user_limit" >= 1),
	CONSTRAINT "vouchers_used_count_valid" CHECK ("vouchers"."used_count" >= 0 and ("vouchers"."total_quota" is null or "vouchers"."used_count" <= "vouchers"."total_quota")),
	CONSTRAINT "vouchers_window_valid" CHECK ("vouchers"."starts_at" < "vouchers"."ends_at"),
	CONSTRAINT "vouchers_scope_valid" CHECK ("vouchers"."scope" in ('all', 'item_types', 'tutor', 'items')),
	CONSTRAINT "vouchers_scope_item_types_valid" CHECK ("vouchers"."scope_item_types" <@ array['kelas', 'kelas-paket', 'materi', 'lifeskill']::text[] and ("vouchers"."scope" <> 'item_types' or cardinality("vouchers"."scope_item_types") > 0)),
	CONSTRAINT "vouchers_scope_tutor_set" CHECK ("vouchers"."scope" <> 'tutor' or "vouchers"."scope_tutor_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_skill_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."skill_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_follows" ADD CONSTRAINT "tutor_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_follows" ADD CONSTRAINT "tutor_follows_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_trial_requests" ADD CONSTRAINT "free_trial_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_trial_requests" ADD CONSTRAINT "free_trial_requests_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_trial_requests" ADD CONSTRAINT "free_trial_requests_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_items" ADD CONSTRAINT "voucher_items_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_funder_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("funder_tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_scope_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("scope_tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "entitlements_user_type_idx" ON "entitlements" USING btree ("user_id","item_type","granted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entitlements_item_idx" ON "entitlements" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "tutor_follows_tutor_idx" ON "tutor_follows" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "free_trial_requests_status_idx" ON "free_trial_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_voucher_user_idx" ON "orders" USING btree ("voucher_id","user_id") WHERE "orders"."voucher_id" is not null and "orders"."status" in ('pending', 'paid', 'refunded');--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_number","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");