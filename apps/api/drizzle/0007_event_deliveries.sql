CREATE TABLE "event_deliveries" (
	"consumer" text NOT NULL,
	"key" text NOT NULL,
	"event_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_deliveries_consumer_key_pk" PRIMARY KEY("consumer","key")
);
