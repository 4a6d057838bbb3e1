CREATE TABLE "realtime_sequences" (
	"room" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
