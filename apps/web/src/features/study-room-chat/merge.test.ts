import type { StudyRoomMessage } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { chatParts, mergeMessages } from './merge';

const message = (seq: number, body = `pesan ${seq}`): StudyRoomMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  author: null,
  body,
  deleted: false,
  createdAt: '2026-11-27T00:00:00.000Z',
});

describe('chat messages', () => {
  it('merges pages and announcements by number, each once, oldest first, the newer copy winning', () => {
    const merged = mergeMessages([message(3), message(5)], [message(4), message(5, 'diganti'), message(1)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 3, 4, 5]);
    expect(merged.at(-1)?.body).toBe('diganti');
  });

  it('splits text and maths: $…$ inline, $$…$$ display, a lone dollar stays text', () => {
    expect(chatParts('Harga 5$ saja')).toEqual([{ kind: 'text', text: 'Harga 5$ saja' }]);
    expect(chatParts('Nilai $x^2$ dan $$\\frac12$$.')).toEqual([
      { kind: 'text', text: 'Nilai ' },
      { kind: 'math', tex: 'x^2', display: false },
      { kind: 'text', text: ' dan ' },
      { kind: 'math', tex: '\\frac12', display: true },
      { kind: 'text', text: '.' },
    ]);
    expect(chatParts('Cuma teks')).toEqual([{ kind: 'text', text: 'Cuma teks' }]);
  });
});
