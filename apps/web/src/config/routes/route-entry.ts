/**
 * The shape of a route table entry and the helpers the area files (`routes/<area>.ts`) build their entries with.
 * Plain data, no React: the router, the guard, unit tests and the browser tests all read the same list.
 */

export const layoutNames = [
  'admin',
  'app',
  'default',
  'frontend-math',
  'frontend-student',
  'frontend-tanpa-header',
  'frontend-tutor',
  'frontend',
  'layout-admin',
] as const;
export type LayoutName = (typeof layoutNames)[number];

/** `true`: needs a signed-in user (default); `false`: public; `'guest'`: signed-out visitors only. */
export type RouteAuth = boolean | 'guest';

/** The role (a value of the user's `scope`) a page needs besides being signed in. */
export type RouteScope = 'admin' | 'tutor';

export interface RouteEntry {
  /** Stable English name: route id, and the i18n key of the page title (`pages.<id>`). */
  readonly id: string;
  /** Full path in react-router syntax (`:id` required, `:id?` optional). */
  readonly path: string;
  readonly layout: LayoutName;
  readonly auth: RouteAuth;
  /** `true` while the page is only declared (no page module yet: the router answers 404); every page is built now. */
  readonly planned: boolean;
  /** Id of the parent entry when this page is a nested tab of it. */
  readonly parent?: string;
  /** Names of route middleware to run before the page (resolved in `middleware.ts`). */
  readonly middleware?: readonly string[];
  /** The role the page needs (checked by the auth guard after sign-in). */
  readonly scope?: RouteScope;
}

type Options = Partial<Pick<RouteEntry, 'planned' | 'parent' | 'middleware' | 'scope'>>;

/**
 * An entry whose id and path keep their literal types, so that `paths.ts` can offer one typed link builder per
 * route (`paths.classDetail(id)`); `Built` is `true` for a page that exists (`planned: false`).
 */
export type TypedRouteEntry<
  Id extends string,
  Path extends string,
  Built extends boolean = boolean,
> = RouteEntry & {
  readonly id: Id;
  readonly path: Path;
  readonly planned: Built extends true ? false : true;
};

export function route<const Id extends string, const Path extends string, const O extends Options = Options>(
  id: Id,
  path: Path,
  layout: LayoutName,
  auth: RouteAuth = true,
  options: O = {} as O,
): TypedRouteEntry<Id, Path, O extends { planned: false } ? true : false> {
  const entry: RouteEntry = { id, path, layout, auth, planned: options.planned ?? true, ...options };
  return entry as TypedRouteEntry<Id, Path, O extends { planned: false } ? true : false>;
}

/** A tab: `[id, segment]` (planned), or `[id, segment, built]` once its page exists. */
type TabChild =
  readonly [id: string, segment: string] | readonly [id: string, segment: string, built: typeof built];

/** The entries `tabs` makes: one per `[id, segment]`, under the parent's path. */
type TabEntries<ParentPath extends string, Children extends ReadonlyArray<TabChild>> = {
  [K in keyof Children]: Children[K] extends readonly [
    infer Id extends string,
    infer Segment extends string,
    typeof built,
  ]
    ? TypedRouteEntry<Id, `${ParentPath}/${Segment}`, true>
    : Children[K] extends readonly [infer Id extends string, infer Segment extends string]
      ? TypedRouteEntry<Id, `${ParentPath}/${Segment}`, false>
      : never;
};

/** Children of a nested parent, e.g. the tabs of the class space. */
export function tabs<const Parent extends RouteEntry, const Children extends ReadonlyArray<TabChild>>(
  parent: Parent,
  children: Children,
  auth: RouteAuth = parent.auth,
): TabEntries<Parent['path'], Children> {
  return children.map(([id, segment, options]) =>
    route(id, `${parent.path}/${segment}`, parent.layout, auth, {
      parent: parent.id,
      ...(parent.scope ? { scope: parent.scope } : {}),
      ...options,
    }),
  ) as unknown as TabEntries<Parent['path'], Children>;
}

/** `[name, segment]` pairs with `prefix` put before each name (the class space's tabs, for students and tutors). */
export function prefixed<const Prefix extends string, const Pairs extends ReadonlyArray<TabChild>>(
  prefix: Prefix,
  pairs: Pairs,
) {
  return pairs.map(([name, ...rest]) => [`${prefix}${name}`, ...rest] as const) as unknown as {
    [K in keyof Pairs]: Pairs[K] extends readonly [infer Name extends string, ...infer Rest]
      ? readonly [`${Prefix}${Name}`, ...Rest]
      : never;
  };
}

/** A page that exists (has a module in `app/page-modules.ts`). */
export const built = { planned: false } as const;

/** A page of the tutor workspace: signed-in tutors only. */
export function tutorRoute<const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
  layout: LayoutName = 'frontend-tutor',
) {
  return route(id, path, layout, true, { scope: 'tutor' });
}

/** A page of the tutor workspace that exists. */
export function builtTutorRoute<const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
  layout: LayoutName = 'frontend-tutor',
) {
  return route(id, path, layout, true, { scope: 'tutor', planned: false });
}
