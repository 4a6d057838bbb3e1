import sanitizeHtml from 'sanitize-html';

/**
 * Allow-list sanitiser for rich text written by users (class "about" texts, course descriptions, later
 * discussions): keeps structure and emphasis, links with http(s)/mailto only, and drops everything else — scripts
 * and styles with their content, event handlers (`onerror=`…), `style`, `javascript:` URLs, iframes, images.
 * Maths stays plain text (`$…$`, `$$…$$`) for KaTeX on the web. Run it before storing.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** The sanitised HTML of `html` (idempotent: sanitising twice gives the same text). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Text made safe inside HTML (element content and quoted attributes). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Plain text as rich text: each blank-line-separated block a paragraph, single line breaks kept as `<br>`, every
 * character escaped (for texts written before a field became rich text, e.g. an application's experience as a bio).
 */
export function plainTextToRichText(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
