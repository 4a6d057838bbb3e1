CREATE TABLE "order_refund_lines" (
	"refund_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"tutor_id" uuid,
	"amount" integer NOT NULL,
	CONSTRAINT "order_refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "order_refund_lines_line_key" UNIQUE("order_line_id"),
	CONSTRAINT "order_refund_lines_amount_valid" CHECK ("order_refund_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"gateway_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_order_key" UNIQUE("order_id","idempotency_key"),
	CONSTRAINT "order_refunds_amount_valid" CHECK ("order_refunds"."amount" >= 0),
	CONSTRAINT "order_refunds_gateway_status_valid" CHECK ("order_refunds"."gateway_status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_refunds" (
	"refund_key" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_at_set";--> statement-breakpoint
DROP INDEX "orders_voucher_user_idx";--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_voucher_user_idx" ON "orders" USING btree ("voucher_id","user_id") WHERE "orders"."voucher_id" is not null and "orders"."status" in ('pending', 'paid', 'partially_refunded', 'refunded');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'paid', 'expired', 'cancelled', 'failed', 'partially_refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_at_set" CHECK ("orders"."status" not in ('paid', 'partially_refunded', 'refunded') or "orders"."paid_at" is not null);