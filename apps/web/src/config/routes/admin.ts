/**
 * The admin area (`/admin/*`, pages in `app/pages/admin/`): signed-in admins only. A new admin page goes here:
 * `adminRoute(id, path)` gives it the admin scope and the `admin` layout (management screens, constrained width);
 * pass `{ planned: false }` once its page module exists (`app/page-modules.ts`), and give it a title (`<id>` in
 * `i18n/locales/{id,en}/pages.json`).
 */
import { route, type LayoutName, type RouteEntry } from './route-entry';

type AdminOptions = {
  readonly planned?: boolean;
  readonly layout?: LayoutName;
  readonly middleware?: readonly string[];
};

/** A page of the admin area: the admin scope, the `admin` layout unless told, planned unless `planned: false`. */
function adminRoute<
  const Id extends string,
  const Path extends string,
  const O extends AdminOptions = object,
>(id: Id, path: Path, options: O = {} as O) {
  const planned = (options.planned ?? true) as O extends { planned: false } ? false : true;
  const middleware = options.middleware ? { middleware: options.middleware } : {};
  return route(id, path, options.layout ?? 'admin', true, { scope: 'admin', planned, ...middleware });
}

/** The admin home and dashboard use the full-width `layout-admin`. */
const fullWidth = { layout: 'layout-admin' } as const;
const built = { planned: false } as const;

export const adminRoutes = [
  // `/admin` redirects to the dashboard (`app/redirects.ts`).
  adminRoute('adminHome', '/admin', { ...fullWidth, ...built, middleware: ['to-admin-dashboard'] }),
  adminRoute('adminDashboard', '/admin/beranda', { ...fullWidth, ...built }),
  adminRoute('adminAccounts', '/admin/akun', built),
  adminRoute('adminExpertise', '/admin/keahlian', built),
  adminRoute('adminExpertiseDetail', '/admin/keahlian/:id', built),
  adminRoute('adminExpertiseCategories', '/admin/keahlian-kategori', built),
  adminRoute('adminMaterials', '/admin/materi', built),
  adminRoute('adminMaterialDetail', '/admin/materi/:id', built),
  adminRoute('adminSubjects', '/admin/pelajaran', built),
  adminRoute('adminVouchers', '/admin/voucher', built),
  adminRoute('adminVoucherCreate', '/admin/tambah-voucher', built),
  adminRoute('adminVoucherEdit', '/admin/ubah-voucher', built),
  // An addition to the spec's route list (ADR 0021): the admin's order search and order view, where refunds are made.
  adminRoute('adminOrders', '/admin/transaksi', built),
  adminRoute('adminOrderDetail', '/admin/transaksi/:id', built),
  adminRoute('adminTutors', '/admin/tutor', built),
  adminRoute('adminTutorSchedules', '/admin/tutor-jadwal', built),
  // An addition to the spec's route list (ADR 0035): the payout queue, where transfers are marked paid or refused.
  adminRoute('adminPayouts', '/admin/pencairan', built),
] as const satisfies readonly RouteEntry[];
