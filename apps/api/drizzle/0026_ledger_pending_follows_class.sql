-- Custom SQL migration file, put your code below! --
-- custom (keep when regenerating)
-- The books stay append-only with one exception (ADR 0046): the date a pending `tutor_earnings` credit becomes
-- available follows its class's first session when the session moves. Only `available_at` may change; every other
-- column of an entry, any DELETE, and every change of a transaction are still refused.
CREATE OR REPLACE FUNCTION "ledger_entries_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW."id" = OLD."id"
    AND NEW."transaction_id" = OLD."transaction_id"
    AND NEW."account_id" = OLD."account_id"
    AND NEW."amount" = OLD."amount"
    AND NEW."created_at" = OLD."created_at" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
DROP TRIGGER "ledger_entries_no_update_delete" ON "ledger_entries";
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_refuse_change"();
