import type { CatalogueSort } from '@scola/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../../db/client';
import { tutorProfiles } from '../tutors/tutors.tables';
import type { PageWindow } from './list-options';
import { col, matches, similarity, withSearch } from './search.repository';

/**
 * How one public catalogue list (classes, packages, materials, courses, tutors) is searched, filtered, sorted and
 * paged. The lists differ only in these columns and conditions; `catalogueListQuery` writes the queries once.
 */
export interface CatalogueListSpec {
  /** The listed table and its id column (candidate sets of a search, last tie-break of every sort). */
  table: PgTable;
  id: AnyPgColumn;
  /**
   * The column naming the item's tutor, when the item has one: the list joins `tutor_profiles` on it (visibility
   * and the tutor columns of a card read it), and a search also finds the items of tutors whose name matches.
   */
  tutor?: AnyPgColumn;
  /** What the public may see (published, from a public tutor, …). */
  visible: SQL;
  /**
   * A column of the listed table equivalent to `visible`, kept by the database (e.g. `live_classes.is_public`,
   * ADR 0063): the lists without a text query then choose their page on the listed table alone, by its partial
   * indexes, without joining the tutor's profile for every candidate row.
   */
  publicFlag?: AnyPgColumn;
  /** The searched text (`title || ' ' || summary`), its title part (ranked highest) and its weight in the rank. */
  search: { title: SQL; document: SQL; documentWeight: number };
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

/** The tutor's name weighs this much against the item's own title in the relevance rank. */
const TUTOR_NAME_WEIGHT = 0.8;

export function catalogueListQuery(spec: CatalogueListSpec) {
  const { id, tutor, price, rating, search } = spec;

  function searchCondition(q: string): SQL {
    if (tutor === undefined) return matches(q, search.document);
    // Two index-assisted candidate sets: the item's text (GIN on the item), the tutor's name (GIN on the profile).
    return sql`${col(id)} in (
      select ${col(id)} from ${spec.table} where ${matches(q, search.document)}
      union
      select ${col(id)} from ${spec.table} join ${tutorProfiles} on ${col(tutorProfiles.userId)} = ${col(tutor)}
      where ${matches(q, col(tutorProfiles.displayName))})`;
  }

  function conditions(filter: CatalogueListFilter, own: (SQL | undefined)[], visible = spec.visible): SQL[] {
    const where = [visible, ...own];
    if (filter.q !== undefined) where.push(searchCondition(filter.q));
    if (price && filter.priceMin !== undefined) where.push(gte(price, filter.priceMin));
    if (price && filter.priceMax !== undefined) where.push(lte(price, filter.priceMax));
    if (rating && filter.ratingMin !== undefined) where.push(gte(rating.average, filter.ratingMin));
    return where.filter((condition): condition is SQL => condition !== undefined);
  }

  function order(sort: CatalogueSort, q: string | undefined): SQL[] {
    const { newest } = spec;
    switch (sort) {
      case 'relevance': {
        if (q === undefined) return newest;
        const ranks = [similarity(q, search.title), similarity(q, search.document, search.documentWeight)];
        if (tutor) ranks.push(similarity(q, col(tutorProfiles.displayName), TUTOR_NAME_WEIGHT));
        return [
          desc(sql`greatest(${sql.join(ranks, sql`, `)})`),
          ...(rating ? [desc(rating.average)] : []),
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

  /** The listed table, joined to the tutor's profile when the item has a tutor. */
  function from(db: Database, fields: SelectedFields): PgSelect {
    const query = db.select(fields).from(spec.table).$dynamic();
    return tutor ? query.innerJoin(tutorProfiles, eq(tutorProfiles.userId, tutor)) : query;
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
    const where = and(...conditions(filter, own, visible));
    const candidates = () =>
      spec.publicFlag ? db.select({ id }).from(spec.table).$dynamic() : from(db, { id });
    const pageIds = candidates()
      .where(where)
      .orderBy(...order(sort, undefined))
      .limit(page.limit)
      .offset(page.offset);
    const rows = await from(db, fields)
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
     * (in a transaction when searching, for the search threshold). Without a text query the total is exact up to
     * `EXACT_TOTAL_LIMIT` and "at least `EXACT_TOTAL_LIMIT`" past it (`totalIsEstimate`).
     */
    list<S extends SelectedFields>(
      db: Database,
      fields: S,
      query: { filter: CatalogueListFilter; own: (SQL | undefined)[]; sort: CatalogueSort; page: PageWindow },
    ): Promise<ListPage<S>> {
      const { filter, own, sort, page } = query;
      if (filter.q === undefined) return browse(db, fields, query);
      return withSearch(db, filter.q, async (tx) => {
        const where = and(...conditions(filter, own));
        const rows = await from(tx, fields)
          .where(where)
          .orderBy(...order(sort, filter.q))
          .limit(page.limit)
          .offset(page.offset);
        const [count] = await from(tx, { n: sql<number>`count(*)::int` }).where(where);
        return {
          rows: rows as SelectResultFields<S>[],
          total: Number(count?.n ?? 0),
          totalIsEstimate: false,
        };
      });
    },
  };
}

/** One page of a list and its total (`totalIsEstimate`: the total is a lower bound, see `EXACT_TOTAL_LIMIT`). */
export interface ListPage<S extends SelectedFields> {
  rows: SelectResultFields<S>[];
  total: number;
  totalIsEstimate: boolean;
}
