import type { CatalogueSort, LiveClassListQuery } from '@scola/contracts';
import { effectiveSort } from '../search/list-options';
import type { CatalogueReadNamespace } from './read-cache';
import type { CatalogueChange, ClassFacets, ClassRowChange } from './row-changes';

/**
 * What a cached class answer depends on (ADR 0062), so that a change to one class evicts only the answers that can
 * show it. Every test here errs on the side of evicting: an answer kept by mistake would be stale, one evicted by
 * mistake only costs a reload.
 */
export type ClassAnswerDependency =
  | { kind: 'class-detail'; id: string }
  | {
      kind: 'class-list';
      query: LiveClassListQuery;
      sort: CatalogueSort;
      /** The classes on the page. */
      ids: ReadonlySet<string>;
      /** Sort positions of the first and last card (absent for an empty page). */
      first?: SortPoint;
      last?: SortPoint;
      /** Whether the page is full: a row sorted after its last card belongs to a later page. */
      full: boolean;
    };

/** Where a class sorts: its sort columns (list-query.repository.ts), from a card or from a row's facets. */
interface SortPoint {
  id: string;
  price: number;
  ratingAverage: number;
  ratingCount: number;
  /** Epoch milliseconds: rows carry microseconds as fraction (exact), cards whole milliseconds (not exact). */
  publishedAt: number | null;
  exact: boolean;
}

interface CardLike {
  id: string;
  finalPrice: number;
  rating: { average: number; count: number };
  publishedAt: string;
}

const isCard = (value: unknown): value is CardLike => {
  const card = value as Partial<CardLike> | null;
  return (
    typeof card?.id === 'string' &&
    typeof card.finalPrice === 'number' &&
    typeof card.rating?.average === 'number' &&
    typeof card.rating.count === 'number' &&
    typeof card.publishedAt === 'string'
  );
};

const pointOfCard = (card: CardLike): SortPoint => ({
  id: card.id,
  price: card.finalPrice,
  ratingAverage: card.rating.average,
  ratingCount: card.rating.count,
  publishedAt: Date.parse(card.publishedAt),
  exact: false,
});

const pointOfRow = (id: string, facets: ClassFacets): SortPoint => ({
  id,
  price: facets.finalPrice,
  ratingAverage: facets.ratingAverage,
  ratingCount: facets.ratingCount,
  publishedAt: facets.publishedAt,
  exact: true,
});

/** The dependency of a `kelas:list` answer to `query`; undefined when the answer is not the expected shape. */
export function classListDependency(
  query: LiveClassListQuery,
  answer: unknown,
): ClassAnswerDependency | undefined {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || !data.every(isCard)) return undefined;
  const first = data[0];
  const last = data.at(-1);
  return {
    kind: 'class-list',
    query,
    sort: effectiveSort(query.sort, query.q),
    ids: new Set(data.map((card) => card.id)),
    ...(first && last ? { first: pointOfCard(first), last: pointOfCard(last) } : {}),
    full: data.length >= query.pageSize,
  };
}

type Order = -1 | 0 | 1 | undefined;

const byNumber = (a: number, b: number): Order => (a < b ? -1 : a > b ? 1 : 0);

/** `newest` (published_at desc nulls last): a card's time lost its microseconds, so under 1 ms apart is unsure. */
function byPublished(a: SortPoint, b: SortPoint): Order {
  const [x, y] = [a.publishedAt, b.publishedAt];
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  if (!(a.exact && b.exact) && Math.abs(x - y) < 1) return undefined;
  return x > y ? -1 : x < y ? 1 : 0;
}

/** Orders two sort points like the SQL `order by` of `sort` (without `relevance`); undefined when unsure. */
function compare(sort: CatalogueSort, a: SortPoint, b: SortPoint): Order {
  const steps: (() => Order)[] = [];
  if (sort === 'price_asc') steps.push(() => byNumber(a.price, b.price));
  if (sort === 'price_desc') steps.push(() => byNumber(b.price, a.price));
  if (sort === 'rating') {
    steps.push(() => byNumber(b.ratingAverage, a.ratingAverage));
    steps.push(() => byNumber(b.ratingCount, a.ratingCount));
  }
  steps.push(() => byPublished(a, b));
  steps.push(() => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const step of steps) {
    const order = step();
    if (order !== 0) return order;
  }
  return 0;
}

/** Whether a class in these facets is in the list of `query` (the facets the query filters on). */
function inList(query: LiveClassListQuery, facets: ClassFacets | null): boolean {
  if (facets === null || facets.status !== 'published') return false;
  const subject = query.pelajaran?.toLowerCase();
  if (subject !== undefined && subject !== facets.subjectId && subject !== facets.subjectSlug?.toLowerCase())
    return false;
  if (query.jenjang !== undefined && query.jenjang !== facets.level) return false;
  if (query.jenis !== undefined && query.jenis !== facets.kind) return false;
  if (query.tutor !== undefined && query.tutor.toLowerCase() !== facets.tutorId) return false;
  if (query.hargaMin !== undefined && facets.finalPrice < query.hargaMin) return false;
  if (query.hargaMaks !== undefined && facets.finalPrice > query.hargaMaks) return false;
  if (query.ratingMin !== undefined && facets.ratingAverage < query.ratingMin) return false;
  // Not in the facets, so assumed to match: a search `q` (the word index also matches the subject, the level and the
  // tutor's skills, ADR 0059, which the facets do not carry), `keahlian` (the tutor's skills) and the tutor being
  // public.
  // `classListAffectedBy` evicts when what they read changed (another tutor).
  return true;
}

type Side = 'before' | 'inside' | 'after';

/** Where a row sorts relative to a (non-empty) page. */
function sideOf(dependency: Extract<ClassAnswerDependency, { kind: 'class-list' }>, point: SortPoint): Side {
  const { first, last, sort, full } = dependency;
  if (!first || !last) return 'inside';
  if (compare(sort, point, first) === -1) return 'before';
  // After the last card of a page that is not full, the row would be on this page.
  if (full && compare(sort, point, last) === 1) return 'after';
  return 'inside';
}

/**
 * Whether a class list answer can differ after the change of one class: it shows the class; the class enters or
 * leaves the list (the total changes on every page); or it moves across or into the page's range of sort keys.
 * Symmetric in old and new, so it holds whether the cached answer was read before or after the change.
 */
export function classListAffectedBy(
  dependency: Extract<ClassAnswerDependency, { kind: 'class-list' }>,
  change: ClassRowChange,
): boolean {
  if (dependency.ids.has(change.id)) return true;
  const { old: before, new: after } = change;
  const { query, sort } = dependency;
  // Another tutor: visibility and `keahlian` follow the tutor and are not in the facets.
  if (before && after && before.tutorId !== after.tutorId) return true;
  const wasIn = inList(query, before);
  const isIn = inList(query, after);
  if (wasIn !== isIn) return true;
  if (!wasIn || !before || !after) return false;
  // Possibly in the list before and after, with the same total: only a move can change the page. A search's rank
  // and its matching follow the text.
  if (query.q !== undefined && before.text !== after.text) return true;
  if (!dependency.first) return false; // a page past the end stays empty
  if (sort === 'relevance') {
    // Ranked by text similarity (unchanged here), then rating, then newest.
    return before.ratingAverage !== after.ratingAverage || before.publishedAt !== after.publishedAt;
  }
  const from = pointOfRow(change.id, before);
  const to = pointOfRow(change.id, after);
  if (compare(sort, from, to) === 0) return false;
  const sideBefore = sideOf(dependency, from);
  return sideBefore === 'inside' || sideBefore !== sideOf(dependency, to);
}

/** Whether a cached class answer can differ after a change of the sessions of `classIds` (cards show counts, dates). */
export function classAnswerShows(dependency: ClassAnswerDependency, classIds: readonly string[]): boolean {
  return dependency.kind === 'class-detail'
    ? classIds.includes(dependency.id)
    : classIds.some((id) => dependency.ids.has(id));
}

/** The namespaces whose answers carry a dependency and are evicted row by row; others clear by table. */
export const rowEvictedNamespaces: readonly CatalogueReadNamespace[] = ['kelas:list', 'kelas:detail'];

/**
 * The dependency of an answer of `namespace` read for `input` (the validated query of a list, the id of a detail);
 * undefined for the namespaces that clear by table, or an answer of an unexpected shape (then not cached).
 */
export function classAnswerDependency(
  namespace: CatalogueReadNamespace,
  input: unknown,
  answer: unknown,
): ClassAnswerDependency | undefined {
  if (namespace === 'kelas:detail')
    return typeof input === 'string' ? { kind: 'class-detail', id: input.toLowerCase() } : undefined;
  if (namespace === 'kelas:list' && typeof input === 'object' && input !== null)
    return classListDependency(input as LiveClassListQuery, answer);
  return undefined;
}

/** Whether a cached class answer can differ after `change` (a row change of classes or of their sessions). */
export function classAnswerAffectedBy(
  dependency: ClassAnswerDependency,
  change: Exclude<CatalogueChange, { kind: 'table' }>,
): boolean {
  if (change.kind === 'class-sessions') return classAnswerShows(dependency, change.classIds);
  if (dependency.kind === 'class-detail') return change.rows.some((row) => row.id === dependency.id);
  return change.rows.some((row) => classListAffectedBy(dependency, row));
}
