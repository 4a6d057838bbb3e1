ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_item_type_valid";--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_item_type_valid";--> statement-breakpoint
ALTER TABLE "voucher_items" DROP CONSTRAINT "voucher_items_item_type_valid";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_scope_item_types_valid";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_item_type_valid" CHECK ("cart_items"."item_type" in ('kelas', 'kelas-paket', 'materi', 'lifeskill', 'study-room'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_item_type_valid" CHECK ("order_lines"."item_type" in ('kelas', 'kelas-paket', 'materi', 'lifeskill', 'study-room'));--> statement-breakpoint
ALTER TABLE "voucher_items" ADD CONSTRAINT "voucher_items_item_type_valid" CHECK ("voucher_items"."item_type" in ('kelas', 'kelas-paket', 'materi', 'lifeskill', 'study-room'));--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_scope_item_types_valid" CHECK ("vouchers"."scope_item_types" <@ array['kelas', 'kelas-paket', 'materi', 'lifeskill', 'study-room']::text[] and ("vouchers"."scope" <> 'item_types' or cardinality("vouchers"."scope_item_types") > 0));