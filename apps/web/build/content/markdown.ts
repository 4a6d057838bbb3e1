/**
 * The Markdown the content folder uses, to HTML (ADR 0052): `##`/`###` headings, paragraphs, `-`/`1.` lists,
 * `>` quotes, `**strong**`, `*em*`, `` `code` `` and `[links](…)`. Every piece of text is HTML-escaped before the
 * few tags are written around it, so the output holds no markup the author typed; a link goes to `https:`,
 * `mailto:` or an app path (`/kelas` becomes the hash route `#/kelas`), anything else is an error.
 */

export interface MarkdownResult {
  html: string;
  /** The `##` headings, with the ids written on them. */
  headings: Array<{ id: string; text: string }>;
  /** The text without markup (for the search index and the reading time). */
  text: string;
}

export class MarkdownError extends Error {}

/** Stands for a finished link while the rest of the line is marked up (a character no text contains). */
const LINK_MARK = '\uE000';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `Data yang kami kumpulkan` → `data-yang-kami-kumpulkan`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function href(target: string): string {
  if (/^(https:\/\/|mailto:)/.test(target)) return target;
  // `{{supportEmail}}` is filled in by the page (the address is a setting of the build being served).
  if (target.startsWith('mailto:{{')) return target;
  if (target.startsWith('/') && !target.startsWith('//')) return `#${target}`;
  throw new MarkdownError(`link target not allowed: ${target}`);
}

/** Inline markup of one escaped line; returns the HTML and the plain text. */
function inline(source: string): { html: string; text: string } {
  const links: string[] = [];
  let html = escapeHtml(source).replace(
    /\[([^\]]+)\]\(([^)\s]+)\)/g,
    (_match, label: string, target: string) => {
      const url = href(target.replace(/&amp;/g, '&'));
      const external = url.startsWith('https://');
      links.push(
        `<a href="${escapeHtml(url)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${label}</a>`,
      );
      return `${LINK_MARK}${links.length - 1}${LINK_MARK}`;
    },
  );
  html = html
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/(^|\W)_([^_\s][^_]*)_(?=\W|$)/g, '$1<em>$2</em>')
    .replace(
      new RegExp(`${LINK_MARK}(\\d+)${LINK_MARK}`, 'g'),
      (_match, index: string) => links[Number(index)] ?? '',
    );
  const text = source
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
  return { html, text };
}

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; lines: string[] };

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const [index, raw] of markdown.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const line = raw.trimEnd();
    const at = `line ${index + 1}`;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^(?:([-*])|(\d+)\.)\s+(.*)$/.exec(line);
    if (line.trim() === '') close();
    else if (heading) {
      close();
      const level = heading[1]?.length ?? 0;
      if (level !== 2 && level !== 3)
        throw new MarkdownError(`${at}: only ## and ### headings (the title is in the front matter)`);
      blocks.push({ kind: 'heading', level, text: heading[2] ?? '' });
    } else if (item) {
      const ordered = item[2] !== undefined;
      const list = current as Block | null;
      if (list?.kind === 'list' && list.ordered === ordered) list.items.push(item[3] ?? '');
      else {
        close();
        current = { kind: 'list', ordered, items: [item[3] ?? ''] };
      }
    } else if (line.startsWith('>')) {
      const quote = current as Block | null;
      const text = line.replace(/^>\s?/, '');
      if (quote?.kind === 'quote') quote.lines.push(text);
      else {
        close();
        current = { kind: 'quote', lines: [text] };
      }
    } else {
      const open = current as Block | null;
      if (open?.kind === 'list' && /^\s+/.test(raw)) {
        open.items[open.items.length - 1] += ` ${line.trim()}`;
      } else if (open?.kind === 'paragraph' || open?.kind === 'quote') open.lines.push(line.trim());
      else {
        close();
        current = { kind: 'paragraph', lines: [line.trim()] };
      }
    }
  }
  close();
  return blocks;
}

export function markdownToHtml(markdown: string): MarkdownResult {
  const html: string[] = [];
  const text: string[] = [];
  const headings: MarkdownResult['headings'] = [];
  const used = new Set<string>();
  for (const block of blocksOf(markdown)) {
    if (block.kind === 'heading') {
      const { html: content, text: plain } = inline(block.text);
      let id = slugify(plain) || 'bagian';
      for (let n = 2; used.has(id); n += 1) id = `${slugify(plain)}-${n}`;
      used.add(id);
      if (block.level === 2) headings.push({ id, text: plain });
      html.push(`<h${block.level} id="${id}">${content}</h${block.level}>`);
      text.push(plain);
    } else if (block.kind === 'list') {
      const tag = block.ordered ? 'ol' : 'ul';
      const items = block.items.map((item) => inline(item));
      html.push(`<${tag}>${items.map((item) => `<li>${item.html}</li>`).join('')}</${tag}>`);
      text.push(...items.map((item) => item.text));
    } else {
      const { html: content, text: plain } = inline(block.lines.join(' '));
      html.push(block.kind === 'quote' ? `<blockquote><p>${content}</p></blockquote>` : `<p>${content}</p>`);
      text.push(plain);
    }
  }
  return { html: html.join('\n'), headings, text: text.join('\n') };
}
