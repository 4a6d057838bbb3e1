import { asc, type Column, getTableName, inArray, like, type SQL, sql } from 'drizzle-orm';
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

/** Most completions of the word being typed (the shortest first: the closest to what is typed). */
const MAX_COMPLETIONS = 10;

interface Candidate {
  word: string;
  completes: boolean;
}

/** Dictionary words sharing a deletion variant with a query word, and completions of `prefix` when given. */
async function candidatesOf(db: Database, variants: string[], prefix: string | null): Promise<Candidate[]> {
  const [typos, completions] = await Promise.all([
    db
      .selectDistinct({ word: searchWordVariants.word })
      .from(searchWordVariants)
      .where(inArray(searchWordVariants.variant, variants)),
    prefix === null
      ? []
      : db
          .select({ word: searchDictionary.word })
          .from(searchDictionary)
          .where(like(searchDictionary.word, `${prefix}%`))
          .orderBy(sql`length(${col(searchDictionary.word)})`, asc(searchDictionary.word))
          .limit(MAX_COMPLETIONS),
  ]);
  return [
    ...typos.map((row) => ({ word: row.word, completes: false })),
    ...completions.map((row) => ({ word: row.word, completes: true })),
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
    // A word the dictionary lacks matches nothing as typed: leaving it out keeps the arrays compared per row short.
    const known = candidates.some((candidate) => candidate.word === word);
    return { word, exact: known ? [word] : [], prefixed: [...prefixed], typos: [...typos] };
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
  // No word at all, or a word matching no dictionary word: nothing matches.
  if (plan.terms.length === 0 || plan.terms.some((term) => wordsOfTerm(term).length === 0)) return sql`false`;
  return sql.join(
    plan.terms.map((term) => sql`${words} && ${textArray(wordsOfTerm(term))}`),
    sql` and `,
  );
}

/** How many terms `words` holds in the given forms (a rank component); none when no term has such a form. */
function countOf(plan: SearchPlan, words: SQL, forms: (term: SearchTerm) => string[]): SQL | undefined {
  const parts = plan.terms
    .map(forms)
    .filter((list) => list.length > 0)
    .map((list) => sql`(${words} && ${textArray(list)})::int`);
  // (A bare `order by 0` would name a column position, so an empty component is left out instead.)
  return parts.length === 0 ? undefined : sql`(${sql.join(parts, sql` + `)}) desc`;
}

/**
 * The relevance order of matching entries (ADR 0059): more words as typed, then more words without typos (the
 * word being typed completed), then more words in the title; the caller adds rating, popularity and recency.
 */
export function relevanceOrder(plan: SearchPlan, words: SQL = col(searchEntries.words)): SQL[] {
  const title = col(searchEntries.titleWords);
  return [
    countOf(plan, words, (term) => term.exact),
    countOf(plan, words, (term) => [...term.exact, ...term.prefixed]),
    countOf(plan, title, wordsOfTerm),
  ].filter((part): part is SQL => part !== undefined);
}

/**
 * "Did you mean": when no entry matches the query as typed (typos allowed), the closest dictionary spelling of each
 * word (one typo further than the search allows, the most used word among equally close ones), if that spelling
 * does match something. Null when the query matches, or no better spelling exists.
 */
export async function correctQuery(db: Database, q: string): Promise<string | null> {
  const plan = await planSearch(db, q);
  if (plan.terms.length === 0 || (await anyEntryMatches(db, plan))) return null;
  const { words, candidates, typosOf } = await termsOf(db, q, 1);
  const corrected: string[] = [];
  for (const word of words) {
    const allowed = typosOf(word);
    const distances = candidates.map((candidate) => typoDistance(word, candidate.word, allowed));
    const closest = Math.min(allowed + 1, ...distances);
    const nearest = [...new Set(candidates.filter((_, i) => distances[i] === closest).map((c) => c.word))];
    corrected.push(closest > allowed ? word : await mostUsed(db, nearest));
  }
  if (corrected.every((word, i) => word === words[i])) return null;
  const correctedPlan: SearchPlan = {
    terms: corrected.map((word) => ({ word, exact: [word], prefixed: [], typos: [] })),
  };
  return (await anyEntryMatches(db, correctedPlan)) ? corrected.join(' ') : null;
}

/** Of equally close spellings, the one most entries hold (counted up to a bound: only the order matters). */
async function mostUsed(db: Database, words: string[]): Promise<string> {
  if (words.length <= 1) return words[0] ?? '';
  const counts = await Promise.all(
    words.map(async (word) => {
      const holders = db
        .select({ found: sql`1` })
        .from(searchEntries)
        .where(sql`${col(searchEntries.words)} @> ${textArray([word])}`)
        .limit(MAX_COUNTED)
        .as('holders');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(holders);
      return { word, n: row?.n ?? 0 };
    }),
  );
  return counts.reduce((best, next) => (next.n > best.n ? next : best)).word;
}

const MAX_COUNTED = 1000;

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
