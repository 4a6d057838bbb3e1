import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildPath, paths, queryString } from './paths';
import { type RouteEntry, routeTable, SAMPLE_ID } from './route-table';

/** The table as flat react-router routes: the same matcher and ranking the app's router uses. */
const routerRoutes = routeTable.map((entry) => ({ id: entry.id, path: entry.path }));

/** The route a link opens: its pathname matched against the table. */
function routeOf(link: string): string | undefined {
  const pathname = link.split('?')[0] ?? link;
  return matchRoutes(routerRoutes, pathname)?.at(-1)?.route.id;
}

const paramCount = (entry: RouteEntry) => entry.path.split('/').filter((s) => s.startsWith(':')).length;
/** Calls an entry's builder as its type allows (typed per route; here looked up by a dynamic id). */
const build = (entry: RouteEntry, ...args: unknown[]) =>
  (paths as unknown as Record<string, (...rest: unknown[]) => string>)[entry.id]!(...args);

describe('paths', () => {
  it('has one builder per route of the table', () => {
    expect(Object.keys(paths).sort()).toEqual(routeTable.map((entry) => entry.id).sort());
  });

  it.each(routeTable.map((entry) => [entry.id, entry] as const))(
    'the link of %s resolves to that route of the table',
    (id, entry) => {
      const link = paramCount(entry) === 0 ? build(entry) : build(entry, SAMPLE_ID);
      expect(link.startsWith('/')).toBe(true);
      expect(routeOf(link)).toBe(id);
      expect(routeOf(build(entry, ...(paramCount(entry) === 0 ? [] : [SAMPLE_ID]), { page: 2 }))).toBe(id);
    },
  );

  it('drops an optional parameter that is not given, and still opens the same route', () => {
    expect(paths.materialDetail()).toBe('/materi/detil');
    expect(routeOf(paths.materialDetail())).toBe('materialDetail');
    expect(paths.classCollectionItem(null)).toBe('/beranda/koleksi-kelas');
  });

  it('writes the links the pages used to spell out', () => {
    expect(paths.home()).toBe('/');
    expect(paths.classDetail(SAMPLE_ID)).toBe(`/kelas/${SAMPLE_ID}`);
    expect(paths.orderDetail({ id: SAMPLE_ID })).toBe(`/transaksi/detil?id=${SAMPLE_ID}`);
    expect(paths.signIn({ tab: 'daftar' })).toBe('/masuk?tab=daftar');
    expect(paths.skillCoursePreview(SAMPLE_ID, { pelajaran: 'x' })).toBe(
      `/lifeskill/preview/${SAMPLE_ID}?pelajaran=x`,
    );
    expect(paths.paymentSimulator('SCL-20260101-0001')).toBe('/pembayaran/simulator/SCL-20260101-0001');
  });

  it('encodes parameters and query values, keeps the query order and leaves out missing values', () => {
    expect(paths.classes({ q: 'fungsi kuadrat', keahlian: 'matematika' })).toBe(
      '/kelas?q=fungsi%20kuadrat&keahlian=matematika',
    );
    expect(paths.checkout({ voucher: 'A&B' })).toBe('/checkout?voucher=A%26B');
    expect(paths.classes({ q: null, page: undefined })).toBe('/kelas');
    expect(paths.tutorProfile('a/b')).toBe('/tutor/detil/a%2Fb');
    expect(queryString({ a: 1, b: false })).toBe('a=1&b=false');
  });

  it('refuses a missing required parameter', () => {
    expect(() => buildPath('/kelas/:id')).toThrow(/":id" of "\/kelas\/:id"/);
    expect(buildPath('/x/:a/y/:b?', { a: '1' })).toBe('/x/1/y');
    expect(buildPath('/x/:a/y/:b?', { a: '1', b: '2' })).toBe('/x/1/y/2');
  });
});
