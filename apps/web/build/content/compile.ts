import { createHash } from 'node:crypto';
// Types only: the config loader runs this file with Node, which cannot load the contracts' TypeScript sources.
import type { ContentDb, InspireArticle, InspireText, LegalText } from '@scola/contracts';
import { parse as parseYaml } from 'yaml';
import { normalizeSearchText } from '../../src/features/content/search.ts';
import { markdownToHtml, MarkdownError } from './markdown.ts';

/** A file of the content folder: its path relative to the folder (`inspire/belajar.id.md`) and its text. */
export interface ContentFile {
  path: string;
  source: string;
}

/** A content file that cannot be compiled; the message starts with the file's path. */
export class ContentError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
    this.file = file;
  }
}

export interface CompiledContent {
  db: ContentDb;
  json: string;
  /** First 12 hex digits of the SHA-256 of `json`. */
  hash: string;
  fileName: string;
}

const WORDS_PER_MINUTE = 200;
const inspireCategories = ['tips', 'cerita'] as const satisfies ReadonlyArray<InspireArticle['category']>;
const fileNamePattern = /^(inspire|legal)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.(id|en)\.md$/;

type Fields = Record<string, unknown>;

function splitFrontMatter(file: ContentFile): { fields: Fields; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(file.source);
  if (!match)
    throw new ContentError(file.path, 'front matter missing (a block between two --- lines at the top)');
  let fields: unknown;
  try {
    fields = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new ContentError(file.path, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (!fields || typeof fields !== 'object' || Array.isArray(fields))
    throw new ContentError(file.path, 'front matter must be a set of "name: value" lines');
  return { fields: fields as Fields, body: match[2] ?? '' };
}

function text(file: string, fields: Fields, name: string): string {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ContentError(file, `front matter "${name}" is required (a non-empty text)`);
  return value.trim();
}

function date(file: string, fields: Fields, name: string): string {
  const value = text(file, fields, name);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new ContentError(file, `front matter "${name}" must be a date written YYYY-MM-DD`);
  return value;
}

function tags(file: string, fields: Fields, fallback?: string[]): string[] {
  const value = fields.tags;
  if (value === undefined && fallback) return fallback;
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string' && tag.trim() !== ''))
    throw new ContentError(file, 'front matter "tags" must be a list of texts');
  return value.map((tag: string) => tag.trim());
}

function body(file: string, markdown: string) {
  try {
    return markdownToHtml(markdown);
  } catch (error) {
    if (error instanceof MarkdownError) throw new ContentError(file, error.message);
    throw error;
  }
}

const wordCount = (plain: string) => plain.split(/\s+/).filter(Boolean).length;

interface Parsed {
  file: ContentFile;
  fields: Fields;
  body: string;
}

function inspireText(parsed: Parsed, fallbackTags?: string[]): InspireText {
  const { path } = parsed.file;
  const title = text(path, parsed.fields, 'title');
  const summary = text(path, parsed.fields, 'summary');
  const articleTags = tags(path, parsed.fields, fallbackTags);
  const { html, text: plain } = body(path, parsed.body);
  return {
    title,
    summary,
    tags: articleTags,
    html,
    readingMinutes: Math.max(1, Math.ceil(wordCount(plain) / WORDS_PER_MINUTE)),
    search: normalizeSearchText([title, summary, articleTags.join(' '), plain].join(' ')),
  };
}

function inspireArticle(slug: string, id: Parsed, en: Parsed | undefined): InspireArticle {
  const { path } = id.file;
  const category = text(path, id.fields, 'category');
  if (!(inspireCategories as readonly string[]).includes(category))
    throw new ContentError(path, `front matter "category" must be one of ${inspireCategories.join(', ')}`);
  const cover = id.fields.cover === undefined ? null : text(path, id.fields, 'cover');
  if (cover !== null && !/^\/[\w/.-]+\.(webp|jpg|jpeg|png|svg)$/.test(cover))
    throw new ContentError(
      path,
      'front matter "cover" must be a path under public/, like /inspire/cover.webp',
    );
  const idText = inspireText(id);
  return {
    slug,
    category: category as InspireArticle['category'],
    date: date(path, id.fields, 'date'),
    author: text(path, id.fields, 'author'),
    cover,
    texts: en ? { id: idText, en: inspireText(en, idText.tags) } : { id: idText },
  };
}

function legalText(parsed: Parsed): LegalText {
  const { path } = parsed.file;
  const { html, headings } = body(path, parsed.body);
  return {
    title: text(path, parsed.fields, 'title'),
    summary: text(path, parsed.fields, 'summary'),
    updated: date(path, parsed.fields, 'updated'),
    html,
    headings,
  };
}

/**
 * The content folder's files as the content database: every file checked (a mistake names its file), articles
 * newest first, and the JSON's hash, so the file name changes exactly when the content does.
 */
export function compileContent(files: readonly ContentFile[]): CompiledContent {
  type Group = Partial<Record<'id' | 'en', Parsed>>;
  const groups = { inspire: new Map<string, Group>(), legal: new Map<string, Group>() };
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const name = fileNamePattern.exec(file.path);
    if (!name)
      throw new ContentError(
        file.path,
        'unexpected file: write inspire/<slug>.<id|en>.md or legal/<name>.<id|en>.md',
      );
    const [, kind, slug, language] = name as unknown as [string, 'inspire' | 'legal', string, 'id' | 'en'];
    const group = groups[kind].get(slug) ?? {};
    group[language] = { file, ...splitFrontMatter(file) };
    groups[kind].set(slug, group);
  }

  const inspire = [...groups.inspire].map(([slug, { id, en }]) => {
    if (!id)
      throw new ContentError(
        `inspire/${slug}.id.md`,
        'missing: every article is written in Indonesian first',
      );
    return inspireArticle(slug, id, en);
  });
  inspire.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const legalDocument = (name: 'privacy' | 'terms') => {
    const group = groups.legal.get(name);
    if (!group?.id) throw new ContentError(`legal/${name}.id.md`, 'missing');
    return group.en ? { id: legalText(group.id), en: legalText(group.en) } : { id: legalText(group.id) };
  };
  for (const name of groups.legal.keys())
    if (name !== 'privacy' && name !== 'terms')
      throw new ContentError(`legal/${name}`, 'unknown legal document (privacy or terms)');

  const db: ContentDb = {
    inspire,
    legal: { privacy: legalDocument('privacy'), terms: legalDocument('terms') },
  };
  const json = JSON.stringify(db);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { db, json, hash, fileName: `content-${hash}.json` };
}
