import { z } from 'zod';
import { publicationStatusSchema } from './catalogue';
import { subjectSchema } from './catalogue-reference';
import { dataOf, listOf, MAX_PAGE_SIZE } from './common';
import { liveClassKindSchema } from './live-classes';
import { schoolLevelSchema } from './users';

/**
 * The tutor's own classes (`/api/tutor/kelas`): drafts, published and archived classes of the signed-in tutor (an
 * admin sees any tutor's). The editor saves a step at a time: `informasi` (POST creates a draft, PATCH edits),
 * `tentang` and `harga` (PATCH). Money in integer rupiah; times ISO-8601 UTC.
 */

/** Largest class a tutor may open; a bimble (private or small-group tutoring) class takes at most 5 students. */
export const MAX_CLASS_CAPACITY = 500;
export const MAX_BIMBLE_CAPACITY = 5;
/** Highest accepted class price (rupiah). */
export const MAX_CLASS_PRICE = 100_000_000;
/** Most entries of "what students learn" and of "requirements". */
export const MAX_CLASS_LIST_ITEMS = 20;

export const tutorClassListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  jenis: liveClassKindSchema.optional(),
  status: publicationStatusSchema.optional(),
});
export type TutorClassListQuery = z.infer<typeof tutorClassListQuerySchema>;

/** A row of the tutor's class list. */
export const tutorClassRowSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    kind: liveClassKindSchema,
    status: publicationStatusSchema,
    subject: subjectSchema,
    level: schoolLevelSchema,
    price: z.number().int().min(0),
    /** Discounted price (below `price`) while the sale lasts, else null. */
    salePrice: z.number().int().min(0).nullable(),
    /** When the sale ends (null: until the tutor removes it). */
    saleEndsAt: z.iso.datetime().nullable(),
    /** What a buyer pays now. */
    finalPrice: z.number().int().min(0),
    capacity: z.number().int().min(1),
    seatsTaken: z.number().int().min(0),
    coverUrl: z.string().nullable(),
    /** Start of the next session that is not cancelled (null: none ahead). */
    nextSessionAt: z.iso.datetime().nullable(),
    /** Sessions that are not cancelled. */
    sessionCount: z.number().int().min(0),
    /** The tutor's time zone (IANA), in which the workspace shows times. */
    timeZone: z.string(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'TutorClassRow' });
export type TutorClassRow = z.infer<typeof tutorClassRowSchema>;
export const tutorClassListSchema = listOf(tutorClassRowSchema).meta({ id: 'TutorClassList' });
export type TutorClassList = z.infer<typeof tutorClassListSchema>;

/** Why a class cannot be published now (empty when it can). */
export const publishBlockers = ['tutor_unverified', 'no_future_session'] as const;
export const publishBlockerSchema = z.enum(publishBlockers);
export type PublishBlocker = z.infer<typeof publishBlockerSchema>;

/** The price split of one seat at the class's current price. */
export const classPricingSchema = z.object({
  /** `PLATFORM_FEE_PERCENT` of the API. */
  platformFeePercent: z.number().min(0).max(100),
  /** The platform's fee of one seat at `finalPrice` (rounded to the rupiah). */
  platformFee: z.number().int().min(0),
  /** What the tutor earns per seat at `finalPrice`, before voucher discounts the tutor funds. */
  netPerSeat: z.number().int().min(0),
});
export type ClassPricing = z.infer<typeof classPricingSchema>;

/** `GET /api/tutor/kelas/{id}`: everything the editor shows. */
export const tutorClassSchema = tutorClassRowSchema
  .extend({
    summary: z.string(),
    /** Sanitised HTML (maths as `$…$` / `$$…$$`). */
    aboutHtml: z.string(),
    learningPoints: z.array(z.string()),
    requirements: z.array(z.string()),
    tutorId: z.uuid(),
    publishedAt: z.iso.datetime().nullable(),
    pricing: classPricingSchema,
    publishBlockers: z.array(publishBlockerSchema),
    /** Students hold or held seats: the class can be archived but not deleted. */
    hasStudents: z.boolean(),
  })
  .meta({ id: 'TutorClass' });
export type TutorClass = z.infer<typeof tutorClassSchema>;
export const tutorClassResponseSchema = dataOf(tutorClassSchema);
export type TutorClassResponse = z.infer<typeof tutorClassResponseSchema>;

const listItemsSchema = z.array(z.string().trim().min(1).max(200)).max(MAX_CLASS_LIST_ITEMS);

/** The `informasi` step. The class's level is its subject's. */
export const tutorClassInfoFields = {
  title: z.string().trim().min(5).max(160),
  summary: z.string().trim().min(10).max(300),
  subjectId: z.uuid(),
  kind: liveClassKindSchema,
  capacity: z.number().int().min(1).max(MAX_CLASS_CAPACITY),
};

export const BIMBLE_CAPACITY_TOO_BIG = `Kelas bimbel paling banyak ${MAX_BIMBLE_CAPACITY} siswa.`;
export const CLASS_SALE_NOT_BELOW = 'Harga diskon harus lebih kecil dari harga normal.';
export const CLASS_SALE_END_WITHOUT_SALE = 'Tanggal akhir diskon hanya untuk harga diskon.';

/** `POST /api/tutor/kelas`: a new draft from the `informasi` step (the price can be set later; 0 until then). */
export const tutorClassCreateSchema = z.strictObject(tutorClassInfoFields).superRefine((input, context) => {
  if (input.kind === 'bimble' && input.capacity > MAX_BIMBLE_CAPACITY) {
    context.addIssue({ code: 'custom', path: ['capacity'], message: BIMBLE_CAPACITY_TOO_BIG });
  }
});
export type TutorClassCreate = z.infer<typeof tutorClassCreateSchema>;

/**
 * `PATCH /api/tutor/kelas/{id}`: any fields of the three steps. Rules across fields (sale below price, bimble size,
 * capacity not below seats taken, sale end in the future) are checked by the API against the stored values.
 */
export const tutorClassPatchSchema = z
  .strictObject({
    ...tutorClassInfoFields,
    aboutHtml: z.string().max(60_000),
    learningPoints: listItemsSchema,
    requirements: listItemsSchema,
    price: z.number().int().min(0).max(MAX_CLASS_PRICE),
    /** Null removes the sale (and its end). */
    salePrice: z.number().int().min(0).max(MAX_CLASS_PRICE).nullable(),
    /** Null: the sale lasts until removed. */
    saleEndsAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial();
export type TutorClassPatch = z.infer<typeof tutorClassPatchSchema>;

/** The three editor steps, the web's tabs and wizard steps. */
export const tutorClassSteps = ['informasi', 'tentang', 'harga'] as const;
export type TutorClassStep = (typeof tutorClassSteps)[number];

/** Most classes in one tutor package. */
export const MAX_PACKAGE_CLASSES = 10;

/**
 * `/api/tutor/kelas-paket`: the tutor's own packages (every class of the bundle is theirs). The package price must
 * stay below what its classes cost one by one (`originalPrice`, at their current buyer prices).
 */
export const tutorPackageSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    status: publicationStatusSchema,
    level: schoolLevelSchema.nullable(),
    price: z.number().int().min(0),
    /** What the classes cost bought one by one, now. */
    originalPrice: z.number().int().min(0),
    classes: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        status: publicationStatusSchema,
        finalPrice: z.number().int().min(0),
      }),
    ),
    publishedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'TutorPackage' });
export type TutorPackage = z.infer<typeof tutorPackageSchema>;
export const tutorPackageListSchema = listOf(tutorPackageSchema).meta({ id: 'TutorPackageList' });
export type TutorPackageList = z.infer<typeof tutorPackageListSchema>;
export const tutorPackageResponseSchema = dataOf(tutorPackageSchema);

export const tutorPackageListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TutorPackageListQuery = z.infer<typeof tutorPackageListQuerySchema>;

const packageFields = {
  title: z.string().trim().min(5).max(160),
  summary: z.string().trim().min(10).max(300),
  price: z.number().int().min(0).max(MAX_CLASS_PRICE),
  /** The tutor's own classes, in bundle order, each once. */
  classIds: z
    .array(z.uuid())
    .min(2)
    .max(MAX_PACKAGE_CLASSES)
    .refine(
      (ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length,
      'Setiap kelas hanya sekali.',
    ),
};

/** `POST /api/tutor/kelas-paket`: a draft package. */
export const tutorPackageCreateSchema = z.strictObject(packageFields);
export type TutorPackageCreate = z.infer<typeof tutorPackageCreateSchema>;
/** `PATCH /api/tutor/kelas-paket/{id}`. */
export const tutorPackagePatchSchema = z.strictObject(packageFields).partial();
export type TutorPackagePatch = z.infer<typeof tutorPackagePatchSchema>;
