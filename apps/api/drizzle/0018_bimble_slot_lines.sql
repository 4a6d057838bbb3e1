ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_item_key";--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_order_item_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "slot_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "slot_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "slot_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "slot_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_item_key" UNIQUE NULLS NOT DISTINCT("user_id","item_type","item_id","slot_starts_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_item_key" UNIQUE NULLS NOT DISTINCT("order_id","item_type","item_id","slot_starts_at");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_slot_valid" CHECK (("cart_items"."slot_starts_at" is null) = ("cart_items"."slot_ends_at" is null) and ("cart_items"."slot_starts_at" is null or ("cart_items"."item_type" = 'kelas' and "cart_items"."slot_ends_at" > "cart_items"."slot_starts_at")));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_slot_valid" CHECK (("order_lines"."slot_starts_at" is null) = ("order_lines"."slot_ends_at" is null) and ("order_lines"."slot_starts_at" is null or ("order_lines"."item_type" = 'kelas' and "order_lines"."slot_ends_at" > "order_lines"."slot_starts_at")));