import { z } from 'zod';

/**
 * A discussion post's body: the TipTap editor's JSON, checked against this allow-list (ADR 0041). Node and mark
 * types outside it are refused; unknown attributes are dropped; links are http(s)/mailto only; images are ids of uploads to the class (ADR 0047). Lists nest three levels deep at most (no recursive schema, so the OpenAPI
 * document stays finite). The web renders it node by node into React elements, never as HTML.
 */
export const DISCUSSION_DOC_MAX_CHARS = 40_000;
export const MATH_LATEX_MAX = 2_000;
export const DISCUSSION_IMAGE_ALT_MAX = 200;
export const DISCUSSION_IMAGES_PER_POST_MAX = 20;
/** The largest side an image node may claim (its real size is measured on upload; this only bounds the layout). */
const IMAGE_SIDE_MAX = 20_000;

const safeHref = z
  .string()
  .trim()
  .max(2_000)
  .regex(/^(https?:\/\/|mailto:)[^\s]*$/i, 'Hanya tautan http(s) atau mailto.');

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('underline') }),
  z.object({ type: z.literal('strike') }),
  z.object({ type: z.literal('code') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: safeHref }) }),
]);
export type DiscussionMark = z.infer<typeof markSchema>;

const latex = z.string().trim().min(1).max(MATH_LATEX_MAX);

const inlineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string().min(1).max(10_000),
    marks: z.array(markSchema).max(6).optional(),
  }),
  z.object({ type: z.literal('hardBreak') }),
  z.object({ type: z.literal('mathInline'), attrs: z.object({ latex }) }),
  z.object({
    type: z.literal('mention'),
    attrs: z.object({ id: z.uuid(), label: z.string().trim().min(1).max(120) }),
  }),
]);
export type DiscussionInline = z.infer<typeof inlineSchema>;

const inlineContent = z.array(inlineSchema).max(2_000).optional();
const paragraphSchema = z.object({ type: z.literal('paragraph'), content: inlineContent });
const headingSchema = z.object({
  type: z.literal('heading'),
  attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
  content: inlineContent,
});
const mathBlockSchema = z.object({ type: z.literal('mathBlock'), attrs: z.object({ latex }) });
/**
 * An image uploaded to the class (`POST …/diskusi/gambar`, ADR 0047): the JSON holds its id, never a URL (links
 * expire; readers get fresh ones in `imageUrls`). `width`/`height` (pixels, as measured on upload) reserve its space.
 */
const imageSchema = z.object({
  type: z.literal('image'),
  attrs: z.object({
    imageId: z.uuid(),
    alt: z.string().trim().max(DISCUSSION_IMAGE_ALT_MAX).default(''),
    width: z.number().int().min(1).max(IMAGE_SIDE_MAX).optional(),
    height: z.number().int().min(1).max(IMAGE_SIDE_MAX).optional(),
  }),
});
export type DiscussionImageNode = z.infer<typeof imageSchema>;

/** A list whose items hold paragraphs, formulas, images and (when `inner` is given) lists one level deeper. */
function listSchemas<T extends z.ZodType>(inner: T | null) {
  const itemChild = inner
    ? z.union([paragraphSchema, mathBlockSchema, imageSchema, inner])
    : z.union([paragraphSchema, mathBlockSchema, imageSchema]);
  const item = z.object({ type: z.literal('listItem'), content: z.array(itemChild).min(1).max(50) });
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('bulletList'), content: z.array(item).min(1).max(200) }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(0).max(10_000).optional() }).optional(),
      content: z.array(item).min(1).max(200),
    }),
  ]);
}
const list3 = listSchemas(null);
const list2 = listSchemas(list3);
const list1 = listSchemas(list2);

const blockquoteSchema = z.object({
  type: z.literal('blockquote'),
  content: z
    .array(z.union([paragraphSchema, mathBlockSchema, imageSchema]))
    .min(1)
    .max(100),
});

const blockSchema = z.union([
  paragraphSchema,
  headingSchema,
  mathBlockSchema,
  imageSchema,
  blockquoteSchema,
  list1,
]);
export type DiscussionBlock = z.infer<typeof blockSchema>;

function hasSubstance(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasSubstance);
  if (!value || typeof value !== 'object') return false;
  const node = value as { type?: string; text?: string; content?: unknown };
  if (node.type === 'text') return (node.text ?? '').trim() !== '';
  if (['mathInline', 'mathBlock', 'mention', 'image'].includes(node.type ?? '')) return true;
  return hasSubstance(node.content);
}

export const discussionDocSchema = z
  .object({ type: z.literal('doc'), content: z.array(blockSchema).min(1).max(500) })
  .refine((doc) => JSON.stringify(doc).length <= DISCUSSION_DOC_MAX_CHARS, {
    message: `Tulisan terlalu panjang (paling banyak ${DISCUSSION_DOC_MAX_CHARS} karakter data).`,
  })
  .refine(hasSubstance, { message: 'Tulisan tidak boleh kosong.' })
  .refine(
    (doc) =>
      [...nodesOf(doc.content)].filter((node) => node.type === 'image').length <=
      DISCUSSION_IMAGES_PER_POST_MAX,
    { message: `Paling banyak ${DISCUSSION_IMAGES_PER_POST_MAX} gambar dalam satu tulisan.` },
  )
  .meta({ id: 'DiscussionDoc' });
export type DiscussionDoc = z.infer<typeof discussionDocSchema>;

/** Every node of a document, depth first (mentions and plain text are read from it). */
export function* nodesOf(
  value: unknown,
): Generator<{ type: string; attrs?: Record<string, unknown>; text?: string }> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesOf(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as { type: string; content?: unknown };
  yield node;
  yield* nodesOf(node.content);
}

/** The people a document mentions (ids, once each). */
export function mentionedIds(doc: DiscussionDoc): string[] {
  const ids = new Set<string>();
  for (const node of nodesOf(doc.content)) {
    if (node.type === 'mention' && typeof node.attrs?.id === 'string') ids.add(node.attrs.id);
  }
  return [...ids];
}

/** The uploaded images a document shows (ids, once each, in order). */
export function imageIdsOf(doc: DiscussionDoc): string[] {
  const ids = new Set<string>();
  for (const node of nodesOf(doc.content)) {
    if (node.type === 'image' && typeof node.attrs?.imageId === 'string') ids.add(node.attrs.imageId);
  }
  return [...ids];
}

/** A short plain-text excerpt of a document (lists, notifications). */
export function plainTextOf(doc: DiscussionDoc, max = 160): string {
  const parts: string[] = [];
  for (const node of nodesOf(doc.content)) {
    if (node.type === 'text' && node.text) parts.push(node.text);
    else if (node.type === 'mathInline' || node.type === 'mathBlock')
      parts.push(typeof node.attrs?.latex === 'string' ? node.attrs.latex : '');
    else if (node.type === 'mention')
      parts.push(`@${typeof node.attrs?.label === 'string' ? node.attrs.label : ''}`);
    else if (node.type === 'image') parts.push('[gambar]');
  }
  const text = parts.join(' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
