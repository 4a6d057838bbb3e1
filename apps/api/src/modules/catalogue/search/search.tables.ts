import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The catalogue's word index (ADR 0059): one entry per public item (class, package, material, course, tutor) and
 * per active subject, with the normalised words of its fields. Written only by the triggers of migration 0035, in
 * the transaction that changes the item, so a published, renamed or withdrawn item is found (or not) at once.
 * `label`/`detail`/`slug` are what the search box's suggestions show; `subject_id` counts a subject's classes.
 */
export const searchEntries = pgTable(
  'catalogue_search_entries',
  {
    /** `class` | `package` | `material` | `course` | `tutor` | `subject` */
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    label: text('label').notNull(),
    detail: text('detail'),
    slug: text('slug'),
    tutorId: uuid('tutor_id'),
    subjectId: uuid('subject_id'),
    /** Words of the title (a tutor's name, a subject's name): they rank above the other fields. */
    titleWords: text('title_words').array().notNull(),
    /** Words of every searched field, the title's included. */
    words: text('words').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index('catalogue_search_entries_words_idx').using('gin', t.words),
    index('catalogue_search_entries_title_words_idx').using('gin', t.titleWords),
    index('catalogue_search_entries_subject_idx')
      .on(t.subjectId)
      .where(sql`${t.kind} = 'class'`),
  ],
);

/** Every word of the index with the number of entries holding it (0: no longer used, kept for its variants). */
export const searchDictionary = pgTable(
  'catalogue_search_dictionary',
  {
    word: text('word').primaryKey(),
    frequency: integer('frequency').notNull(),
  },
  // Prefix lookups (`like 'matem%'`) of the word being typed, whatever the database's collation.
  (t) => [index('catalogue_search_dictionary_prefix_idx').on(t.word.op('text_pattern_ops'))],
);

/**
 * The deletion neighbourhood of each dictionary word (SymSpell): the word itself, every string one deletion away
 * (words of ≥ 4 letters) and two deletions away (7–20 letters). A query word within its allowed typos of a
 * dictionary word shares a variant with it, so one index lookup finds every typo candidate.
 */
export const searchWordVariants = pgTable(
  'catalogue_search_variants',
  {
    variant: text('variant').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
);
