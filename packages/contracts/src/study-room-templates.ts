import { z } from 'zod';
import { dataOf, listOf, MAX_PAGE_SIZE } from './common';
import { discussionDocSchema } from './discussion-doc';
import {
  studyRoomCapacitySchema,
  studyRoomDurationSchema,
  studyRoomFileSchema,
  studyRoomGradeSchema,
  studyRoomPriceSchema,
  studyRoomSubjectSchema,
  studyRoomTitleSchema,
} from './study-rooms';

/** Master study rooms (ADR 0049): the tutor's templates at `/api/tutor/master-study-room`. */

/** `POST /api/tutor/master-study-room`, `PATCH …/{id}` (every field optional there). Files are uploaded apart. */
export const studyRoomTemplateInputSchema = z.strictObject({
  subjectId: z.uuid(),
  grade: studyRoomGradeSchema.default(null),
  title: studyRoomTitleSchema,
  description: discussionDocSchema,
  durationMinutes: studyRoomDurationSchema,
  capacity: studyRoomCapacitySchema,
  price: studyRoomPriceSchema,
});
export type StudyRoomTemplateInput = z.infer<typeof studyRoomTemplateInputSchema>;
export const studyRoomTemplateUpdateSchema = studyRoomTemplateInputSchema.partial();
export type StudyRoomTemplateUpdate = z.infer<typeof studyRoomTemplateUpdateSchema>;

export const studyRoomTemplateSchema = z
  .object({
    id: z.uuid(),
    subject: studyRoomSubjectSchema,
    grade: z.number().int().nullable(),
    title: z.string(),
    description: discussionDocSchema,
    durationMinutes: z.number().int(),
    capacity: z.number().int(),
    price: z.number().int(),
    files: z.array(studyRoomFileSchema),
    /** Rooms made from it that have not ended (a master with rooms is archived, not deleted). */
    upcomingRoomCount: z.number().int().min(0),
    archived: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'StudyRoomTemplate' });
export type StudyRoomTemplate = z.infer<typeof studyRoomTemplateSchema>;
export const studyRoomTemplateResponseSchema = dataOf(studyRoomTemplateSchema);
export const studyRoomTemplateListSchema = listOf(studyRoomTemplateSchema).meta({
  id: 'StudyRoomTemplateList',
});
export type StudyRoomTemplateList = z.infer<typeof studyRoomTemplateListSchema>;
export const studyRoomTemplateListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  archived: z.enum(['true', 'false']).default('false'),
});
