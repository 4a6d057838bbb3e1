-- The audit log is never editable: UPDATE, DELETE and TRUNCATE are refused by the database itself, whoever asks
-- (the API has no route for them either). Only INSERT and SELECT remain.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
-- Reference data gets an explicit order: the existing items keep the order they had (by name), per parent.
UPDATE "subjects" s SET "position" = o.rn
  FROM (SELECT id, row_number() OVER (PARTITION BY level ORDER BY name, id) AS rn FROM "subjects") o
  WHERE s.id = o.id;
--> statement-breakpoint
UPDATE "expertise_categories" c SET "position" = o.rn
  FROM (SELECT id, row_number() OVER (ORDER BY name, id) AS rn FROM "expertise_categories") o
  WHERE c.id = o.id;
--> statement-breakpoint
UPDATE "expertise" e SET "position" = o.rn
  FROM (SELECT id, row_number() OVER (PARTITION BY category_id ORDER BY name, id) AS rn FROM "expertise") o
  WHERE e.id = o.id;
