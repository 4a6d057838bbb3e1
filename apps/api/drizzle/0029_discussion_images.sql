CREATE TABLE "discussion_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "discussion_images_size_positive" CHECK ("discussion_images"."byte_size" > 0 and "discussion_images"."width" > 0 and "discussion_images"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "discussion_images" ADD CONSTRAINT "discussion_images_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_images" ADD CONSTRAINT "discussion_images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_images_class_idx" ON "discussion_images" USING btree ("class_id");