import type { StudyRoomMessage } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { chatApi, setUpStudyRoom } from '../test/study-room-chat-kit';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('study room chat under concurrent posts (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let s: Awaited<ReturnType<typeof setUpStudyRoom>>;

  beforeAll(async () => {
    s = await setUpStudyRoom(ctx);
  });

  it('20 posts at once from three people are numbered 1..20 without gaps or duplicates', async () => {
    const api = chatApi(ctx, s.roomId);
    const writers = [s.tutorA, s.one, s.two];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.post(writers[index % writers.length]?.token, `pesan serentak ${index}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const answered = answers.map((answer) => answer.json<{ data: StudyRoomMessage }>().data.seq);
    expect([...answered].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const stored = await queryRows(
      ctx.database,
      sql`select seq from study_room_messages where room_id = ${s.roomId} order by seq`,
    );
    expect(stored.map((row) => Number(row.seq))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
