ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
