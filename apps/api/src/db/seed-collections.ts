import type { PurchasableItemType } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { followTutor, grantEntitlements } from '../modules/collections';
import { demoReviews } from './seed-catalogue';
import type { DatabaseHandle } from './client';

/** The demo student whose collections are filled. */
export const DEMO_COLLECTOR_EMAIL = 'siswa@scola.id';

/** What the demo student owns (by slug; granted without an order, a day apart, the first one newest) … */
export const demoOwnedItems: { itemType: PurchasableItemType; slug: string; grantedDaysAgo?: number }[] = [
  { itemType: 'kelas', slug: 'fungsi-kuadrat-dan-grafiknya' },
  { itemType: 'materi', slug: 'ringkasan-fungsi-kuadrat' },
  { itemType: 'lifeskill', slug: 'python-untuk-pemula' },
  { itemType: 'kelas', slug: 'trigonometri-dasar-sma' },
  { itemType: 'materi', slug: 'modul-kinematika' },
  // A class that is over: its page offers the demo student to review it.
  { itemType: 'kelas', slug: 'penalaran-matematika-utbk-oktober', grantedDaysAgo: 50 },
];
/** … and the tutors they follow (by e-mail). */
export const demoFollowedTutors = ['tutor@scola.id', 'tutor2@scola.id'];

const tableOf: Record<PurchasableItemType, string> = {
  kelas: 'live_classes',
  'kelas-paket': 'class_packages',
  materi: 'materials',
  lifeskill: 'skill_courses',
  'study-room': 'study_rooms',
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
      grantedAt: new Date(now.getTime() - (item.grantedDaysAgo ?? index + 1) * day),
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

/**
 * Makes every demo reviewer own what they reviewed (a review comes from an owner, ADR 0036), granted without an order
 * a week before their earliest review, so that the tutors' student lists have content. One grant per reviewer;
 * idempotent.
 */
export async function seedReviewerOwnership(database: DatabaseHandle, now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const byAuthor = new Map<string, { itemType: PurchasableItemType; slug: string; daysAgo: number }[]>();
  for (const review of demoReviews()) {
    // The demo student's collection is the curated one above (what the collection pages and tests show).
    if (review.type === 'tutor' || review.authorEmail === DEMO_COLLECTOR_EMAIL) continue;
    const items = byAuthor.get(review.authorEmail) ?? [];
    items.push({ itemType: review.type, slug: review.targetKey, daysAgo: review.daysAgo + 7 });
    byAuthor.set(review.authorEmail, items);
  }
  const ids = new Map<string, string>();
  for (const table of ['live_classes', 'materials', 'skill_courses']) {
    for (const row of await rowsOf(database, sql`select id, slug from ${sql.identifier(table)}`)) {
      ids.set(`${table}:${String(row.slug)}`, String(row.id));
    }
  }
  for (const [email, items] of byAuthor) {
    const [user] = await rowsOf(database, sql`select id from users where email = ${email}`);
    if (!user) continue;
    const owned = items.flatMap((item) => {
      const itemId = ids.get(`${tableOf[item.itemType]}:${item.slug}`);
      return itemId ? [{ itemType: item.itemType, itemId }] : [];
    });
    await grantEntitlements(database.db, {
      userId: String(user.id),
      orderId: null,
      items: owned,
      grantedAt: new Date(now.getTime() - Math.max(...items.map((item) => item.daysAgo)) * day),
    });
  }
}
