/**
import { paths } from './paths';
 * The route table of the web client: every page of client-spec.md §2, as plain data (no React, no imports), so
 * that the router, the guard, unit tests and the browser tests all read the same list.
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
 * |                         | `/daftarfreetrial`, `/tutor/daftar`, the payment simulator                         |
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
 * signed in, a visitor registers on the way). Study rooms, vouchers, the cart, checkout and the dashboards need an
 * account.
 *
 * Role areas (`scope`): the admin pages need the `admin` scope, the tutor workspace (every `/tutor/*` page except
 * the public `/tutor`, `/tutor/detil/:id?` and the registration `/tutor/daftar`) the `tutor` scope. A signed-in
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
  /** `true` while the page is a placeholder (`PlannedPage`); a later issue builds it. */
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

function route<const Id extends string, const Path extends string, const O extends Options = Options>(
  id: Id,
  path: Path,
  layout: LayoutName,
  auth: RouteAuth = true,
  options: O = {} as O,
): TypedRouteEntry<Id, Path, O extends { planned: false } ? true : false> {
  const entry: RouteEntry = { id, path, layout, auth, planned: options.planned ?? true, ...options };
  return entry as TypedRouteEntry<Id, Path, O extends { planned: false } ? true : false>;
}

/** The entries `tabs` makes: one per `[id, segment]`, under the parent's path. */
type TabEntries<ParentPath extends string, Children extends ReadonlyArray<readonly [string, string]>> = {
  [K in keyof Children]: Children[K] extends readonly [infer Id extends string, infer Segment extends string]
    ? TypedRouteEntry<Id, `${ParentPath}/${Segment}`, false>
    : never;
};

/** Children of a nested parent, e.g. the tabs of the class space. */
function tabs<
  const Parent extends RouteEntry,
  const Children extends ReadonlyArray<readonly [id: string, segment: string]>,
>(parent: Parent, children: Children, auth: RouteAuth = parent.auth): TabEntries<Parent['path'], Children> {
  return children.map(([id, segment]) =>
    route(id, `${parent.path}/${segment}`, parent.layout, auth, {
      parent: parent.id,
      ...(parent.scope ? { scope: parent.scope } : {}),
    }),
  ) as unknown as TabEntries<Parent['path'], Children>;
}

/** `[name, segment]` pairs with `prefix` put before each name (the class space's tabs, for students and tutors). */
function prefixed<const Prefix extends string, const Pairs extends ReadonlyArray<readonly [string, string]>>(
  prefix: Prefix,
  pairs: Pairs,
) {
  return pairs.map(([name, segment]) => [`${prefix}${name}`, segment] as const) as unknown as {
    [K in keyof Pairs]: Pairs[K] extends readonly [infer Name extends string, infer Segment extends string]
      ? readonly [`${Prefix}${Name}`, Segment]
      : never;
  };
}

/** A page of the tutor workspace: signed-in tutors only. */
function tutorRoute<const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
  layout: LayoutName = 'frontend-tutor',
) {
  return route(id, path, layout, true, { scope: 'tutor' });
}

/** A page of the admin area: signed-in admins only. */
function adminRoute<
  const Id extends string,
  const Path extends string,
  const O extends { planned?: false } = Record<never, never>,
>(id: Id, path: Path, layout: LayoutName = 'admin', options: O = {} as O) {
  return route(id, path, layout, true, { scope: 'admin' as const, ...options });
}

/** A page that exists (not a `PlannedPage` placeholder). */
const built = { planned: false } as const;

const classSpace = route('classSpace', '/kelas/detail/:id?', 'app');
const tutorClassSpace = tutorRoute('tutorClassSpace', '/tutor/kelas/detail/:id?', 'app');
const tutorClassCreate = tutorRoute('tutorClassCreate', '/tutor/kelas/tambah');
const tutorClassEdit = tutorRoute('tutorClassEdit', '/tutor/kelas/:id');

const classSpaceTabs = [
  ['Files', 'berkas'],
  ['Discussions', 'diskusi'],
  ['Discussion', 'diskusi-detail'],
  ['Recordings', 'record-kelas'],
] as const;

export const routeTable = [
  // Public site (frontend)
  route('home', '/', 'frontend', 'guest', built),
  route('classes', '/kelas', 'frontend', false, built),
  route('classDetail', '/kelas/:id', 'frontend', false, built),
  route('classPackageDetail', '/kelas-paket/:id', 'frontend', false, built),
  route('materials', '/materi', 'frontend', false, built),
  route('materialDetail', '/materi/detil/:id?', 'frontend', false, built),
  route('materialPreview', '/materi/preview/:id?', 'frontend', false, built),
  route('skillCourses', '/lifeskill', 'frontend', false, built),
  route('skillCourseDetail', '/lifeskill/detil/:id?', 'frontend', false, built),
  route('skillCoursePreview', '/lifeskill/preview/:id?', 'frontend', false, built),
  route('tutors', '/tutor', 'frontend', false, built),
  route('tutorProfile', '/tutor/detil/:id?', 'frontend', false, built),
  route('inspire', '/inspire', 'frontend', false),
  route('privacyPolicy', '/kebijakan-privasi', 'frontend', false, built),
  route('termsOfUse', '/ketentuan-penggunaan', 'frontend', false, built),
  route('cart', '/keranjang', 'frontend', true, built),

  // Maths corner (frontend-math)
  route('mathHome', '/index-math', 'frontend-math', false, built),
  route('mathTutors', '/tutor-math', 'frontend-math', false, built),

  // Focused flows (frontend-tanpa-header)
  route('checkout', '/checkout', 'frontend-tanpa-header', true, built),
  route('voucherCheckout', '/checkout-voucher', 'frontend-tanpa-header', true, built),
  route('paymentSimulator', '/pembayaran/simulator/:number', 'frontend-tanpa-header', true, built),
  route('signIn', '/masuk', 'frontend-tanpa-header', 'guest', built),
  route('googleSignIn', '/masuk-google', 'frontend-tanpa-header', false, built),
  route('forgotPassword', '/lupa-password', 'frontend-tanpa-header', 'guest', built),
  route('resetPassword', '/reset-password', 'frontend-tanpa-header', false, built),
  route('activation', '/aktivasi', 'frontend-tanpa-header', false, built),
  route('freeTrialSignUp', '/daftarfreetrial', 'frontend-tanpa-header', false, built),
  route('tutorSignUp', '/tutor/daftar', 'frontend-tanpa-header', 'guest'),

  // Student dashboard (frontend-student)
  route('dashboard', '/beranda', 'frontend-student', true, built),
  route('classCollection', '/beranda/koleksi-kelas', 'frontend-student', true, built),
  route('classCollectionItem', '/beranda/koleksi-kelas/:id?', 'frontend-student', true, built),
  route('skillCourseCollection', '/beranda/koleksi-lifeskill', 'frontend-student', true, built),
  route('materialCollection', '/beranda/koleksi-materi', 'frontend-student', true, built),
  route('tutorCollection', '/beranda/koleksi-tutor', 'frontend-student', true, built),
  route('changePassword', '/beranda/password', 'frontend-student', true, built),
  route('paymentHistory', '/beranda/payment-history', 'frontend-student', true, built),
  route('profile', '/beranda/profil', 'frontend-student', true, built),
  route('studySpace', '/beranda/ruang-belajar', 'frontend-student'),
  route('settings', '/pengaturan', 'frontend-student'),
  route('studyRooms', '/study-room', 'frontend-student'),
  route('studyRoomSubjects', '/study-room/subjects', 'frontend-student'),
  route('studyRoomSubjectDetail', '/study-room/subjects-detail', 'frontend-student'),
  route('orders', '/transaksi', 'frontend-student', true, built),
  route('orderDetail', '/transaksi/detil', 'frontend-student', true, built),
  route('vouchers', '/voucher-list', 'frontend-student', true, built),

  // Class space (app)
  classSpace,
  ...tabs(classSpace, prefixed('classSpace', classSpaceTabs)),
  tutorClassSpace,
  ...tabs(tutorClassSpace, prefixed('tutorClassSpace', classSpaceTabs)),

  // Tutor workspace (frontend-tutor)
  tutorRoute('tutorDashboard', '/tutor/beranda'),
  tutorRoute('tutorSchedule', '/tutor/jadwal'),
  tutorRoute('tutorScheduleManage', '/tutor/jadwal/kelola'),
  tutorRoute('tutorScheduleHistory', '/tutor/jadwal/riwayat'),
  tutorRoute('tutorClasses', '/tutor/kelas'),
  tutorRoute('tutorBimble', '/tutor/kelas/bimble'),
  tutorRoute('tutorStudents', '/tutor/kelas/siswa'),
  tutorClassCreate,
  ...tabs(tutorClassCreate, [
    ['tutorClassCreatePrice', 'harga'],
    ['tutorClassCreateInfo', 'informasi'],
    ['tutorClassCreateAbout', 'tentang'],
  ]),
  tutorClassEdit,
  ...tabs(tutorClassEdit, [
    ['tutorClassEditPrice', 'harga'],
    ['tutorClassEditInfo', 'informasi'],
    ['tutorClassEditSchedule', 'jadwal'],
    ['tutorClassEditSessions', 'sesi'],
    ['tutorClassEditAbout', 'tentang'],
    ['tutorClassEditScheduleManage', 'jadwal/kelola'],
    ['tutorClassEditScheduleHistory', 'jadwal/riwayat'],
  ]),
  tutorRoute('tutorClassHistory', '/tutor/kelas-riwayat'),
  tutorRoute('tutorClassHistoryDetail', '/tutor/kelas-riwayat/detail/:id'),
  tutorRoute('tutorStudyRoomTemplates', '/tutor/master-study-room'),
  tutorRoute('tutorAddStudyRoomTemplate', '/tutor/add-master-study-room'),
  tutorRoute('tutorAddStudyRoom', '/tutor/add-study-room'),
  tutorRoute('tutorStudyRooms', '/tutor/study-room'),
  tutorRoute('tutorProfileSettings', '/tutor/profil'),
  tutorRoute('tutorReviews', '/tutor/ulasan'),
  tutorRoute('tutorVerification', '/tutor/verifikasi'),
  tutorRoute('tutorVouchers', '/tutor/voucher'),

  // Admin (layout-admin for the home/dashboard, admin for the management screens)
  adminRoute('adminHome', '/admin', 'layout-admin', built),
  adminRoute('adminDashboard', '/admin/beranda', 'layout-admin', built),
  adminRoute('adminAccounts', '/admin/akun'),
  adminRoute('adminExpertise', '/admin/keahlian', 'admin', built),
  adminRoute('adminExpertiseDetail', '/admin/keahlian/:id', 'admin', built),
  adminRoute('adminExpertiseCategories', '/admin/keahlian-kategori', 'admin', built),
  adminRoute('adminMaterials', '/admin/materi'),
  adminRoute('adminMaterialDetail', '/admin/materi/:id'),
  adminRoute('adminSubjects', '/admin/pelajaran', 'admin', built),
  adminRoute('adminVouchers', '/admin/voucher'),
  adminRoute('adminVoucherCreate', '/admin/tambah-voucher'),
  adminRoute('adminVoucherEdit', '/admin/ubah-voucher'),
  adminRoute('adminTutors', '/admin/tutor'),
  adminRoute('adminTutorSchedules', '/admin/tutor-jadwal'),
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
