import type { StudyRoomChat, StudyRoomMessage } from '@scola/contracts';

/**
 * Messages of both lists by `seq`, each once, oldest first; a message in `incoming` replaces the same `seq` in
 * `current` (a deletion announced after the message arrived, a refetch that is newer).
 */
export function mergeMessages(current: StudyRoomMessage[], incoming: StudyRoomMessage[]): StudyRoomMessage[] {
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The chat with `incoming` merged in, `lastSeq` moved on; `null` stays null (nothing loaded yet). */
export function withMessages(chat: StudyRoomChat | undefined, incoming: StudyRoomMessage[]) {
  if (!chat) return chat;
  const messages = mergeMessages(chat.messages, incoming);
  const lastSeq = Math.max(chat.lastSeq, ...incoming.map((message) => message.seq));
  return { ...chat, messages, lastSeq };
}

/** The chat with one message emptied and marked deleted (as the API answers it). */
export function withDeleted(chat: StudyRoomChat | undefined, messageId: string) {
  if (!chat) return chat;
  const messages = chat.messages.map((message) =>
    message.id === messageId ? { ...message, body: '', deleted: true } : message,
  );
  return { ...chat, messages };
}

/** The parts of a chat message: text, and `$…$` (inline) or `$$…$$` (display) maths. */
export type ChatPart = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

const MATHS = /\$\$([^$]+)\$\$|\$([^$\n]+)\$/g;

export function chatParts(body: string): ChatPart[] {
  const parts: ChatPart[] = [];
  let from = 0;
  for (const match of body.matchAll(MATHS)) {
    const at = match.index;
    if (at > from) parts.push({ kind: 'text', text: body.slice(from, at) });
    const display = match[1] !== undefined;
    parts.push({ kind: 'math', tex: (match[1] ?? match[2] ?? '').trim(), display });
    from = at + match[0].length;
  }
  if (from < body.length) parts.push({ kind: 'text', text: body.slice(from) });
  return parts;
}
