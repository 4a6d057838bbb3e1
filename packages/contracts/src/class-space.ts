import { z } from 'zod';
import { dataOf } from './common';
import { liveClassKindSchema } from './live-classes';

/**
 * The class space (`/kelas/detail/{id}`, `/tutor/kelas/detail/{id}`; API `/api/ruang-kelas/{id}/…`, ADR 0039): only
 * the class's tutor, its enrolled students (owners of the class, or of a booked bimbel slot) and admins enter it.
 */
export const classSpaceRoles = ['tutor', 'student', 'admin'] as const;
export const classSpaceRoleSchema = z.enum(classSpaceRoles);
export type ClassSpaceRole = z.infer<typeof classSpaceRoleSchema>;

/** `GET /api/ruang-kelas/{id}`: the class as its space shows it, and the viewer's role in it. */
export const classSpaceSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    kind: liveClassKindSchema,
    role: classSpaceRoleSchema,
    tutor: z.object({ id: z.uuid(), name: z.string() }),
    /** Students enrolled (owners of the class). */
    studentCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'ClassSpace' });
export type ClassSpace = z.infer<typeof classSpaceSchema>;

export const classSpaceResponseSchema = dataOf(classSpaceSchema);
export type ClassSpaceResponse = z.infer<typeof classSpaceResponseSchema>;
