import { describe, expect, it } from 'vitest';
import { fillPath, layoutNames, routeTable, SAMPLE_ID } from './route-table';

/**
 * Every route of client-spec.md §2, written out literally (`{id}` as `:id`, `{id?}` as `:id?`,
 * `/tutor/kelas-riwayat/detail/id` read as `/tutor/kelas-riwayat/detail/:id`), minus the internal helper and copy
 * routes (tutor/components/my-daftar-step1..3, my-beranda-kelas, admin/voucher copy, materi/index copy).
 */
const specPaths = [
  // Top-level pages
  '/',
  '/admin',
  '/beranda',
  '/checkout',
  '/checkout-voucher',
  '/daftarfreetrial',
  '/index-math',
  '/inspire',
  '/kebijakan-privasi',
  '/kelas',
  '/keranjang',
  '/ketentuan-penggunaan',
  '/lifeskill',
  '/masuk',
  '/masuk-google',
  '/materi',
  '/pengaturan',
  '/study-room',
  '/transaksi',
  '/tutor',
  '/tutor-math',
  '/voucher-list',
  // Admin
  '/admin/akun',
  '/admin/beranda',
  '/admin/keahlian',
  '/admin/keahlian/:id',
  '/admin/keahlian-kategori',
  '/admin/materi',
  '/admin/materi/:id',
  '/admin/pelajaran',
  '/admin/tambah-voucher',
  '/admin/ubah-voucher',
  '/admin/voucher',
  '/admin/tutor',
  '/admin/tutor-jadwal',
  // Student dashboard
  '/beranda/koleksi-kelas',
  '/beranda/koleksi-kelas/:id?',
  '/beranda/koleksi-lifeskill',
  '/beranda/koleksi-materi',
  '/beranda/koleksi-tutor',
  '/beranda/password',
  '/beranda/payment-history',
  '/beranda/profil',
  '/beranda/ruang-belajar',
  // Study rooms and transactions
  '/study-room/subjects',
  '/study-room/subjects-detail',
  '/transaksi/detil',
  // Catalogue detail
  '/kelas/:id',
  '/kelas-paket/:id',
  '/kelas/detail/:id?',
  '/kelas/detail/:id?/berkas',
  '/kelas/detail/:id?/diskusi',
  '/kelas/detail/:id?/diskusi-detail',
  '/kelas/detail/:id?/record-kelas',
  '/lifeskill/detil/:id?',
  '/lifeskill/preview/:id?',
  '/materi/detil/:id?',
  '/materi/preview/:id?',
  '/tutor/detil/:id?',
  // Tutor area
  '/tutor/beranda',
  '/tutor/daftar',
  '/tutor/jadwal',
  '/tutor/jadwal/kelola',
  '/tutor/jadwal/riwayat',
  '/tutor/kelas',
  '/tutor/kelas-riwayat',
  '/tutor/kelas-riwayat/detail/:id',
  '/tutor/master-study-room',
  '/tutor/add-master-study-room',
  '/tutor/add-study-room',
  '/tutor/study-room',
  '/tutor/profil',
  '/tutor/ulasan',
  '/tutor/verifikasi',
  '/tutor/voucher',
  '/tutor/kelas/bimble',
  '/tutor/kelas/siswa',
  // Class creation
  '/tutor/kelas/tambah',
  '/tutor/kelas/tambah/harga',
  '/tutor/kelas/tambah/informasi',
  '/tutor/kelas/tambah/tentang',
  // Class detail (tutor)
  '/tutor/kelas/detail/:id?',
  '/tutor/kelas/detail/:id?/berkas',
  '/tutor/kelas/detail/:id?/diskusi',
  '/tutor/kelas/detail/:id?/diskusi-detail',
  '/tutor/kelas/detail/:id?/record-kelas',
  // Class edit
  '/tutor/kelas/:id',
  '/tutor/kelas/:id/harga',
  '/tutor/kelas/:id/informasi',
  '/tutor/kelas/:id/jadwal',
  '/tutor/kelas/:id/sesi',
  '/tutor/kelas/:id/tentang',
  '/tutor/kelas/:id/jadwal/kelola',
  '/tutor/kelas/:id/jadwal/riwayat',
];

/**
 * Routes beyond the spec's list: the forgotten-password flow (the API e-mails `/#/reset-password?token=…`), the
 * activation link (`/#/aktivasi?token=…`), the payment simulator's page (the default provider's `redirectUrl`) and
 * the admin's order search and order view, where refunds are made (ADR 0021), and the list of class packages
 * (issue 17: packages were found only through a landing carousel), the tutor's earnings and the admin's payout queue
 * (ADR 0035), and the search across every kind of item (issue 16, ADR 0061).
 */
const addedPaths = [
  '/kelas-paket',
  '/cari',
  '/lupa-password',
  '/reset-password',
  '/aktivasi',
  '/pembayaran/simulator/:number',
  '/admin/transaksi',
  '/admin/transaksi/:id',
  '/tutor/pendapatan',
  '/admin/pencairan',
  // The e-mails' one-click unsubscribe page (ADR 0044).
  '/notifikasi/berhenti',
  // One study room's page: details, files, meeting link, chat (issue 14).
  '/study-room/:id',
  // What the student saved for offline on this device (issue 15, ADR 0054).
  '/beranda/offline',
  // One inspire article of the content database (issue 15, ADR 0052).
  '/inspire/:slug',
];

describe('route table', () => {
  const paths = routeTable.map((entry) => entry.path);

  it('holds every route of the spec, the password-reset and activation pages, and nothing else', () => {
    const expected = [...specPaths, ...addedPaths];
    expect(new Set(expected).size).toBe(expected.length);
    expect([...paths].sort()).toEqual(expected.sort());
  });

  it('leaves out the internal helper and copy routes', () => {
    for (const path of paths) expect(path).not.toMatch(/components|my-daftar|my-beranda|copy/);
  });

  it('has unique ids and paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(routeTable.map((entry) => entry.id)).size).toBe(routeTable.length);
  });

  it('gives every route a known layout and a valid guard flag', () => {
    for (const entry of routeTable) {
      expect(layoutNames, entry.path).toContain(entry.layout);
      expect([true, false, 'guest'], entry.path).toContain(entry.auth);
      expect(typeof entry.planned).toBe('boolean');
    }
  });

  it('uses every layout except the error page’s `default`', () => {
    const used = new Set(routeTable.map((entry) => entry.layout));
    expect([...layoutNames].filter((layout) => !used.has(layout))).toEqual(['default']);
  });

  it('nests tabs under an existing parent that shares the layout and path prefix', () => {
    for (const entry of routeTable.filter((candidate) => candidate.parent)) {
      const parent = routeTable.find((candidate) => candidate.id === entry.parent);
      expect(parent, entry.path).toBeDefined();
      expect(entry.path.startsWith(`${parent?.path}/`)).toBe(true);
      expect(entry.layout).toBe(parent?.layout);
    }
  });

  it('flags the catalogue public, the landing/sign-in and registration pages guest-only', () => {
    const auth = (path: string) => routeTable.find((entry) => entry.path === path)?.auth;
    for (const path of [
      '/kelas',
      '/kelas/:id',
      '/materi',
      '/lifeskill',
      '/tutor',
      '/tutor/detil/:id?',
      '/masuk-google',
      '/reset-password',
      '/aktivasi',
      '/daftarfreetrial',
      '/study-room',
      '/study-room/subjects',
      '/study-room/subjects-detail',
      '/study-room/:id',
      '/inspire',
      '/inspire/:slug',
    ])
      expect(auth(path), path).toBe(false);
    for (const path of ['/', '/masuk', '/lupa-password']) expect(auth(path), path).toBe('guest');
    for (const path of [
      '/beranda',
      '/beranda/profil',
      '/beranda/password',
      '/admin',
      '/tutor/beranda',
      '/checkout',
      '/keranjang',
      '/kelas/detail/:id?',
      '/tutor/daftar',
      '/tutor/verifikasi',
      '/beranda/ruang-belajar',
    ])
      expect(auth(path), path).toBe(true);
  });

  it('puts the password pages under frontend-tanpa-header', () => {
    for (const path of ['/masuk', '/masuk-google', '/lupa-password', '/reset-password', '/aktivasi'])
      expect(routeTable.find((entry) => entry.path === path)?.layout, path).toBe('frontend-tanpa-header');
  });

  it('gives the admin pages the admin scope and the tutor workspace the tutor scope, nothing else', () => {
    const publicTutorPages = ['/tutor', '/tutor/detil/:id?', '/tutor/daftar', '/tutor/verifikasi'];
    for (const entry of routeTable) {
      const expected = entry.path.startsWith('/admin')
        ? 'admin'
        : entry.path.startsWith('/tutor/') && !publicTutorPages.includes(entry.path)
          ? 'tutor'
          : undefined;
      expect(entry.scope, entry.path).toBe(expected);
      if (expected) expect(entry.auth, entry.path).toBe(true);
    }
  });

  it('builds every page: no planned route remains (the inspire pages were the last, issue 15)', () => {
    expect(routeTable.filter((entry) => entry.planned).map((entry) => entry.path)).toEqual([]);
  });

  it('fills route parameters for tests', () => {
    expect(fillPath('/kelas/:id')).toBe(`/kelas/${SAMPLE_ID}`);
    expect(fillPath('/kelas/detail/:id?/berkas')).toBe(`/kelas/detail/${SAMPLE_ID}/berkas`);
    expect(fillPath('/kelas/detail/:id?/berkas', null)).toBe('/kelas/detail/berkas');
    expect(fillPath('/kelas/:id', null)).toBe(`/kelas/${SAMPLE_ID}`);
    expect(fillPath('/')).toBe('/');
  });
});
