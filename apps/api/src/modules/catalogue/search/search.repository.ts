import { and, type Column, desc, eq, getTableName, gt, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { searchDictionary, searchEntries, searchWordVariants } from './search.tables';
import { allowedTypos, deletionsOf, typoDistance, wordsOf } from './words';

/**
 * Typo-tolerant search over the catalogue's word index (ADR 0059, migration 0035). A query word matches the
 * dictionary words within its allowed typos (found through the shared deletion variants, then checked with the
 * exact distance); the last word also matches the words it begins (search as you type). An entry matches when every
 * query word matches one of its words.
 */

/** The kinds of entry in the index; `subject` entries feed the suggestions only. */
export type SearchKind = 'class' | 'package' | 'material' | 'course' | 'tutor' | 'subject';

/** What one query word matches, by quality: the word itself, words it begins, words within its typos. */
export interface SearchTerm {
  word: string;
  exact: string[];
  prefixed: string[];
  typos: string[];
}

/** The words a query matches; no terms when the query has no word at all (it then matches nothing). */
export interface SearchPlan {
  terms: SearchTerm[];
}

/** Most completions of the word being typed (the most frequent first). */
const MAX_COMPLETIONS = 50;

interface Candidate {
  word: string;
  frequency: number;
  completes: boolean;
}

/** Dictionary words sharing a deletion variant with a query word, and completions of `prefix` when given. */
async function candidatesOf(db: Database, variants: string[], prefix: string | null): Promise<Candidate[]> {
  const used = gt(searchDictionary.frequency, 0);
  const [typos, completions] = await Promise.all([
    db
      .select({ word: searchDictionary.word, frequency: searchDictionary.frequency })
      .from(searchWordVariants)
      .innerJoin(searchDictionary, eq(searchDictionary.word, searchWordVariants.word))
      .where(and(inArray(searchWordVariants.variant, variants), used)),
    prefix === null
      ? []
      : db
          .select({ word: searchDictionary.word, frequency: searchDictionary.frequency })
          .from(searchDictionary)
          .where(and(like(searchDictionary.word, `${prefix}%`), used))
          .orderBy(desc(searchDictionary.frequency))
          .limit(MAX_COMPLETIONS),
  ]);
  return [
    ...typos.map((row) => ({ ...row, completes: false })),
    ...completions.map((row) => ({ ...row, completes: true })),
  ];
}

/**
 * The plan of a query: one round trip to the dictionary. `extraTypos` widens every word's allowance (did-you-mean
 * looks one typo further than the search itself).
 */
async function termsOf(db: Database, q: string, extraTypos = 0) {
  const words = wordsOf(q);
  if (words.length === 0) return { words, candidates: [] as Candidate[], typosOf: () => 0 };
  const typosOf = (word: string) => Math.min(2, allowedTypos(word) + (word.length >= 3 ? extraTypos : 0));
  const variants = [...new Set(words.flatMap((word) => deletionsOf(word, typosOf(word))))];
  const candidates = await candidatesOf(db, variants, extraTypos === 0 ? (words.at(-1) ?? null) : null);
  return { words, candidates, typosOf };
}

export async function planSearch(db: Database, q: string): Promise<SearchPlan> {
  const { words, candidates, typosOf } = await termsOf(db, q);
  const last = words.length - 1;
  const terms = words.map((word, index) => {
    const typos = new Set<string>();
    const prefixed = new Set<string>();
    for (const candidate of candidates) {
      if (candidate.word === word) continue;
      if (candidate.completes) {
        if (index === last && candidate.word.startsWith(word)) prefixed.add(candidate.word);
      } else if (typoDistance(word, candidate.word, typosOf(word)) <= typosOf(word)) {
        typos.add(candidate.word);
      }
    }
    for (const word of prefixed) typos.delete(word);
    return { word, exact: [word], prefixed: [...prefixed], typos: [...typos] };
  });
  return { terms };
}

/** Every word a term matches. */
export const wordsOfTerm = (term: SearchTerm) => [...term.exact, ...term.prefixed, ...term.typos];

/** `ARRAY['a', 'b']::text[]` with one parameter per word (works the same on PostgreSQL and PGlite). */
export const textArray = (words: string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/** `words` (an entry's column) holds a word of every term. */
export function matchesPlan(plan: SearchPlan, words: SQL = col(searchEntries.words)): SQL {
  if (plan.terms.length === 0) return sql`false`;
  return sql.join(
    plan.terms.map((term) => sql`${words} && ${textArray(wordsOfTerm(term))}`),
    sql` and `,
  );
}

/** How many terms `words` holds in the given forms (a rank component). */
function countOf(plan: SearchPlan, words: SQL, forms: (term: SearchTerm) => string[]): SQL<number> {
  const parts = plan.terms
    .map(forms)
    .filter((list) => list.length > 0)
    .map((list) => sql`(${words} && ${textArray(list)})::int`);
  return parts.length === 0 ? sql<number>`0` : sql<number>`(${sql.join(parts, sql` + `)})`;
}

/**
 * The relevance order of matching entries (ADR 0059): more words as typed, then more words without typos (the
 * word being typed completed), then more words in the title; the caller adds rating, popularity and recency.
 */
export function relevanceOrder(plan: SearchPlan): SQL[] {
  const words = col(searchEntries.words);
  const title = col(searchEntries.titleWords);
  return [
    sql`${countOf(plan, words, (term) => term.exact)} desc`,
    sql`${countOf(plan, words, (term) => [...term.exact, ...term.prefixed])} desc`,
    sql`${countOf(plan, title, wordsOfTerm)} desc`,
  ];
}

/**
 * "Did you mean": when no entry matches the query as typed (typos allowed), the closest dictionary spelling of each
 * word (one typo further than the search allows, the most frequent word among equally close ones), if that spelling
 * does match something. Null when the query matches, or no better spelling exists.
 */
export async function correctQuery(db: Database, q: string): Promise<string | null> {
  const plan = await planSearch(db, q);
  if (plan.terms.length === 0 || (await anyEntryMatches(db, plan))) return null;
  const { words, candidates, typosOf } = await termsOf(db, q, 1);
  const corrected = words.map((word) => {
    let best: { word: string; distance: number; frequency: number } | null = null;
    for (const candidate of candidates) {
      const distance = typoDistance(word, candidate.word, typosOf(word));
      if (distance > typosOf(word)) continue;
      const better =
        best === null ||
        distance < best.distance ||
        (distance === best.distance && candidate.frequency > best.frequency);
      if (better) best = { word: candidate.word, distance, frequency: candidate.frequency };
    }
    return best?.word ?? word;
  });
  if (corrected.every((word, i) => word === words[i])) return null;
  const correctedPlan: SearchPlan = {
    terms: corrected.map((word) => ({ word, exact: [word], prefixed: [], typos: [] })),
  };
  return (await anyEntryMatches(db, correctedPlan)) ? corrected.join(' ') : null;
}

async function anyEntryMatches(db: Database, plan: SearchPlan): Promise<boolean> {
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(searchEntries)
    .where(matchesPlan(plan))
    .limit(1);
  return rows.length > 0;
}

/**
 * `"table"."column"`, always qualified. Drizzle leaves columns unqualified in queries over a single table, which
 * would let a column of a correlated subquery bind to the wrong table (e.g. `"id"`); subqueries written with
 * `sql` use this for every column.
 */
export const col = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
