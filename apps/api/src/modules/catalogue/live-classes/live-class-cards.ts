import type { LiveClassCard } from '@scola/contracts';
import { isoOf, isoOrNull, ratingOf, referenced, type ReferenceLookups } from '../shared/refs';
import { tutorRefOf } from '../tutors/tutor-cards';
import type { LiveClassCardRow } from './live-classes.repository';

/** Class rows → cards, their subjects in one batched lookup whatever the number of rows. */
export async function liveClassCards(
  rows: LiveClassCardRow[],
  reference: ReferenceLookups,
): Promise<LiveClassCard[]> {
  if (rows.length === 0) return [];
  const subjects = await reference.subjectsByIds(rows.map((row) => row.subjectId));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    kind: row.kind,
    level: row.level,
    subject: referenced(subjects, row.subjectId),
    tutor: tutorRefOf(row),
    price: row.price,
    salePrice: row.salePrice,
    finalPrice: row.finalPrice,
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.capacity - row.seatsTaken),
    coverUrl: row.coverUrl,
    rating: ratingOf(row),
    sessionCount: row.sessionCount,
    firstSessionAt: isoOrNull(row.firstSessionAt),
    lastSessionAt: isoOrNull(row.lastSessionAt),
    publishedAt: isoOf(row.publishedAt),
  }));
}
