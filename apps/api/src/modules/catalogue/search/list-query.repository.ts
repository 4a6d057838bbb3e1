import type { CatalogueSort } from '@scola/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../../db/client';
import { tutorProfiles } from '../tutors/tutors.tables';
import type { PageWindow } from './list-options';
import {
  col,
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
  /**
   * A column of the listed table equivalent to `visible`, kept by the database (e.g. `live_classes.is_public`,
   * ADR 0063): the lists without a text query then choose their page on the listed table alone, by its partial
   * indexes, without joining the tutor's profile for every candidate row.
   */
  publicFlag?: AnyPgColumn;
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

/**
 * Up to this many matching rows a list's total is exact; past it the count stops and the answer says
 * "at least this many" (`totalIsEstimate`, ADR 0063): a count of every match would read every matching row on every
 * page, the one cost of a list that grows with the catalogue.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

export function catalogueListQuery(spec: CatalogueListSpec) {
  const { id, tutor, price, rating } = spec;

  function conditions(
    filter: CatalogueListFilter,
    own: (SQL | undefined)[],
    plan: SearchPlan | undefined,
    visible = spec.visible,
  ): SQL[] {
    const where = [visible, ...own];
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

  /**
   * A list without a text query: the page's ids first, on the listed table alone when it has a public flag (an
   * index scan of a partial index in the page's order, reading only index entries up to the page however deep), then
   * the cards of those ids only; the total is counted up to `EXACT_TOTAL_LIMIT` + 1 rows.
   */
  async function browse<S extends SelectedFields>(
    db: Database,
    fields: S,
    query: { filter: CatalogueListFilter; own: (SQL | undefined)[]; sort: CatalogueSort; page: PageWindow },
  ): Promise<ListPage<S>> {
    const { filter, own, sort, page } = query;
    // The bare column, not `= $1`: a partial index `where is_public` matches only the very same expression.
    const visible = spec.publicFlag ? sql`${col(spec.publicFlag)}` : spec.visible;
    const where = and(...conditions(filter, own, undefined, visible));
    const candidates = () =>
      spec.publicFlag ? db.select({ id }).from(spec.table).$dynamic() : from(db, { id }, undefined);
    const pageIds = candidates()
      .where(where)
      .orderBy(...order(sort, undefined))
      .limit(page.limit)
      .offset(page.offset);
    const rows = await from(db, fields, undefined)
      .where(inArray(id, pageIds))
      .orderBy(...order(sort, undefined));
    const capped = candidates()
      .where(where)
      .limit(EXACT_TOTAL_LIMIT + 1)
      .as('capped');
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
    const total = Number(count?.n ?? 0);
    return {
      rows: rows as SelectResultFields<S>[],
      ...(total > EXACT_TOTAL_LIMIT
        ? { total: EXACT_TOTAL_LIMIT, totalIsEstimate: true }
        : { total, totalIsEstimate: false }),
    };
  }

  return {
    /**
     * Public rows matching the filter and the list's own conditions, sorted, one page, with the total: 2 queries
     * (and one to the word dictionary when searching). Without a text query the total is exact up to
     * `EXACT_TOTAL_LIMIT` and "at least `EXACT_TOTAL_LIMIT`" past it (`totalIsEstimate`).
     */
    async list<S extends SelectedFields>(
      db: Database,
      fields: S,
      query: { filter: CatalogueListFilter; own: (SQL | undefined)[]; sort: CatalogueSort; page: PageWindow },
    ): Promise<ListPage<S>> {
      const { filter, own, sort, page } = query;
      if (filter.q === undefined) return browse(db, fields, query);
      const plan = await planSearch(db, filter.q);
      const where = and(...conditions(filter, own, plan));
      const rows = await from(db, fields, plan)
        .where(where)
        .orderBy(...order(sort, plan))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await from(db, { n: sql<number>`count(*)::int` }, plan).where(where);
      return { rows: rows as SelectResultFields<S>[], total: Number(count?.n ?? 0), totalIsEstimate: false };
    },
  };
}

/** One page of a list and its total (`totalIsEstimate`: the total is a lower bound, see `EXACT_TOTAL_LIMIT`). */
export interface ListPage<S extends SelectedFields> {
  rows: SelectResultFields<S>[];
  total: number;
  totalIsEstimate: boolean;
}
