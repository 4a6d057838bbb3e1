import type { Expertise, ListMeta, Subject, ValidationIssue } from '@scola/contracts';
import { AppError } from '../../../lib/app-error';
import type { CatalogueReferenceService } from '../../catalogue-reference';

/** What the catalogue needs from the reference module (subjects, expertise), always in batches. */
export type ReferenceLookups = Pick<
  CatalogueReferenceService,
  'subjectsByIds' | 'expertiseByIds' | 'findSubjectId' | 'findExpertiseId' | 'expertiseIdsOfCategory'
>;

/** 400 `VALIDATION_FAILED` naming the query parameter, like the schema validation does. */
export function unknownQueryValue(parameter: string, message: string): AppError {
  const issue: ValidationIssue = { location: 'query', path: parameter, code: 'unknown_value', message };
  return new AppError('VALIDATION_FAILED', undefined, [issue]);
}

/** The subject id of `pelajaran` (id or slug); 400 naming the parameter when there is no such subject. */
export async function resolveSubject(
  reference: ReferenceLookups,
  value: string | undefined,
  parameter = 'pelajaran',
): Promise<string | undefined> {
  if (value === undefined) return undefined;
  const id = await reference.findSubjectId(value);
  if (!id) throw unknownQueryValue(parameter, `Pelajaran "${value}" tidak dikenal.`);
  return id;
}

/** The expertise id of `keahlian` (id or slug); 400 naming the parameter when there is none. */
export async function resolveExpertise(
  reference: ReferenceLookups,
  value: string | undefined,
  parameter = 'keahlian',
): Promise<string | undefined> {
  if (value === undefined) return undefined;
  const id = await reference.findExpertiseId(value);
  if (!id) throw unknownQueryValue(parameter, `Keahlian "${value}" tidak dikenal.`);
  return id;
}

/** The expertise ids of the category `kategori` (id or slug); 400 naming the parameter when there is none. */
export async function resolveExpertiseCategory(
  reference: ReferenceLookups,
  value: string | undefined,
  parameter = 'kategori',
): Promise<string[] | undefined> {
  if (value === undefined) return undefined;
  const ids = await reference.expertiseIdsOfCategory(value);
  if (!ids) throw unknownQueryValue(parameter, `Kategori keahlian "${value}" tidak dikenal.`);
  return ids;
}

/** The referenced item, which a foreign key guarantees; a miss is a server error, never a silent gap. */
export function referenced<T extends Subject | Expertise>(items: Map<string, T>, id: string): T {
  const item = items.get(id);
  if (!item) throw new AppError('INTERNAL_ERROR', undefined, { missingReference: id });
  return item;
}

/** `meta` of a list; `totalIsEstimate` only when the total is a lower bound (public catalogue lists, ADR 0063). */
export const metaOf = (
  query: { page: number; pageSize: number },
  total: number,
  totalIsEstimate = false,
): ListMeta => ({
  page: query.page,
  pageSize: query.pageSize,
  total,
  ...(totalIsEstimate ? { totalIsEstimate } : {}),
});

/** ISO-8601 of a timestamp that visibility guarantees is set (e.g. `published_at` of a published item). */
export function isoOf(date: Date | null): string {
  if (!date) throw new AppError('INTERNAL_ERROR');
  return date.toISOString();
}

export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const ratingOf = (row: { ratingAverage: number; ratingCount: number }) => ({
  average: row.ratingAverage,
  count: row.ratingCount,
});
