import type { TutorCard, TutorRef } from '@scola/contracts';
import { ratingOf, referenced, type ReferenceLookups } from '../shared/refs';

/** The tutor columns of a card row (`tutorRefColumns`). */
export interface TutorRefRow {
  tutorId: string;
  tutorName: string;
  tutorPhotoUrl: string | null;
  tutorHeadline: string;
  tutorCity: string | null;
}

export const tutorRefOf = (row: TutorRefRow): TutorRef => ({
  id: row.tutorId,
  name: row.tutorName,
  photoUrl: row.tutorPhotoUrl,
  headline: row.tutorHeadline,
  city: row.tutorCity,
});

export interface TutorCardRow extends TutorRefRow {
  ratingAverage: number;
  ratingCount: number;
  classCount: number;
  courseCount: number;
  hourlyRate: number | null;
}

/** Expertise and subject ids of tutors (`TutorsRepository.links`). */
export interface TutorLinks {
  expertise: { tutorId: string; id: string }[];
  subjects: { tutorId: string; id: string }[];
}

/** Tutor rows → cards with their expertise and subjects (sorted by name): 2 batched reference lookups. */
export async function tutorCards(
  rows: TutorCardRow[],
  links: TutorLinks,
  reference: ReferenceLookups,
): Promise<TutorCard[]> {
  if (rows.length === 0) return [];
  const [expertise, subjects] = await Promise.all([
    reference.expertiseByIds(links.expertise.map((link) => link.id)),
    reference.subjectsByIds(links.subjects.map((link) => link.id)),
  ]);
  const idsOf = (list: { tutorId: string; id: string }[], tutorId: string) =>
    list.filter((link) => link.tutorId === tutorId).map((link) => link.id);
  return rows.map((row) => ({
    ...tutorRefOf(row),
    rating: ratingOf(row),
    expertise: idsOf(links.expertise, row.tutorId)
      .map((id) => referenced(expertise, id))
      .sort((a, b) => a.name.localeCompare(b.name, 'id')),
    subjects: idsOf(links.subjects, row.tutorId)
      .map((id) => referenced(subjects, id))
      .sort((a, b) => a.name.localeCompare(b.name, 'id') || a.level.localeCompare(b.level)),
    classCount: row.classCount,
    courseCount: row.courseCount,
    hourlyRate: row.hourlyRate,
  }));
}
