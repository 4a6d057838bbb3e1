/**
 * The route table of the web client: every page of client-spec.md §2, as plain data (no React), so that the
 * router, the guard, unit tests and the browser tests all read the same list. The entries live by area in
 * `routes/<area>.ts`, mirroring `app/pages/<area>/` (a new page's route goes into its area's file; admin pages into
 * `routes/admin.ts`); the entry shape and its helpers are in `routes/route-entry.ts`. This file joins them.
 *
 * Layout mapping (the spec names the layouts but not which page uses which; this is our choice):
 *
 * | layout                  | pages                                                                              |
 * |-------------------------|------------------------------------------------------------------------------------|
 * | `frontend`              | public site: `/`, catalogue (`/kelas*`, `/kelas-paket/:id`, `/materi*`,            |
 * |                         | `/lifeskill*`), public tutor pages (`/tutor`, `/tutor/detil/:id?`), `/inspire`,    |
 * |                         | `/keranjang`, static pages (`/kebijakan-privasi`, `/ketentuan-penggunaan`)         |
 * | `frontend-math`         | maths corner: `/index-math`, `/tutor-math`                                         |
 * | `frontend-student`      | student dashboard: `/beranda*`, `/pengaturan`, `/transaksi*`, `/study-room*`,       |
 * |                         | `/voucher-list` (public header + student section navigation)                       |
 * | `frontend-tanpa-header` | focused flows, header = logo + back link only: `/checkout`, `/checkout-voucher`,   |
 * |                         | `/masuk`, `/masuk-google`, `/lupa-password`, `/reset-password`, `/aktivasi`,       |
 * |                         | `/daftarfreetrial`, `/tutor/daftar`, `/tutor/verifikasi`, the payment simulator     |
 * |                         | `/pembayaran/simulator/:number`                                                    |
 * | `frontend-tutor`        | tutor workspace: every other `/tutor/*` page (incl. class create/edit)             |
 * | `app`                   | immersive class space: `/kelas/detail/:id?/*`, `/tutor/kelas/detail/:id?/*`        |
 * | `layout-admin`          | admin home / dashboard: `/admin`, `/admin/beranda` (full-width content)            |
 * | `admin`                 | every other `/admin/*` page (management screens, constrained content width)       |
 * | `default`               | no page: the minimal layout of the error page (404, 500)                            |
 *
 * Guard flag (`auth`, spec §2 "Redirect and guard behaviour"): `true` = signed-in users only (the default),
 * `false` = public (the guard skips it), `'guest'` = signed-out visitors only (sign-in and registration).
 * `/` is the landing page and the sign-in page at once ("the login page is the root path"), so it is `'guest'`:
 * a signed-in visitor goes to `/beranda`. Public: catalogue browsing, public tutor pages, maths corner, inspire,
 * the static pages, the Google callback (`/masuk-google`, which must run whatever the session), the reset and
 * activation links (`/reset-password`, `/aktivasi`, opened from an e-mail), and the free trial request (`/daftarfreetrial`: a student asks
 * signed in, a visitor registers on the way), and browsing the study rooms (`/study-room`, its subject pages and
 * a room's page `/study-room/:id`: joining asks a visitor to sign in and brings them back). A student's own study
 * rooms (`/beranda/ruang-belajar`), vouchers, the cart, checkout and the dashboards need an account.
 *
 * Role areas (`scope`): the admin pages need the `admin` scope, the tutor workspace (every `/tutor/*` page except
 * the public `/tutor`, `/tutor/detil/:id?`, the registration `/tutor/daftar` and its status `/tutor/verifikasi`,
 * which any signed-in account may open) the `tutor` scope. A signed-in
 * user without it gets the 403 "no access" page.
 *
 * Beyond the spec's list: `/lupa-password` (request a reset link), `/reset-password?token=…` (the link the
 * API e-mails, contracts `RESET_PASSWORD_WEB_PATH`), `/aktivasi?token=…` (the activation link e-mailed at
 * sign-up, contracts `ACTIVATION_WEB_PATH`) and `/pembayaran/simulator/:number` (the page of the default
 * payment provider, where the buyer pays or fails an order; `:number` is the order number, not a UUID).
 *
 * Left out on purpose: the spec's internal helper and copy routes (tutor/components/my-daftar-step1..3,
 * my-beranda-kelas, "admin/voucher copy", "materi/index copy"); see the ADR.
 *
 * `parent` marks a nested tab: the router nests it under the parent route (the parent's own page becomes the
 * index child), so a later tab layout can wrap the tabs with an `<Outlet/>`.
 * Every `:id` / `:id?` parameter is a UUID; a malformed id renders the 404 page.
 */
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { buyingRoutes } from './routes/buying';
import { catalogueRoutes } from './routes/catalogue';
import { classSpaceRoutes } from './routes/class-space';
import { publicRoutes } from './routes/public';
import type { RouteEntry } from './routes/route-entry';
import { studentRoutes } from './routes/student';
import { tutorRoutes } from './routes/tutor';

export {
  layoutNames,
  type LayoutName,
  type RouteAuth,
  type RouteEntry,
  type RouteScope,
  type TypedRouteEntry,
} from './routes/route-entry';

export const routeTable = [
  ...publicRoutes,
  ...catalogueRoutes,
  ...accountRoutes,
  ...buyingRoutes,
  ...studentRoutes,
  ...classSpaceRoutes,
  ...tutorRoutes,
  ...adminRoutes,
] as const satisfies readonly RouteEntry[];

/** Every route id of the table (typed: a misspelt id is a compile error). */
export type RouteId = (typeof routeTable)[number]['id'];
/** The ids of the pages that exist (`planned: false`): each has a page module (`app/page-modules.ts`). */
export type BuiltRouteId = Extract<(typeof routeTable)[number], { readonly planned: false }>['id'];

/** A valid UUID to fill `:id` parameters with (tests, examples). */
export const SAMPLE_ID = '3f2b8c1e-6d4a-4b7e-9c21-5a0d8e7f6b13';

/**
 * A concrete URL path for a route path: `:id` becomes `id`, `:id?` becomes `id` or is dropped when `id` is
 * `null`. `fillPath('/kelas/detail/:id?/berkas', null)` → `/kelas/detail/berkas`.
 */
export function fillPath(path: string, id: string | null = SAMPLE_ID): string {
  const filled = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':') && segment.endsWith('?')) return id ?? null;
      if (segment.startsWith(':')) return id ?? SAMPLE_ID;
      return segment;
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return filled === '' ? '/' : filled;
}

export function getRouteEntry(id: string): RouteEntry | undefined {
  return routeTable.find((entry) => entry.id === id);
}
