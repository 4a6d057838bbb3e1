import type { PurchasableItemType } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { voucherItemsTable, vouchersTable } from '../modules/vouchers';
import type { DatabaseHandle } from './client';

const DAY = 24 * 60 * 60 * 1000;
/** Western Indonesia Time (WIB) is UTC+7 all year. */
const WIB_OFFSET = 7 * 60 * 60 * 1000;

/** The demo tutor whose items `TUTORHEMAT` discounts (funded by that tutor). */
export const DEMO_VOUCHER_TUTOR_EMAIL = 'tutor@scola.id';
/** The course `PYTHONHEMAT` (scope `items`) applies to. */
export const DEMO_VOUCHER_COURSE_SLUG = 'python-untuk-pemula';

type NewVoucher = typeof vouchersTable.$inferInsert;

async function idOf(database: DatabaseHandle, statement: ReturnType<typeof sql>): Promise<string> {
  const result = (await database.db.execute(statement)) as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error('Demo vouchers: the demo catalogue must be seeded first');
  return id;
}

/**
 * The demo vouchers, one per rule: `SCOLAHEMAT` (10 %, at most Rp 50.000, minimum Rp 100.000, once per student),
 * `KUOTA10` (Rp 10.000 off, 10 uses in total), `KEDALUWARSA` (ended yesterday), `BELUMMULAI` (starts next year),
 * `MIN500K` (Rp 25.000 off from Rp 500.000), `TUTORHEMAT` (15 % funded by tutor@scola.id, on that tutor's items
 * only), `MATERIHEMAT` (20 % up to Rp 20.000 on materials: scope item types) and `PYTHONHEMAT` (Rp 30.000 off one
 * listed course: scope items). Windows are relative to `now`. Idempotent: keyed on the code; existing vouchers (and
 * their use counts) are left as they are.
 */
export async function seedDemoVouchers(database: DatabaseHandle, now: Date): Promise<number> {
  const tutorId = await idOf(
    database,
    sql`select id from users where lower(email) = ${DEMO_VOUCHER_TUTOR_EMAIL}`,
  );
  const courseId = await idOf(
    database,
    sql`select id from skill_courses where slug = ${DEMO_VOUCHER_COURSE_SLUG}`,
  );
  const local = new Date(now.getTime() + WIB_OFFSET);
  const nextYear = Date.UTC(local.getUTCFullYear() + 1, 0, 1) - WIB_OFFSET;
  const since = new Date(now.getTime() - 30 * DAY);
  const until = new Date(now.getTime() + 365 * DAY);
  const platform = { funder: 'platform' as const, startsAt: since, endsAt: until };

  const vouchers: NewVoucher[] = [
    {
      ...platform,
      code: 'SCOLAHEMAT',
      title: 'Hemat 10% untuk semua kelas dan materi',
      description: 'Diskon 10% hingga Rp 50.000 dengan minimum belanja Rp 100.000. Berlaku sekali per siswa.',
      discountKind: 'percentage',
      discountValue: 10,
      maxDiscount: 50_000,
      minSubtotal: 100_000,
      perUserLimit: 1,
    },
    {
      ...platform,
      code: 'KUOTA10',
      title: 'Potongan Rp 10.000 untuk 10 pembeli pertama',
      description: 'Potongan langsung Rp 10.000 tanpa minimum belanja, hanya untuk 10 pemakaian.',
      discountKind: 'fixed',
      discountValue: 10_000,
      totalQuota: 10,
    },
    {
      ...platform,
      code: 'KEDALUWARSA',
      title: 'Promo akhir bulan',
      description: 'Promo ini sudah berakhir.',
      discountKind: 'fixed',
      discountValue: 15_000,
      startsAt: new Date(now.getTime() - 31 * DAY),
      endsAt: new Date(now.getTime() - DAY),
    },
    {
      ...platform,
      code: 'BELUMMULAI',
      title: 'Promo tahun baru',
      description: 'Diskon 20% yang baru berlaku mulai tahun depan.',
      discountKind: 'percentage',
      discountValue: 20,
      startsAt: new Date(nextYear),
      endsAt: new Date(nextYear + 365 * DAY),
    },
    {
      ...platform,
      code: 'MIN500K',
      title: 'Potongan Rp 25.000 untuk belanja besar',
      description: 'Potongan Rp 25.000 dengan minimum belanja Rp 500.000.',
      discountKind: 'fixed',
      discountValue: 25_000,
      minSubtotal: 500_000,
    },
    {
      code: 'TUTORHEMAT',
      title: 'Hemat 15% kelas dan materi Budi Santoso',
      description: 'Diskon 15% dari tutor Budi Santoso, khusus untuk kelas dan materi miliknya.',
      funder: 'tutor',
      funderTutorId: tutorId,
      discountKind: 'percentage',
      discountValue: 15,
      scope: 'tutor',
      scopeTutorId: tutorId,
      startsAt: since,
      endsAt: until,
    },
    {
      ...platform,
      code: 'MATERIHEMAT',
      title: 'Hemat 20% semua materi',
      description: 'Diskon 20% hingga Rp 20.000 untuk materi belajar (PDF).',
      discountKind: 'percentage',
      discountValue: 20,
      maxDiscount: 20_000,
      scope: 'item_types',
      scopeItemTypes: ['materi'],
    },
    {
      ...platform,
      code: 'PYTHONHEMAT',
      title: 'Potongan Rp 30.000 kursus Python untuk Pemula',
      description: 'Potongan Rp 30.000 khusus untuk kursus life skill Python untuk Pemula.',
      discountKind: 'fixed',
      discountValue: 30_000,
      scope: 'items',
    },
  ];
  const inserted = await database.db
    .insert(vouchersTable)
    .values(vouchers)
    .onConflictDoNothing({ target: vouchersTable.code })
    .returning({ id: vouchersTable.id });

  const [python] = await database.db
    .select({ id: vouchersTable.id })
    .from(vouchersTable)
    .where(sql`${vouchersTable.code} = 'PYTHONHEMAT'`);
  if (python) {
    const items: { itemType: PurchasableItemType; itemId: string }[] = [
      { itemType: 'lifeskill', itemId: courseId },
    ];
    await database.db
      .insert(voucherItemsTable)
      .values(items.map((item) => ({ voucherId: python.id, ...item })))
      .onConflictDoNothing();
  }
  return inserted.length;
}
