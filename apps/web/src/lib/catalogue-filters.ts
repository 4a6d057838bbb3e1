/**
 * Search and filters of the catalogue lists live in the URL query (`/kelas?q=aljabar&jenjang=SMA&page=2`), so a
 * result page can be shared and the back button walks through earlier searches. The query parameter names are the
 * API's (`q`, `pelajaran`, `jenjang`, `jenis`, `keahlian`, `kategori`, `kota`, `hargaMin`, `hargaMaks`,
 * `ratingMin`, `sort`, `page`): the same values go from the URL to `GET /api/<list>`.
 *
 * Reading is forgiving: a value that is not valid (an unknown level, a negative price, `page=abc`…) is dropped, never
 * sent to the API, so a hand-edited or outdated link still shows results.
 */

export type FilterFieldSpec =
  /** Free text (trimmed; blank = absent). */
  | { kind: 'text'; maxLength: number }
  /** One of `values`. */
  | { kind: 'enum'; values: readonly string[] }
  /** A reference item by id (UUID) or slug. */
  | { kind: 'slug' }
  /** Integer rupiah from 0 to `max`. */
  | { kind: 'price'; max: number }
  /** Minimum average rating, 0 to 5. */
  | { kind: 'rating' }
  /** Page number, from 1 (1 is the default and left out of the URL). */
  | { kind: 'page' };

export type FilterSpec = Readonly<Record<string, FilterFieldSpec>>;

type NumericKinds = 'price' | 'rating' | 'page';
export type FilterValues<S extends FilterSpec> = {
  [K in keyof S]?: S[K]['kind'] extends NumericKinds ? number : string;
};

const UUID_OR_SLUG =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9]+(?:-[a-z0-9]+)*)$/i;
const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** The valid value of one field, or `undefined`. */
export function parseField(
  spec: FilterFieldSpec,
  raw: string | null | undefined,
): string | number | undefined {
  if (raw === null || raw === undefined) return undefined;
  const value = raw.trim();
  if (value === '') return undefined;
  switch (spec.kind) {
    case 'text':
      return value.length <= spec.maxLength ? value : undefined;
    case 'enum':
      return spec.values.includes(value) ? value : undefined;
    case 'slug':
      return value.length <= 100 && UUID_OR_SLUG.test(value) ? value : undefined;
    case 'price': {
      if (!INTEGER.test(value)) return undefined;
      const amount = Number(value);
      return amount <= spec.max ? amount : undefined;
    }
    case 'rating': {
      if (!DECIMAL.test(value)) return undefined;
      const rating = Number(value);
      return rating <= 5 ? rating : undefined;
    }
    case 'page': {
      if (!INTEGER.test(value)) return undefined;
      const page = Number(value);
      return page >= 2 && page <= 100_000 ? page : undefined;
    }
  }
}

/** Drops a price range that cannot match anything (`hargaMin` above `hargaMaks`): the upper bound goes. */
function checkRange<S extends FilterSpec>(values: FilterValues<S>): FilterValues<S> {
  const record = values as Record<string, string | number | undefined>;
  const min = record.hargaMin;
  const max = record.hargaMaks;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    const { hargaMaks: _dropped, ...rest } = record;
    return rest as FilterValues<S>;
  }
  return values;
}

/** The valid filters of a URL query; unknown keys and invalid values are left out. */
export function parseFilters<S extends FilterSpec>(spec: S, params: URLSearchParams): FilterValues<S> {
  const values: Record<string, string | number> = {};
  for (const [name, field] of Object.entries(spec)) {
    const value = parseField(field, params.get(name));
    if (value !== undefined) values[name] = value;
  }
  return checkRange(values as FilterValues<S>);
}

/** The URL query of `values` in the spec's order; absent values and page 1 are left out (one URL per search). */
export function serializeFilters<S extends FilterSpec>(spec: S, values: FilterValues<S>): URLSearchParams {
  const params = new URLSearchParams();
  const record = checkRange(values) as Record<string, string | number | undefined>;
  for (const [name, field] of Object.entries(spec)) {
    const value = parseField(field, record[name] === undefined ? undefined : String(record[name]));
    if (value !== undefined) params.set(name, String(value));
  }
  return params;
}

/** `values` without the page number: a new search starts at page 1. */
export function withoutPage<S extends FilterSpec>(values: FilterValues<S>): FilterValues<S> {
  const { page: _page, ...rest } = values as Record<string, unknown>;
  return rest as FilterValues<S>;
}

/** How many filters (besides the search text, the sort order and the page) are set. */
export function countActiveFilters<S extends FilterSpec>(values: FilterValues<S>): number {
  return Object.entries(values).filter(
    ([name, value]) => value !== undefined && !['q', 'sort', 'page'].includes(name),
  ).length;
}

/** The API path of a list: `apiListPath('/kelas', { q: 'aljabar' }, 12)` → `/kelas?q=aljabar&pageSize=12`. */
export function apiListPath<S extends FilterSpec>(
  base: string,
  spec: S,
  values: FilterValues<S>,
  pageSize: number,
): string {
  const params = serializeFilters(spec, values);
  params.set('pageSize', String(pageSize));
  return `${base}?${params.toString()}`;
}
