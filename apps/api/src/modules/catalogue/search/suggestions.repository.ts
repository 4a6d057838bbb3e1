import {
  MAX_SEARCH_SUGGESTIONS,
  type SearchSuggestion,
  type SearchSuggestionKind,
  type SearchSuggestionsResponse,
} from '@scola/contracts';
import { and, asc, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { isSuspendedUser } from '../../users';
import { col, correctQuery, matchesPlan, planSearch, relevanceOrder } from './search.repository';
import { searchEntries } from './search.tables';

const e = searchEntries;

/** Among equally relevant suggestions: subjects and tutors (short, broad) before single items. */
const kindOrder = sql`case ${col(e.kind)} when 'subject' then 0 when 'tutor' then 1 when 'class' then 2
  when 'package' then 3 when 'material' then 4 else 5 end`;

/** A subject's number of published classes (its entries), counted for the few suggested subjects only. */
const classCount = sql<number>`case when ${col(e.kind)} = 'subject' then (select count(*)::int
  from ${searchEntries} as "classes" where "classes"."kind" = 'class' and "classes"."subject_id" = ${col(e.itemId)}) end`;

/**
 * The search box's suggestions (`GET /api/cari/saran`): the best matching titles, tutors and subjects of the word
 * index (same matching and order as the lists), and "did you mean" when nothing matches. One query to the dictionary
 * and one to the index; two more only when nothing matched.
 */
export async function suggestSearch(db: Database, q: string): Promise<SearchSuggestionsResponse['data']> {
  const plan = await planSearch(db, q);
  const rows = await db
    .select({
      kind: e.kind,
      itemId: e.itemId,
      slug: e.slug,
      label: e.label,
      detail: e.detail,
      classCount,
    })
    .from(searchEntries)
    // A suspended tutor's profile and items are not public (ADR 0019); the entry cannot know it, the read checks.
    .where(
      and(
        matchesPlan(plan),
        or(isNull(e.tutorId), sql`not ${isSuspendedUser(col(e.tutorId))}`),
        // A subject without a class would lead to an empty list.
        sql`(${col(e.kind)} <> 'subject' or exists (select 1 from ${searchEntries} as "classes"
          where "classes"."kind" = 'class' and "classes"."subject_id" = ${col(e.itemId)}))`,
      ),
    )
    .orderBy(...relevanceOrder(plan), kindOrder, sql`length(${col(e.label)})`, asc(e.label), asc(e.itemId))
    .limit(MAX_SEARCH_SUGGESTIONS);
  const suggestions = rows.map((row): SearchSuggestion => ({
    kind: row.kind as SearchSuggestionKind,
    id: row.kind === 'subject' ? (row.slug ?? row.itemId) : row.itemId,
    label: row.label,
    detail: row.kind === 'subject' ? String(row.classCount ?? 0) : row.detail,
  }));
  return { suggestions, didYouMean: suggestions.length === 0 ? await correctQuery(db, q) : null };
}
