/** Most bytes of a notification's body kept in the audit log (`payment_notifications.payload`). */
export const NOTIFICATION_PAYLOAD_MAX_BYTES = 2048;

/** A body too large to keep whole: the start of its JSON text, and how large it was. */
export interface PayloadExcerpt {
  excerpt: string;
  bytes: number;
  truncated: true;
}

/**
 * What the audit log keeps of a notification's body: the body itself when its JSON is at most `maxBytes` bytes,
 * else the start of its JSON text (cut between characters, so it stays valid Unicode) with the full size. A
 * gateway's notifications are about 1 KB; anything larger is someone else's, and storing it whole let anyone
 * fill the database.
 */
export function auditPayload(body: unknown, maxBytes = NOTIFICATION_PAYLOAD_MAX_BYTES): unknown {
  const json = JSON.stringify(body ?? {}) ?? 'null';
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes <= maxBytes) return body ?? {};
  let excerpt = '';
  let used = 0;
  for (const character of json) {
    const size = Buffer.byteLength(character, 'utf8');
    if (used + size > maxBytes) break;
    excerpt += character;
    used += size;
  }
  return { excerpt, bytes, truncated: true } satisfies PayloadExcerpt;
}
