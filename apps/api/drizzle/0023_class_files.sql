CREATE TABLE "class_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "class_files_byte_size_positive" CHECK ("class_files"."byte_size" > 0),
	CONSTRAINT "class_files_name_length" CHECK (char_length("class_files"."name") between 1 and 160)
);
--> statement-breakpoint
ALTER TABLE "class_files" ADD CONSTRAINT "class_files_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_files" ADD CONSTRAINT "class_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_files_class_created_idx" ON "class_files" USING btree ("class_id","created_at" DESC NULLS LAST,"id");