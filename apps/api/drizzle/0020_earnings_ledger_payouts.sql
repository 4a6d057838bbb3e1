CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"tutor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_tutor_key" UNIQUE NULLS NOT DISTINCT("kind","tutor_id"),
	CONSTRAINT "ledger_accounts_kind_valid" CHECK ("ledger_accounts"."kind" in ('tutor_earnings', 'tutor_reserved', 'tutor_owed', 'platform_clearing', 'platform_fees', 'platform_discounts', 'platform_payouts')),
	CONSTRAINT "ledger_accounts_tutor_set" CHECK (("ledger_accounts"."kind" like 'tutor_%') = ("ledger_accounts"."tutor_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"tutor_id" uuid NOT NULL,
	"order_id" uuid,
	"order_line_id" uuid,
	"order_number" text,
	"item_title" text,
	"gross_amount" integer,
	"discount" integer,
	"refund_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_key_key" UNIQUE("key"),
	CONSTRAINT "ledger_transactions_kind_valid" CHECK ("ledger_transactions"."kind" in ('sale', 'refund', 'payout_request', 'payout_paid', 'payout_rejected', 'owed_settlement'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"tutor_name" text NOT NULL,
	"tutor_email" text NOT NULL,
	"amount" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"transfer_reference" text,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('requested', 'paid', 'rejected')),
	CONSTRAINT "payouts_decision_recorded" CHECK (("payouts"."status" = 'requested') = ("payouts"."decided_at" is null)
        and ("payouts"."status" <> 'paid' or "payouts"."transfer_reference" is not null)
        and ("payouts"."status" <> 'rejected' or "payouts"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","available_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_tutor_idx" ON "ledger_transactions" USING btree ("tutor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_tutor_idx" ON "payouts" USING btree ("tutor_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_queue_idx" ON "payouts" USING btree ("status","requested_at");--> statement-breakpoint
-- custom (keep when regenerating)
-- Double entry: the entries of one ledger transaction sum to zero. Checked at commit (deferred), once the whole
-- transaction is written, whoever writes (ADR 0035).
CREATE FUNCTION "ledger_transaction_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum("amount"), 0) INTO total FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id";
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', NEW."transaction_id", total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balanced"();
--> statement-breakpoint
-- The books are append-only: a correction is a new transaction, never an edit.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind") VALUES
  ('platform_clearing'), ('platform_fees'), ('platform_discounts'), ('platform_payouts')
  ON CONFLICT DO NOTHING;
