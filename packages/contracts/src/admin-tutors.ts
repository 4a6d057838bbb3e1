import { z } from 'zod';
import { listOf, MAX_PAGE_SIZE } from './common';
import { tutorApplicationStatusSchema } from './tutor-applications';

/**
 * Where a tutor or an applicant stands in the admin's tutor list (`GET /api/admin/tutor`), first match wins:
 * - `suspended`: the account is suspended (whatever else is true);
 * - `verified`: a public tutor (the tutor profile is verified, or the application was approved);
 * - `submitted` | `needs_changes` | `rejected` | `draft`: the state of the account's application;
 * - `unverified`: a tutor account (or profile) with neither a verified profile nor an application.
 */
export const adminTutorStatuses = [
  'verified',
  'submitted',
  'needs_changes',
  'rejected',
  'draft',
  'unverified',
  'suspended',
] as const;
export const adminTutorStatusSchema = z.enum(adminTutorStatuses);
export type AdminTutorStatus = z.infer<typeof adminTutorStatusSchema>;

/** One tutor or applicant in the admin's list. */
export const adminTutorSchema = z
  .object({
    /** The account's id (also the public tutor profile's id). */
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    /** The tutor profile's photo, else the account's. */
    photoUrl: z.string().nullable(),
    status: adminTutorStatusSchema,
    /** The account's application, if it has one. */
    applicationId: z.uuid().nullable(),
    applicationStatus: tutorApplicationStatusSchema.nullable(),
    submittedAt: z.iso.datetime().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    /** When the tutor profile became public (`null`: not public). */
    verifiedAt: z.iso.datetime().nullable(),
    /** How many live classes the tutor has (any publication state). */
    classCount: z.number().int().min(0),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminTutor' });
export type AdminTutor = z.infer<typeof adminTutorSchema>;
export const adminTutorListSchema = listOf(adminTutorSchema);
export type AdminTutorList = z.infer<typeof adminTutorListSchema>;

/** `nama` A–Z (default), `terbaru` newest account, `diajukan` latest submission, `diputuskan` latest decision. */
export const adminTutorSorts = ['nama', 'terbaru', 'diajukan', 'diputuskan'] as const;
export type AdminTutorSort = (typeof adminTutorSorts)[number];

/** `GET /api/admin/tutor`: `q` matches name or e-mail (case-insensitive); every filter optional. */
export const adminTutorListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  q: z.string().trim().min(1).max(120).optional(),
  status: adminTutorStatusSchema.optional(),
  sort: z.enum(adminTutorSorts).default('nama'),
});
export type AdminTutorListQuery = z.infer<typeof adminTutorListQuerySchema>;
