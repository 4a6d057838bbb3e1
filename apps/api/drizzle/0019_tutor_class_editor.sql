ALTER TABLE "live_classes" ADD COLUMN "learning_points" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "requirements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "live_classes_sale_ends_idx" ON "live_classes" USING btree ("sale_ends_at") WHERE "live_classes"."sale_ends_at" is not null;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_sale_ends_with_sale" CHECK ("live_classes"."sale_ends_at" is null or "live_classes"."sale_price" is not null);