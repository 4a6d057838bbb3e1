-- Catalogue row changes (ADR 0062). Migration 0003 notifies `catalogue_changed` with a table name per statement, and
-- the cache clears every answer that table feeds. For the tables tutors edit all day (classes and their sessions),
-- the notification now says which rows changed and, for classes, the facets the lists filter and sort on before and
-- after the change, so the cache evicts only the answers that can contain them:
--   {"table":"live_classes","rows":[{"id":…,"old":<facets>|null,"new":<facets>|null}, …]}
--   {"table":"class_sessions","classIds":[…]}
-- One notification per statement (transition tables), like 0003. A statement changing more rows than fit a payload
-- (NOTIFY payloads are limited to 8000 bytes) falls back to the table name, which clears as before. TRUNCATE keeps
-- its table-wide notification. Updates that change nothing notify nothing.

-- The facets of a class that decide which lists show it and where (cache's row-changes.ts reads them).
-- `text` and `tutorName` are what a search (`q`) matches: the cache bounds their trigram similarity to a query.
CREATE FUNCTION "catalogue_class_facets"(c "live_classes") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'status', c."status",
    'tutorId', c."tutor_id",
    'subjectId', c."subject_id",
    'subjectSlug', (SELECT s."slug" FROM "subjects" s WHERE s."id" = c."subject_id"),
    'level', c."level",
    'kind', c."kind",
    'finalPrice', c."final_price",
    'ratingAverage', c."rating_average",
    'ratingCount', c."rating_count",
    'publishedAt', extract(epoch FROM c."published_at") * 1000,
    'text', c."title" || ' ' || c."summary",
    'tutorName', (SELECT t."display_name" FROM "tutor_profiles" t WHERE t."user_id" = c."tutor_id"))
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_notify_class_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_count bigint;
  changed jsonb;
  payload text;
BEGIN
  -- Each branch reads only the transition tables its trigger declares. More than 20 rows: the whole table changed.
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO row_count FROM old_rows;
  ELSE
    SELECT count(*) INTO row_count FROM new_rows;
  END IF;
  IF row_count > 20 THEN
    PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('id', n."id", 'old', NULL, 'new', "catalogue_class_facets"(n)))
      INTO changed FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('id', o."id", 'old', "catalogue_class_facets"(o), 'new', NULL))
      INTO changed FROM old_rows o;
  ELSE
    -- Joined on the id; a changed id reads as one row deleted and another inserted.
    SELECT jsonb_agg(jsonb_build_object(
        'id', coalesce(n."id", o."id"),
        'old', CASE WHEN o."id" IS NULL THEN NULL ELSE "catalogue_class_facets"(o) END,
        'new', CASE WHEN n."id" IS NULL THEN NULL ELSE "catalogue_class_facets"(n) END))
      INTO changed
      FROM old_rows o FULL JOIN new_rows n ON o."id" = n."id"
      WHERE o."id" IS NULL OR n."id" IS NULL OR o IS DISTINCT FROM n;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL; -- no row changed
  END IF;
  payload := jsonb_build_object('table', TG_TABLE_NAME, 'rows', changed)::text;
  -- Too long for NOTIFY (8000 bytes): the whole table counts as changed.
  IF octet_length(payload) > 7900 THEN
    payload := TG_TABLE_NAME;
  END IF;
  PERFORM pg_notify('catalogue_changed', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The classes whose sessions a statement changed (session counts and dates are shown on class cards and details).
CREATE FUNCTION "catalogue_notify_session_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  class_ids jsonb;
  payload text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT n."class_id") INTO class_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(DISTINCT o."class_id") INTO class_ids FROM old_rows o;
  ELSE
    SELECT jsonb_agg(DISTINCT ids.class_id) INTO class_ids FROM (
      SELECT coalesce(n."class_id", o."class_id") AS class_id FROM old_rows o FULL JOIN new_rows n ON o."id" = n."id"
        WHERE o."id" IS NULL OR n."id" IS NULL OR o IS DISTINCT FROM n
      UNION SELECT o."class_id" FROM old_rows o JOIN new_rows n ON o."id" = n."id" WHERE o."class_id" <> n."class_id"
    ) ids;
  END IF;
  IF class_ids IS NULL THEN
    RETURN NULL;
  END IF;
  payload := jsonb_build_object('table', TG_TABLE_NAME, 'classIds', class_ids)::text;
  IF octet_length(payload) > 7900 THEN
    payload := TG_TABLE_NAME;
  END IF;
  PERFORM pg_notify('catalogue_changed', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The statement triggers of 0003 keep their names (a test checks every cached table has one) for TRUNCATE only.
DROP TRIGGER "live_classes_catalogue_changed" ON "live_classes";
--> statement-breakpoint
CREATE TRIGGER "live_classes_catalogue_changed" AFTER TRUNCATE ON "live_classes"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "live_classes_catalogue_rows_inserted" AFTER INSERT ON "live_classes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_class_rows"();
--> statement-breakpoint
CREATE TRIGGER "live_classes_catalogue_rows_updated" AFTER UPDATE ON "live_classes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_class_rows"();
--> statement-breakpoint
CREATE TRIGGER "live_classes_catalogue_rows_deleted" AFTER DELETE ON "live_classes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_class_rows"();
--> statement-breakpoint
DROP TRIGGER "class_sessions_catalogue_changed" ON "class_sessions";
--> statement-breakpoint
CREATE TRIGGER "class_sessions_catalogue_changed" AFTER TRUNCATE ON "class_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_catalogue_rows_inserted" AFTER INSERT ON "class_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_session_rows"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_catalogue_rows_updated" AFTER UPDATE ON "class_sessions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_session_rows"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_catalogue_rows_deleted" AFTER DELETE ON "class_sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_session_rows"();
