import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/**
 * Typo-tolerant search with pg_trgm. `q <% text` (word similarity of the query to the best matching stretch of the
 * text ≥ the threshold) is answered by the GIN trigram indexes of migration 0002; `word_similarity` ranks.
 * The threshold is set per transaction (`set_config(…, true)`), so no connection or database setting is needed and
 * pooled connections are left as they were.
 */
export const SEARCH_THRESHOLD = 0.45;

/** Runs `work` with the search threshold set when there is a query; otherwise straight on `db`. */
export async function withSearch<T>(
  db: Database,
  q: string | undefined,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (q === undefined) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_THRESHOLD)}, true)`,
    );
    return work(tx);
  });
}

/** `q` is similar enough to a word stretch of `text` (index-assisted). */
export const matches = (q: string, text: SQL) => sql`(${q}::text <% ${text})`;

/** Word similarity of `q` to `text`, 0–1, weighted. */
export const similarity = (q: string, text: SQL, weight = 1) =>
  sql`(${weight}::real * word_similarity(${q}::text, ${text}))`;

/**
 * `"table"."column"`, always qualified. Drizzle leaves columns unqualified in queries over a single table, which
 * would let a column of a correlated subquery bind to the wrong table (e.g. `"id"`); subqueries written with
 * `sql` use this for every column.
 */
export const col = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
