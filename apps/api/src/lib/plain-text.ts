/**
 * Plain text written by users (review comments, tutor replies; ADR 0036) as it is stored and shown: Unicode NFC,
 * line breaks as `\n`, tabs as spaces, no other control characters (C0, DEL, C1), no bidirectional overrides or
 * isolates (they reorder what readers see, "Trojan Source"), no zero-width characters but the joiner emoji need,
 * trailing spaces of each line and more than one empty line in a row removed, the whole trimmed. Markup stays
 * literal text: clients render these fields as text, never as HTML, so `<b>` shows as typed and cannot run.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Zero-width space and no-break, word joiner, BOM, soft hyphen (U+200D, the emoji joiner, stays). */
const INVISIBLE = /[\u00AD\u200B\u200C\u2060\uFEFF]/g;

export function cleanPlainText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?|\u2028|\u2029/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI, '')
    .replace(INVISIBLE, '')
    .replace(/[ \u00A0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
