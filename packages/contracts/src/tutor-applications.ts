import { z } from 'zod';
import { dataOf, listOf } from './common';
import { schoolLevelSchema } from './users';

/**
 * Tutor application states: draft → submitted → (needs_changes → submitted …) → approved | rejected. Only `draft`
 * and `needs_changes` can be edited by the applicant; only `submitted` can be decided by an admin.
 */
export const tutorApplicationStatuses = [
  'draft',
  'submitted',
  'needs_changes',
  'approved',
  'rejected',
] as const;
export const tutorApplicationStatusSchema = z.enum(tutorApplicationStatuses);
export type TutorApplicationStatus = z.infer<typeof tutorApplicationStatusSchema>;

/** Documents an applicant uploads (PDF, JPG or PNG): identity card, latest diploma, certificates (optional, many). */
export const tutorDocumentKinds = ['ktp', 'ijazah', 'sertifikat'] as const;
export const tutorDocumentKindSchema = z.enum(tutorDocumentKinds);
export type TutorDocumentKind = z.infer<typeof tutorDocumentKindSchema>;

/** An Indonesian mobile number: 08…, 628… or +628…, 10 to 14 digits in all. */
export const indonesianPhoneSchema = z
  .string()
  .trim()
  .regex(/^(\+62|62|0)8\d{7,11}$/, { message: 'Nomor HP harus berformat Indonesia, mis. 081234567890.' });

/** Step 1 `PUT /api/pendaftaran-tutor/biodata`. */
export const tutorBiodataSchema = z.strictObject({
  fullName: z.string().trim().min(3).max(120),
  phone: indonesianPhoneSchema,
  city: z.string().trim().min(2).max(80),
  province: z.string().trim().min(2).max(80),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type TutorBiodata = z.infer<typeof tutorBiodataSchema>;

/**
 * Step 2 `PUT /api/pendaftaran-tutor/mengajar`: expertise and subjects from the admin's lists, rate in rupiah. A
 * life-skill tutor (a guitar teacher) may have no school subject and a school tutor no life-skill expertise, so
 * one of the two lists may be empty, not both.
 */
export const tutorTeachingSchema = z
  .strictObject({
    expertiseIds: z.array(z.uuid()).max(20),
    subjectIds: z.array(z.uuid()).max(30),
    levels: z.array(schoolLevelSchema).min(1),
    education: z.string().trim().min(3).max(2000),
    experience: z.string().trim().max(4000).default(''),
    hourlyRate: z.number().int().min(10_000).max(5_000_000),
  })
  .refine((teaching) => teaching.expertiseIds.length + teaching.subjectIds.length > 0, {
    path: ['subjectIds'],
    message: 'Pilih minimal satu keahlian atau satu mata pelajaran.',
  });
export type TutorTeaching = z.infer<typeof tutorTeachingSchema>;

export const tutorDocumentSchema = z
  .object({
    id: z.uuid(),
    kind: tutorDocumentKindSchema,
    fileName: z.string(),
    mime: z.string(),
    /** A short-lived signed link (admin views only; `null` for the applicant's own list). */
    url: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'TutorDocument' });
export type TutorDocument = z.infer<typeof tutorDocumentSchema>;

/** The application as its applicant sees it (`GET /api/pendaftaran-tutor`). */
export const tutorApplicationSchema = z
  .object({
    id: z.uuid(),
    status: tutorApplicationStatusSchema,
    biodata: tutorBiodataSchema.nullable(),
    teaching: tutorTeachingSchema.nullable(),
    documents: z.array(tutorDocumentSchema),
    /** The admin's reason when changes are asked for or the application is rejected. */
    reviewNote: z.string().nullable(),
    submittedAt: z.iso.datetime().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'TutorApplication' });
export type TutorApplication = z.infer<typeof tutorApplicationSchema>;
/** `null` when the signed-in account has not started an application. */
export const myTutorApplicationResponseSchema = dataOf(tutorApplicationSchema.nullable());
export const tutorApplicationResponseSchema = dataOf(tutorApplicationSchema);

/** `DELETE /api/pendaftaran-tutor/dokumen/{id}` and `POST …/dokumen/{jenis}` params. */
export const tutorDocumentKindParamsSchema = z.strictObject({ jenis: tutorDocumentKindSchema });

/** An application in the admin's queue and detail, with the applicant. */
export const adminTutorApplicationSchema = tutorApplicationSchema
  .extend({ applicant: z.object({ id: z.uuid(), name: z.string(), email: z.string() }) })
  .meta({ id: 'AdminTutorApplication' });
export type AdminTutorApplication = z.infer<typeof adminTutorApplicationSchema>;
export const adminTutorApplicationResponseSchema = dataOf(adminTutorApplicationSchema);
export const adminTutorApplicationListSchema = listOf(adminTutorApplicationSchema);

/** `GET /api/admin/tutor/pendaftaran`: oldest submitted first; `status` filters (default: `submitted`). */
export const adminTutorApplicationListQuerySchema = z.strictObject({
  status: tutorApplicationStatusSchema.default('submitted'),
});

/** `POST /api/admin/tutor/pendaftaran/{id}/perubahan` and `…/tolak`: the reason shown to the applicant. */
export const tutorApplicationReasonSchema = z.strictObject({
  reason: z.string().trim().min(5).max(2000),
});
