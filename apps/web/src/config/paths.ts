import { type RouteEntry, routeTable } from './route-table';

/**
 * Links built from the route table: `paths.classDetail(id)` → `/kelas/<id>`, `paths.orders({ status: 'pending' })`
 * → `/transaksi?status=pending`. One builder per route id, typed from the table, so a renamed path changes every
 * link with it and a misspelt route or a missing `:id` is a compile error. Every `Link`/`navigate`/`to` of the web
 * client uses these (lint refuses a hand-typed `'/…'` there, ADR 0016).
 *
 * A builder takes the path's parameter (when it has one: `:id`, `:id?`, `:number`) and then, optionally, the query.
 * Path parameters and query values are URI-encoded; query entries that are `undefined` or `null` are left out and
 * the others keep their order.
 */

/** Query values of a link (left out when `undefined` or `null`). */
export type LinkQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? Head | Segments<Rest>
  : Path;
type RequiredParam<Path extends string> =
  Segments<Path> extends infer S
    ? S extends `:${infer Name}`
      ? Name extends `${string}?`
        ? never
        : Name
      : never
    : never;
type OptionalParam<Path extends string> =
  Segments<Path> extends infer S ? (S extends `:${infer Name}?` ? Name : never) : never;
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/** The parameters of a path with several (none has so far): one object, `{ classId, sessionId }`. */
export type PathParams<Path extends string> = { [K in RequiredParam<Path>]: string } & {
  [K in OptionalParam<Path>]?: string | null;
};

/** The link builder of one path pattern. */
export type PathBuilder<Path extends string> = [RequiredParam<Path> | OptionalParam<Path>] extends [never]
  ? (query?: LinkQuery) => string
  : true extends IsUnion<RequiredParam<Path> | OptionalParam<Path>>
    ? (params: PathParams<Path>, query?: LinkQuery) => string
    : [RequiredParam<Path>] extends [never]
      ? (param?: string | null, query?: LinkQuery) => string
      : (param: string, query?: LinkQuery) => string;

type Entry = (typeof routeTable)[number];

/** One builder per route id of the table. */
export type Paths = { readonly [E in Entry as E['id']]: PathBuilder<E['path']> };

const paramName = (segment: string) => segment.replace(/^:/, '').replace(/\?$/, '');

/** `a=1&b=x%20y` of `query` (empty when nothing is set). */
export function queryString(query: LinkQuery = {}): string {
  return Object.entries(query)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/**
 * A concrete link of a route path: each `:name` filled from `params`, an optional `:name?` dropped when its value
 * is missing, then `?query`. Throws on a missing required parameter (the types prevent it; this guards casts).
 */
export function buildPath(
  path: string,
  params: Readonly<Record<string, string | null | undefined>> = {},
  query?: LinkQuery,
): string {
  const segments = path.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const value = params[paramName(segment)];
    if (value === undefined || value === null || value === '') {
      if (segment.endsWith('?')) return [];
      throw new Error(`Missing the parameter "${segment}" of "${path}"`);
    }
    return [encodeURIComponent(value)];
  });
  const pathname = segments.join('/') || '/';
  const search = queryString(query);
  return search ? `${pathname}?${search}` : pathname;
}

function builderOf(entry: RouteEntry) {
  const names = entry.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map(paramName);
  const [only] = names;
  if (names.length === 0) return (query?: LinkQuery) => buildPath(entry.path, {}, query);
  if (names.length === 1 && only !== undefined)
    return (param?: string | null, query?: LinkQuery) => buildPath(entry.path, { [only]: param }, query);
  return (params: Readonly<Record<string, string | null | undefined>>, query?: LinkQuery) =>
    buildPath(entry.path, params, query);
}

export const paths = Object.fromEntries(
  routeTable.map((entry) => [entry.id, builderOf(entry)]),
) as unknown as Paths;
