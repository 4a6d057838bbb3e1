import { createHash } from 'node:crypto';
import type { MaterialCard } from '@scola/contracts';
import { isoOf, ratingOf, referenced, type ReferenceLookups } from '../shared/refs';
import { tutorRefOf } from '../tutors/tutor-cards';
import type { MaterialCardRow } from './materials.repository';

/**
 * The preview's address, versioned by what the preview holds (its stored file and page count): browsers and proxies
 * keep a preview for an hour, so a new page count or a replaced PDF must come under a new address.
 */
export const materialPreviewUrl = (id: string, previewKey: string, previewPages: number) => {
  const version = createHash('sha256').update(`${previewKey}:${previewPages}`).digest('hex').slice(0, 12);
  return `/api/materi/${id}/preview?v=${version}`;
};

/** Material rows → cards, their subjects in one batched lookup whatever the number of rows. */
export async function materialCards(
  rows: MaterialCardRow[],
  reference: ReferenceLookups,
): Promise<MaterialCard[]> {
  if (rows.length === 0) return [];
  const subjects = await reference.subjectsByIds(rows.map((row) => row.subjectId));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    subject: referenced(subjects, row.subjectId),
    level: row.level,
    tutor: tutorRefOf(row),
    pageCount: row.pageCount,
    previewPages: row.previewPages,
    price: row.price,
    salePrice: row.salePrice,
    finalPrice: row.finalPrice,
    isFree: row.finalPrice === 0,
    coverUrl: row.coverUrl,
    rating: ratingOf(row),
    previewUrl: materialPreviewUrl(row.id, row.previewKey, row.previewPages),
    publishedAt: isoOf(row.publishedAt),
  }));
}
