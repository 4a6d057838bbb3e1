CREATE TABLE "identity_link_refusals" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_link_refusals_pkey" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "identity_link_refusals_provider_valid" CHECK ("identity_link_refusals"."provider" in ('google'))
);
--> statement-breakpoint
ALTER TABLE "identity_link_refusals" ADD CONSTRAINT "identity_link_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;