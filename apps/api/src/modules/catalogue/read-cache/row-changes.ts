import { z } from 'zod';

/**
 * What a `catalogue_changed` notification says (ADR 0062). Most tables notify their name (migration 0003): the
 * whole table counts as changed. Classes and their sessions notify the rows a statement changed (migration 0036):
 * for classes the facets the lists filter and sort on, before and after; for sessions the classes they belong to.
 * A statement changing more rows than fit a notification falls back to the table name.
 */
export type CatalogueChange =
  | { kind: 'table'; table: string }
  | { kind: 'classes'; rows: ClassRowChange[] }
  | { kind: 'class-sessions'; classIds: string[] };

/** A class's facets (`catalogue_class_facets` in migration 0036). */
const classFacetsSchema = z.object({
  status: z.string(),
  tutorId: z.string(),
  subjectId: z.string(),
  subjectSlug: z.string().nullable(),
  level: z.string(),
  kind: z.string(),
  finalPrice: z.number(),
  ratingAverage: z.number(),
  ratingCount: z.number(),
  /** Epoch milliseconds with the microseconds as fraction; null while never published. */
  publishedAt: z.number().nullable(),
  /** The searched text (`title || ' ' || summary`) and the tutor's display name: what a search matches. */
  text: z.string(),
  tutorName: z.string().nullable(),
});
export type ClassFacets = z.infer<typeof classFacetsSchema>;

/** One changed class: `old` is null for an insert, `new` for a delete. */
const classRowChangeSchema = z.object({
  id: z.string(),
  old: classFacetsSchema.nullable(),
  new: classFacetsSchema.nullable(),
});
export type ClassRowChange = z.infer<typeof classRowChangeSchema>;

const rowPayloadSchema = z.union([
  z.object({ table: z.literal('live_classes'), rows: z.array(classRowChangeSchema) }),
  z.object({ table: z.literal('class_sessions'), classIds: z.array(z.string()) }),
]);

/**
 * Reads a notification payload. A payload that is neither a table name nor a row change this code understands
 * (a newer migration, a hand-written NOTIFY) counts as a change of everything — never as no change.
 */
export function parseCatalogueChange(payload: string): CatalogueChange {
  if (!payload.startsWith('{')) return { kind: 'table', table: payload };
  let parsed: z.infer<typeof rowPayloadSchema> | undefined;
  try {
    parsed = rowPayloadSchema.safeParse(JSON.parse(payload)).data;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined) return { kind: 'table', table: '*' };
  return 'rows' in parsed
    ? { kind: 'classes', rows: parsed.rows }
    : { kind: 'class-sessions', classIds: parsed.classIds };
}
