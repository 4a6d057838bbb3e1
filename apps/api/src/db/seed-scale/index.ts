import { catalogueServicesFor, type NewReview } from '../../modules/catalogue';
import { catalogueReferenceServiceFor } from '../../modules/catalogue-reference';
import { usersServiceFor } from '../../modules/users';
import type { FileStorage } from '../../lib/storage';
import type { DatabaseHandle } from '../client';
import {
  buildScaleClass,
  buildScaleStudent,
  buildScaleTutor,
  planReviews,
  type PlannedReview,
  studentEmail,
  tutorEmail,
} from './generate';
import { Random } from './random';

export { buildScaleClass, buildScaleTutor, classSlug } from './generate';

export interface ScaleOptions {
  classes: number;
  tutors: number;
  /** Students writing the reviews. */
  students: number;
  storage: FileStorage;
  now?: Date;
  /** Classes per insert (each with its sessions in one more insert). */
  batchSize?: number;
  /** Batches written at the same time (default 2: one is built while the database indexes the other). */
  concurrency?: number;
  log?: (message: string) => void;
}

export interface ScaleSummary {
  tutors: number;
  students: number;
  classes: number;
  /** Reviews planned (those already stored are skipped). */
  reviewsPlanned: number;
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

function need<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`scale seed: unknown ${key}`);
  return value;
}

/**
 * Seeds a catalogue at scale on top of the demo data: `tutors` verified-or-not tutors with Indonesian names and
 * cities, `students` students, and classes 1…`classes` (slugs `skala-kelas-000001`…) with their sessions and
 * reviews (ratings then follow through the database triggers). Every item is derived from its number, and rows are
 * keyed (e-mail, slug, pairs), so the seed is idempotent: running it again with the same numbers adds nothing, a
 * larger `classes` adds the missing ones. Writes go through the services in batches within PostgreSQL's limit of
 * 65 535 parameters per statement.
 */
export async function seedScale(database: DatabaseHandle, options: ScaleOptions): Promise<ScaleSummary> {
  const { now = new Date(), batchSize = 1000, concurrency = 2, log = () => undefined } = options;
  const users = usersServiceFor(database.db);
  const reference = catalogueReferenceServiceFor(database.db);
  const catalogue = catalogueServicesFor(database.db, { storage: options.storage });

  const tutors = Array.from({ length: options.tutors }, (_, index) => buildScaleTutor(index + 1, now));
  const subjectIds = await reference.subjectIdsBySlug([
    ...new Set(tutors.flatMap((tutor) => tutor.subjects)),
  ]);
  const expertiseIds = await reference.expertiseIdsBySlug([
    ...new Set(tutors.flatMap((tutor) => tutor.expertise)),
  ]);
  const accountIds = new Map<string, string>();
  for (const batch of chunks(tutors, 1000)) {
    for (const [email, id] of await users.ensureUsers(batch.map((tutor) => tutor.account))) {
      accountIds.set(email, id);
    }
  }
  const tutorIds = tutors.map((tutor) => need(accountIds, tutorEmail(tutor.n)));
  for (const batch of chunks(tutors, 500)) {
    await catalogue.tutors.ensureProfiles(
      batch.map((tutor) => ({
        ...tutor.profile,
        userId: need(accountIds, tutorEmail(tutor.n)),
        subjectIds: tutor.subjects.map((slug) => need(subjectIds, slug)),
        expertiseIds: tutor.expertise.map((slug) => need(expertiseIds, slug)),
      })),
    );
  }
  log(`${tutors.length} tutors`);

  const studentIds: string[] = [];
  for (const batch of chunks(
    Array.from({ length: options.students }, (_, index) => index + 1),
    1000,
  )) {
    const ids = await users.ensureUsers(batch.map(buildScaleStudent));
    for (const n of batch) studentIds.push(need(ids, studentEmail(n)));
  }
  log(`${studentIds.length} students`);

  const reviewOf =
    (target: NewReview['target']) =>
    (planned: PlannedReview): NewReview => ({
      authorId: studentIds[planned.author - 1] ?? '',
      target,
      rating: planned.rating,
      comment: planned.comment,
      createdAt: planned.createdAt,
      reply: planned.reply,
    });

  let reviews = 0;
  const writeReviews = async (items: NewReview[]) => {
    for (const batch of chunks(items, 5000)) await catalogue.reviews.ensureReviews(batch);
    reviews += items.length;
  };

  const starts = Array.from({ length: Math.ceil(options.classes / batchSize) }, (_, i) => 1 + i * batchSize);
  let written = 0;
  const writeBatch = async (start: number) => {
    const numbers = Array.from(
      { length: Math.min(batchSize, options.classes - start + 1) },
      (_, i) => start + i,
    );
    const planned = numbers.map((n) => buildScaleClass(n, tutors, studentIds.length, now));
    const ids = await catalogue.classes.ensureClasses(
      planned.map(({ item: { subjectSlug, ...item }, tutor }) => ({
        ...item,
        tutorId: tutorIds[tutor - 1] ?? '',
        subjectId: need(subjectIds, subjectSlug),
      })),
    );
    await writeReviews(
      planned.flatMap(({ item, reviews: plan }) =>
        plan.map(reviewOf({ type: 'kelas', id: need(ids, item.slug) })),
      ),
    );
    written += numbers.length;
    if (written % 10_000 < batchSize || written === options.classes) log(`${written} classes`);
  };
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      for (let start = starts.shift(); start !== undefined; start = starts.shift()) await writeBatch(start);
    }),
  );

  await writeReviews(
    tutors.flatMap((tutor, index) =>
      tutor.profile.verifiedAt
        ? planReviews(new Random(`ulasan-tutor:${tutor.n}`), studentIds.length, tutor.profile.verifiedAt, now)
            .slice(0, 6)
            .map(reviewOf({ type: 'tutor', id: tutorIds[index] ?? '' }))
        : [],
    ),
  );
  return {
    tutors: tutors.length,
    students: studentIds.length,
    classes: options.classes,
    reviewsPlanned: reviews,
  };
}
