import type { SkillCourseCard } from '@scola/contracts';
import { isoOf, ratingOf, referenced, type ReferenceLookups } from '../shared/refs';
import { tutorRefOf } from '../tutors/tutor-cards';
import type { SkillCourseCardRow } from './skill-courses.repository';

export const lessonVideoUrl = (courseId: string, lessonId: string) =>
  `/api/lifeskill/${courseId}/pelajaran/${lessonId}/video`;

/** Course rows → cards, their expertise in one batched lookup whatever the number of rows. */
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
