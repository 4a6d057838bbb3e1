import type { LiveClassCard, MaterialCard, SkillCourseCard, TutorRef } from '@scola/contracts';
import type { LiveClassCardRow } from './live-classes/live-classes.repository';
import type { MaterialCardRow } from './materials/materials.repository';
import { isoOf, isoOrNull, ratingOf, referenced, type ReferenceLookups } from './shared/refs';
import type { SkillCourseCardRow } from './skill-courses/skill-courses.repository';

/** Row → card mappers. Each hydrates its references with one batched lookup, whatever the number of rows. */

export const tutorRefOf = (row: {
  tutorId: string;
  tutorName: string;
  tutorPhotoUrl: string | null;
  tutorHeadline: string;
  tutorCity: string | null;
}): TutorRef => ({
  id: row.tutorId,
  name: row.tutorName,
  photoUrl: row.tutorPhotoUrl,
  headline: row.tutorHeadline,
  city: row.tutorCity,
});

export const materialPreviewUrl = (id: string) => `/api/materi/${id}/preview`;
export const lessonVideoUrl = (courseId: string, lessonId: string) =>
  `/api/lifeskill/${courseId}/pelajaran/${lessonId}/video`;

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
    isFree: row.price === 0,
    coverUrl: row.coverUrl,
    rating: ratingOf(row),
    previewUrl: materialPreviewUrl(row.id),
    publishedAt: isoOf(row.publishedAt),
  }));
}

export async function skillCourseCards(
  rows: SkillCourseCardRow[],
  reference: ReferenceLookups,
): Promise<SkillCourseCard[]> {
  if (rows.length === 0) return [];
  const expertise = await reference.expertiseByIds(rows.map((row) => row.expertiseId));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    expertise: referenced(expertise, row.expertiseId),
    instructor: tutorRefOf(row),
    price: row.price,
    salePrice: row.salePrice,
    finalPrice: row.finalPrice,
    coverUrl: row.coverUrl,
    rating: ratingOf(row),
    lessonCount: row.lessonCount,
    previewLessonCount: row.previewLessonCount,
    totalDurationSeconds: row.totalDurationSeconds,
    publishedAt: isoOf(row.publishedAt),
  }));
}
