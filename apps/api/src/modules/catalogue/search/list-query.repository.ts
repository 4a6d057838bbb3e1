import type { CatalogueSort } from '@scola/contracts';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../../db/client';
import { tutorProfiles } from '../tutors/tutors.tables';
import type { PageWindow } from './list-options';
import {
  matchesPlan,
  planSearch,
  relevanceOrder,
  type SearchKind,
  type SearchPlan,
} from './search.repository';
import { searchEntries } from './search.tables';

/**
 * How one public catalogue list (classes, packages, materials, courses, tutors) is searched, filtered, sorted and
 * paged. The lists differ only in these columns and conditions; `catalogueListQuery` writes the queries once.
 */
export interface CatalogueListSpec {
  /** The listed table and its id column (candidate sets of a search, last tie-break of every sort). */
  table: PgTable;
  id: AnyPgColumn;
  /** The column naming the item's tutor, when the item has one: the list joins `tutor_profiles` on it (visibility). */
  tutor?: AnyPgColumn;
  /** What the public may see (published, from a public tutor, …). */
  visible: SQL;
  /** The item's kind in the word index (its title, summary, subject or expertise and tutor's name are searched). */
  searchKind: SearchKind;
  /** The price filters (`hargaMin`/`hargaMaks`) and sorts compare, if the item has one. */
  price?: AnyPgColumn;
  /** The rating filter (`ratingMin`) and sort, if the item is rated. */
  rating?: { average: AnyPgColumn; count: AnyPgColumn };
  /** The order of the `newest` sort, also the tie-break of every other sort. */
  newest: SQL[];
}

/** The filters every list understands; the list's own ones come as conditions. */
export interface CatalogueListFilter {
  q?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  ratingMin?: number | undefined;
}

/** An equality condition, or none when the filter value is absent. */
export const equalTo = <T>(column: AnyPgColumn, value: T | undefined): SQL | undefined =>
  value === undefined ? undefined : eq(column, value);

export function catalogueListQuery(spec: CatalogueListSpec) {
  const { id, tutor, price, rating } = spec;

  function conditions(
    filter: CatalogueListFilter,
    own: (SQL | undefined)[],
    plan: SearchPlan | undefined,
  ): SQL[] {
    const where = [spec.visible, ...own];
    if (plan !== undefined) where.push(matchesPlan(plan));
    if (price && filter.priceMin !== undefined) where.push(gte(price, filter.priceMin));
    if (price && filter.priceMax !== undefined) where.push(lte(price, filter.priceMax));
    if (rating && filter.ratingMin !== undefined) where.push(gte(rating.average, filter.ratingMin));
    return where.filter((condition): condition is SQL => condition !== undefined);
  }

  function order(sort: CatalogueSort, plan: SearchPlan | undefined): SQL[] {
    const { newest } = spec;
    switch (sort) {
      case 'relevance': {
        if (plan === undefined) return newest;
        // Rating, then popularity (the number of ratings) among equally relevant items.
        return [
          ...relevanceOrder(plan),
          ...(rating ? [desc(rating.average), desc(rating.count)] : []),
          ...newest,
        ];
      }
      case 'price_asc':
        return price ? [asc(price), ...newest] : newest;
      case 'price_desc':
        return price ? [desc(price), ...newest] : newest;
      case 'rating':
        return rating ? [desc(rating.average), desc(rating.count), ...newest] : newest;
      default:
        return newest;
    }
  }

  /** The listed table, joined to the tutor's profile when the item has a tutor, and to its index entry when searching. */
  function from(db: Database, fields: SelectedFields, plan: SearchPlan | undefined): PgSelect {
    let query = db.select(fields).from(spec.table).$dynamic();
    if (tutor) query = query.innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutor));
    if (plan === undefined) return query;
    return query.innerJoin(
      searchEntries,
      and(eq(searchEntries.kind, spec.searchKind), eq(searchEntries.itemId, id)),
    );
  }

  return {
    /**
     * Public rows matching the filter and the list's own conditions, sorted, one page, with the total: 2 queries
     * (and one to the word dictionary when searching).
     */
    async list<S extends SelectedFields>(
      db: Database,
      fields: S,
      query: { filter: CatalogueListFilter; own: (SQL | undefined)[]; sort: CatalogueSort; page: PageWindow },
    ): Promise<{ rows: SelectResultFields<S>[]; total: number }> {
      const { filter, own, sort, page } = query;
      const plan = filter.q === undefined ? undefined : await planSearch(db, filter.q);
      const where = and(...conditions(filter, own, plan));
      const rows = await from(db, fields, plan)
        .where(where)
        .orderBy(...order(sort, plan))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await from(db, { n: sql<number>`count(*)::int` }, plan).where(where);
      return { rows: rows as SelectResultFields<S>[], total: Number(count?.n ?? 0) };
    },
  };
}
