CREATE TABLE "catalogue_search_dictionary" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_search_entries" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"label" text NOT NULL,
	"detail" text,
	"slug" text,
	"tutor_id" uuid,
	"subject_id" uuid,
	"title_words" text[] NOT NULL,
	"words" text[] NOT NULL,
	CONSTRAINT "catalogue_search_entries_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_search_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "catalogue_search_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
CREATE INDEX "catalogue_search_dictionary_prefix_idx" ON "catalogue_search_dictionary" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalogue_search_entries_words_idx" ON "catalogue_search_entries" USING gin ("words");--> statement-breakpoint
CREATE INDEX "catalogue_search_entries_title_words_idx" ON "catalogue_search_entries" USING gin ("title_words");--> statement-breakpoint
CREATE INDEX "catalogue_search_entries_subject_idx" ON "catalogue_search_entries" USING btree ("subject_id") WHERE "catalogue_search_entries"."kind" = 'class';--> statement-breakpoint
-- The catalogue's word index (ADR 0059), kept in step with the items by the triggers below, in the writing
-- transaction. Words are normalised exactly like search/words.ts does it for a query: common accented Latin letters
-- folded, ASCII lower case, split on anything but a-z and 0-9.
CREATE FUNCTION "catalogue_search_words"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
  FROM regexp_split_to_table(lower(translate(coalesce(t, ''),
    'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')), '[^a-z0-9]+') AS w
  WHERE w <> ''
$$;
--> statement-breakpoint
-- The deletion neighbourhood of a dictionary word (SymSpell): itself, one deletion (4–30 letters), two deletions
-- (7–20 letters). A query word of n letters may have 1 typo from 5 letters and 2 from 9 (Meilisearch's rule), so a
-- dictionary word it can match has ≥ 4 letters for one typo and ≥ 7 for two.
CREATE FUNCTION "catalogue_search_deletes"(w text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w
  UNION
  SELECT overlay(w placing '' from i for 1) FROM generate_series(1, length(w)) AS i
  WHERE length(w) BETWEEN 4 AND 30
  UNION
  SELECT overlay(overlay(w placing '' from i for 1) placing '' from j for 1)
  FROM generate_series(1, length(w)) AS i, generate_series(1, length(w) - 1) AS j
  WHERE length(w) BETWEEN 7 AND 20
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_search_add_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_search_variants (variant, word)
  SELECT v, NEW.word FROM catalogue_search_deletes(NEW.word) AS v
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_search_dictionary_variants" AFTER INSERT ON "catalogue_search_dictionary"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_search_add_variants"();
--> statement-breakpoint
-- Word frequencies follow the entries. Rows are locked in word order so two concurrent writers never deadlock.
CREATE FUNCTION "catalogue_search_count_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM 1 FROM catalogue_search_dictionary WHERE word = ANY (OLD.words) ORDER BY word FOR UPDATE;
    UPDATE catalogue_search_dictionary SET frequency = frequency - 1 WHERE word = ANY (OLD.words);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalogue_search_dictionary AS d (word, frequency)
    SELECT w, 1 FROM unnest(NEW.words) AS w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET frequency = d.frequency + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_search_entries_words" AFTER INSERT OR UPDATE OF "words" OR DELETE ON "catalogue_search_entries"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_search_count_words"();
--> statement-breakpoint
-- (Re)writes the entry of one item from its current rows: present only while the item is public (published, by a
-- verified tutor; an active subject). Account suspension is checked when reading (it lives in the users module).
CREATE FUNCTION "catalogue_search_reindex"(p_kind text, p_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_search_entries WHERE kind = p_kind AND item_id = p_id;
  IF p_kind = 'class' THEN
    INSERT INTO catalogue_search_entries (kind, item_id, label, detail, slug, tutor_id, subject_id, title_words, words)
    SELECT 'class', c.id, c.title, t.display_name, c.slug, c.tutor_id, c.subject_id,
      catalogue_search_words(c.title),
      catalogue_search_words(concat_ws(' ', c.title, c.summary, s.name, c.level, t.display_name))
    FROM live_classes c JOIN tutor_profiles t ON t.user_id = c.tutor_id LEFT JOIN subjects s ON s.id = c.subject_id
    WHERE c.id = p_id AND c.status = 'published' AND t.verified_at IS NOT NULL;
  ELSIF p_kind = 'material' THEN
    INSERT INTO catalogue_search_entries (kind, item_id, label, detail, slug, tutor_id, subject_id, title_words, words)
    SELECT 'material', m.id, m.title, t.display_name, m.slug, m.tutor_id, m.subject_id,
      catalogue_search_words(m.title),
      catalogue_search_words(concat_ws(' ', m.title, m.summary, s.name, m.level, t.display_name))
    FROM materials m JOIN tutor_profiles t ON t.user_id = m.tutor_id LEFT JOIN subjects s ON s.id = m.subject_id
    WHERE m.id = p_id AND m.status = 'published' AND t.verified_at IS NOT NULL;
  ELSIF p_kind = 'course' THEN
    INSERT INTO catalogue_search_entries (kind, item_id, label, detail, slug, tutor_id, title_words, words)
    SELECT 'course', k.id, k.title, t.display_name, k.slug, k.instructor_id,
      catalogue_search_words(k.title),
      catalogue_search_words(concat_ws(' ', k.title, k.summary, e.name, t.display_name))
    FROM skill_courses k JOIN tutor_profiles t ON t.user_id = k.instructor_id LEFT JOIN expertise e ON e.id = k.expertise_id
    WHERE k.id = p_id AND k.status = 'published' AND t.verified_at IS NOT NULL;
  ELSIF p_kind = 'package' THEN
    INSERT INTO catalogue_search_entries (kind, item_id, label, detail, slug, title_words, words)
    SELECT 'package', p.id, p.title, NULL, p.slug,
      catalogue_search_words(p.title),
      catalogue_search_words(concat_ws(' ', p.title, p.summary, p.level))
    FROM class_packages p
    WHERE p.id = p_id AND p.status = 'published';
  ELSIF p_kind = 'tutor' THEN
    INSERT INTO catalogue_search_entries (kind, item_id, label, detail, tutor_id, title_words, words)
    SELECT 'tutor', t.user_id, t.display_name,
      -- The detail of a tutor's suggestion: their first subject (else first expertise).
      coalesce(
        (SELECT s.name FROM tutor_subjects ts JOIN subjects s ON s.id = ts.subject_id
          WHERE ts.tutor_id = t.user_id ORDER BY s.position, s.name LIMIT 1),
        (SELECT e.name FROM tutor_expertise te JOIN expertise e ON e.id = te.expertise_id
          WHERE te.tutor_id = t.user_id ORDER BY e.position, e.name LIMIT 1)),
      t.user_id,
      catalogue_search_words(t.display_name),
      catalogue_search_words(concat_ws(' ', t.display_name, t.headline,
        (SELECT string_agg(e.name, ' ') FROM tutor_expertise te JOIN expertise e ON e.id = te.expertise_id
          WHERE te.tutor_id = t.user_id),
        (SELECT string_agg(s.name, ' ') FROM tutor_subjects ts JOIN subjects s ON s.id = ts.subject_id
          WHERE ts.tutor_id = t.user_id)))
    FROM tutor_profiles t
    WHERE t.user_id = p_id AND t.verified_at IS NOT NULL;
  ELSIF p_kind = 'subject' THEN
    INSERT INTO catalogue_search_entries (kind, item_id, label, detail, slug, title_words, words)
    SELECT 'subject', s.id, s.name || ' ' || s.level, s.level, s.slug, catalogue_search_words(s.name),
      catalogue_search_words(concat_ws(' ', s.name, s.level))
    FROM subjects s
    WHERE s.id = p_id AND s.archived_at IS NULL;
  END IF;
END $$;
--> statement-breakpoint
-- An item row changed: `TG_ARGV[0]` is its kind, `TG_ARGV[1]` the name of its key column.
CREATE FUNCTION "catalogue_search_item_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM catalogue_search_entries WHERE kind = TG_ARGV[0] AND item_id = (to_jsonb(OLD) ->> key_column)::uuid;
  ELSE
    PERFORM catalogue_search_reindex(TG_ARGV[0], (to_jsonb(NEW) ->> key_column)::uuid);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "live_classes_search" AFTER INSERT OR DELETE OR UPDATE OF "title", "summary", "status", "subject_id", "level", "tutor_id", "slug"
  ON "live_classes" FOR EACH ROW EXECUTE FUNCTION "catalogue_search_item_changed"('class', 'id');
--> statement-breakpoint
CREATE TRIGGER "materials_search" AFTER INSERT OR DELETE OR UPDATE OF "title", "summary", "status", "subject_id", "level", "tutor_id", "slug"
  ON "materials" FOR EACH ROW EXECUTE FUNCTION "catalogue_search_item_changed"('material', 'id');
--> statement-breakpoint
CREATE TRIGGER "skill_courses_search" AFTER INSERT OR DELETE OR UPDATE OF "title", "summary", "status", "expertise_id", "instructor_id", "slug"
  ON "skill_courses" FOR EACH ROW EXECUTE FUNCTION "catalogue_search_item_changed"('course', 'id');
--> statement-breakpoint
CREATE TRIGGER "class_packages_search" AFTER INSERT OR DELETE OR UPDATE OF "title", "summary", "status", "level", "slug"
  ON "class_packages" FOR EACH ROW EXECUTE FUNCTION "catalogue_search_item_changed"('package', 'id');
--> statement-breakpoint
CREATE TRIGGER "subjects_search" AFTER INSERT OR DELETE OR UPDATE OF "name", "slug", "level", "archived_at"
  ON "subjects" FOR EACH ROW EXECUTE FUNCTION "catalogue_search_item_changed"('subject', 'id');
--> statement-breakpoint
-- A tutor's name is a field of their items; their expertise and subjects are fields of their own entry.
CREATE FUNCTION "catalogue_search_tutor_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tutor uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  PERFORM catalogue_search_reindex('tutor', tutor);
  PERFORM catalogue_search_reindex('class', c.id) FROM live_classes c WHERE c.tutor_id = tutor;
  PERFORM catalogue_search_reindex('material', m.id) FROM materials m WHERE m.tutor_id = tutor;
  PERFORM catalogue_search_reindex('course', k.id) FROM skill_courses k WHERE k.instructor_id = tutor;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tutor_profiles_search" AFTER INSERT OR DELETE OR UPDATE OF "display_name", "headline", "verified_at"
  ON "tutor_profiles" FOR EACH ROW EXECUTE FUNCTION "catalogue_search_tutor_changed"();
--> statement-breakpoint
CREATE FUNCTION "catalogue_search_tutor_fields_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_search_reindex('tutor', CASE WHEN TG_OP = 'DELETE' THEN OLD.tutor_id ELSE NEW.tutor_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tutor_expertise_search" AFTER INSERT OR DELETE ON "tutor_expertise"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_search_tutor_fields_changed"();
--> statement-breakpoint
CREATE TRIGGER "tutor_subjects_search" AFTER INSERT OR DELETE ON "tutor_subjects"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_search_tutor_fields_changed"();
--> statement-breakpoint
-- Renaming a subject or an expertise rewrites the entries that carry its name (rare admin edits).
CREATE FUNCTION "catalogue_search_reference_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'subjects' THEN
    PERFORM catalogue_search_reindex('class', c.id) FROM live_classes c WHERE c.subject_id = NEW.id;
    PERFORM catalogue_search_reindex('material', m.id) FROM materials m WHERE m.subject_id = NEW.id;
    PERFORM catalogue_search_reindex('tutor', ts.tutor_id) FROM tutor_subjects ts WHERE ts.subject_id = NEW.id;
  ELSE
    PERFORM catalogue_search_reindex('course', k.id) FROM skill_courses k WHERE k.expertise_id = NEW.id;
    PERFORM catalogue_search_reindex('tutor', te.tutor_id) FROM tutor_expertise te WHERE te.expertise_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subjects_search_renamed" AFTER UPDATE OF "name" ON "subjects"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "catalogue_search_reference_renamed"();
--> statement-breakpoint
CREATE TRIGGER "expertise_search_renamed" AFTER UPDATE OF "name" ON "expertise"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "catalogue_search_reference_renamed"();
--> statement-breakpoint
-- The existing catalogue.
SELECT catalogue_search_reindex('subject', id) FROM subjects;
--> statement-breakpoint
SELECT catalogue_search_reindex('tutor', user_id) FROM tutor_profiles;
--> statement-breakpoint
SELECT catalogue_search_reindex('class', id) FROM live_classes;
--> statement-breakpoint
SELECT catalogue_search_reindex('material', id) FROM materials;
--> statement-breakpoint
SELECT catalogue_search_reindex('course', id) FROM skill_courses;
--> statement-breakpoint
SELECT catalogue_search_reindex('package', id) FROM class_packages;
