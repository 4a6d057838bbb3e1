import type { PurchasableItemType } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { followTutor, grantEntitlements } from '../modules/collections';
import type { DatabaseHandle } from './client';

/** The demo student whose collections are filled. */
export const DEMO_COLLECTOR_EMAIL = 'siswa@scola.id';

/** What the demo student owns (by slug; granted without an order, a day apart, the first one newest) … */
export const demoOwnedItems: { itemType: PurchasableItemType; slug: string }[] = [
  { itemType: 'kelas', slug: 'fungsi-kuadrat-dan-grafiknya' },
  { itemType: 'materi', slug: 'ringkasan-fungsi-kuadrat' },
  { itemType: 'lifeskill', slug: 'python-untuk-pemula' },
  { itemType: 'kelas', slug: 'trigonometri-dasar-sma' },
  { itemType: 'materi', slug: 'modul-kinematika' },
];
/** … and the tutors they follow (by e-mail). */
export const demoFollowedTutors = ['tutor@scola.id', 'tutor2@scola.id'];

const tableOf: Record<PurchasableItemType, string> = {
  kelas: 'live_classes',
  'kelas-paket': 'class_packages',
  materi: 'materials',
  lifeskill: 'skill_courses',
};

async function rowsOf(database: DatabaseHandle, statement: ReturnType<typeof sql>) {
  // Both drivers answer `{ rows }`.
  const result = (await database.db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * Gives the demo student a few owned items and followed tutors. Idempotent (grants and follows are keyed on the
 * user and the item / tutor); does nothing when the demo student or catalogue is missing.
 */
export async function seedCollections(database: DatabaseHandle, now: Date): Promise<void> {
  const [student] = await rowsOf(database, sql`select id from users where email = ${DEMO_COLLECTOR_EMAIL}`);
  if (!student) return;
  const userId = String(student.id);

  const day = 24 * 60 * 60 * 1000;
  for (const [index, item] of demoOwnedItems.entries()) {
    const [row] = await rowsOf(
      database,
      sql`select id from ${sql.identifier(tableOf[item.itemType])} where slug = ${item.slug}`,
    );
    if (!row) continue;
    await grantEntitlements(database.db, {
      userId,
      orderId: null,
      items: [{ itemType: item.itemType, itemId: String(row.id) }],
      grantedAt: new Date(now.getTime() - (index + 1) * day),
    });
  }

  for (const [index, email] of demoFollowedTutors.entries()) {
    const [tutor] = await rowsOf(
      database,
      sql`select p.user_id as id from tutor_profiles p join users u on u.id = p.user_id where u.email = ${email}`,
    );
    if (tutor)
      await followTutor(database.db, userId, String(tutor.id), new Date(now.getTime() - (index + 1) * day));
  }
}
