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
 * else the start of its JSON text with the full size, the whole record again at most `maxBytes` bytes of JSON
 * (cut between characters, so it stays valid Unicode). A gateway's notifications are about 1 KB; anything larger
 * is someone else's, and storing it whole let anyone fill the database.
 */
export function auditPayload(body: unknown, maxBytes = NOTIFICATION_PAYLOAD_MAX_BYTES): unknown {
  const json = JSON.stringify(body ?? {}) ?? 'null';
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes <= maxBytes) return body ?? {};
  const empty: PayloadExcerpt = { excerpt: '', bytes, truncated: true };
  let room = maxBytes - Buffer.byteLength(JSON.stringify(empty), 'utf8');
  let excerpt = '';
  for (const character of json) {
    // What the character costs once the record is JSON again (a quote becomes \", a control character \u00XX).
    const cost = Buffer.byteLength(JSON.stringify(character), 'utf8') - 2;
    if (cost > room) break;
    excerpt += character;
    room -= cost;
  }
  return { ...empty, excerpt } satisfies PayloadExcerpt;
}
