-- The payment simulator's own record of its transactions (what the buyer chose on the simulator page): its status
-- lookup answers from here, and settlement acts on that answer rather than on a notification's word (ADR 0012).
CREATE TABLE "payment_simulator_transactions" (
	"order_number" text PRIMARY KEY NOT NULL,
	"transaction_status" text NOT NULL,
	"gross_amount" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"transaction_time" timestamp with time zone NOT NULL,
	"settlement_time" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
