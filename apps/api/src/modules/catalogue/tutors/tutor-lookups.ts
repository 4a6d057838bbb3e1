import type { TutorCard } from '@scola/contracts';
import type { Database } from '../../../db/client';
import { catalogueReferenceServiceFor } from '../../catalogue-reference';
import { tutorCards } from './tutor-cards';
import { createTutorsRepository } from './tutors.repository';

/** What other modules ask about tutors: collections (followed tutors) and free trials (a tutor's subjects). */

/** Whether `id` is a public (verified, not suspended) tutor. */
export function isPublicTutorId(db: Database, id: string): Promise<boolean> {
  return createTutorsRepository(db).isPublic(id);
}

/** Subject ids a tutor teaches (`tutor_subjects`), for the tutor area's free trial requests. */
export function subjectIdsOfTutor(db: Database, tutorId: string): Promise<string[]> {
  return createTutorsRepository(db).subjectIdsOf(tutorId);
}

/** Cards of the public tutors among `ids`, as `GET /api/tutor` shows them; 5 queries. */
export async function tutorCardsByIds(db: Database, ids: string[]): Promise<Map<string, TutorCard>> {
  if (ids.length === 0) return new Map();
  const repository = createTutorsRepository(db);
  const rows = await repository.cardsByIds(ids);
  if (rows.length === 0) return new Map();
  const links = await repository.links(rows.map((row) => row.tutorId));
  const cards = await tutorCards(rows, links, catalogueReferenceServiceFor(db));
  return new Map(cards.map((card) => [card.id, card]));
}
