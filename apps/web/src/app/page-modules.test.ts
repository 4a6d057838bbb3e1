import { describe, expect, it } from 'vitest';
import { type RouteEntry, routeTable } from '../config/route-table';
import { pageModuleOf } from './page-modules';
import landingSource from './landing-page-module.ts?raw';
import registrySource from './page-modules.ts?raw';

/**
 * The page folders of ADR 0016: each mirrors an area of the route table's URLs. First match wins (the account and
 * buying flows are cut out of the larger areas their URLs would fall in).
 */
const areas: ReadonlyArray<readonly [area: string, matches: (entry: RouteEntry) => boolean]> = [
  ['admin', (entry) => entry.scope === 'admin'],
  ['class-space', (entry) => entry.layout === 'app'],
  [
    'account',
    (entry) =>
      /^\/(masuk|masuk-google|lupa-password|reset-password|aktivasi|daftarfreetrial|tutor\/daftar|tutor\/verifikasi)$/.test(
        entry.path,
      ),
  ],
  ['tutor', (entry) => entry.scope === 'tutor'],
  [
    'buying',
    (entry) =>
      /^\/(keranjang|checkout|checkout-voucher|pembayaran|transaksi|voucher-list|beranda\/payment-history)(\/|$)/.test(
        entry.path,
      ),
  ],
  ['student', (entry) => /^\/(beranda|pengaturan|study-room)(\/|$)/.test(entry.path)],
  ['catalogue', (entry) => /^\/(cari|kelas|kelas-paket|materi|lifeskill|tutor)(\/|$)/.test(entry.path)],
  ['public', () => true],
];

const areaOf = (entry: RouteEntry) => areas.find(([, matches]) => matches(entry))?.[0];

/** `id: () => import('./pages/<folder>/<file>')` of the page modules file. */
const importedFolders = new Map(
  [...registrySource.matchAll(/^\s+(\w+): \(\) => import\('\.\/pages\/([\w-]+)\/[\w-]+'\)/gm)].map(
    (match) => [match[1] ?? '', match[2] ?? ''] as const,
  ),
);
// The landing page's module sits in the app's first chunk (`landing-page-module.ts`), the registry points at it.
const landingFolder = /import\('\.\/pages\/([\w-]+)\/home-page'\)/.exec(landingSource)?.[1];
if (/^\s+home: homePageModule,/m.test(registrySource) && landingFolder)
  importedFolders.set('home', landingFolder);

describe('page modules', () => {
  it('every page that exists has a module, and no planned page has one', () => {
    for (const entry of routeTable)
      expect(pageModuleOf(entry.id) !== undefined, entry.id).toBe(!entry.planned);
  });

  it.each(routeTable.filter((entry) => !entry.planned).map((entry) => [entry.id, entry] as const))(
    '%s lives in the page folder of its area',
    (id, entry) => {
      expect(importedFolders.get(id)).toBe(areaOf(entry));
    },
  );

  it('sorts the route table into the areas of ADR 0016', () => {
    const byArea = (area: string) =>
      routeTable
        .filter((entry) => areaOf(entry) === area)
        .map((entry) => entry.path)
        .sort();
    expect(byArea('account')).toEqual([
      '/aktivasi',
      '/daftarfreetrial',
      '/lupa-password',
      '/masuk',
      '/masuk-google',
      '/reset-password',
      '/tutor/daftar',
      '/tutor/verifikasi',
    ]);
    expect(byArea('buying')).toEqual([
      '/beranda/payment-history',
      '/checkout',
      '/checkout-voucher',
      '/keranjang',
      '/pembayaran/simulator/:number',
      '/transaksi',
      '/transaksi/detil',
      '/voucher-list',
    ]);
    expect(byArea('public')).toEqual([
      '/',
      '/index-math',
      '/inspire',
      '/inspire/:slug',
      '/kebijakan-privasi',
      '/ketentuan-penggunaan',
      '/notifikasi/berhenti',
      '/tutor-math',
    ]);
    expect(byArea('class-space').every((path) => path.includes('/kelas/detail/'))).toBe(true);
    expect(byArea('tutor').every((path) => path.startsWith('/tutor/'))).toBe(true);
    expect(byArea('admin').every((path) => path.startsWith('/admin'))).toBe(true);
  });
});
