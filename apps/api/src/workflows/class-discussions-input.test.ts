import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueApp } from '../test/catalogue';
import type { One } from '../test/discussions-kit';
import { discussionApi, doc, notificationsOf } from '../test/discussions-kit';
import { closeAll } from '../test/realtime-client';
import { testDatabases } from '../test/test-app';

import { person, type Person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';

describe.each(testDatabases())('class discussion documents, mentions and counters (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: RecordsKit;
  let student: Person;
  let classmate: Person;
  let outsider: Person;
  let api: ReturnType<typeof discussionApi>;

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    api = discussionApi(ctx, kit.ids.started);
    [student, classmate, outsider] = [
      await person(ctx, ['student']),
      await person(ctx, ['student']),
      await person(ctx, ['student']),
    ];
    await kit.grant(student.id, [{ itemType: 'kelas', itemId: kit.ids.started }]);
    await kit.grant(classmate.id, [{ itemType: 'kelas', itemId: kit.ids.started }]);
  });
  afterEach(() => closeAll());

  const start = (body: unknown) =>
    api('POST', '', student.token, { kind: 'discussion', title: 'Bahan diskusi', body });
  const paragraph = (content: unknown[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] });

  it('refuses documents outside the allow-list (scripts, javascript: links, unknown attrs kept out) and stores nothing', async () => {
    const bad = [
      { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] },
      paragraph([
        { type: 'text', text: 'klik', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
      ]),
      paragraph([{ type: 'text', text: 'x', marks: [{ type: 'onclick' }] }]),
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png' } }] },
      paragraph([{ type: 'text', text: '   ' }]),
      '<p>html</p>',
      { type: 'doc', content: [{ type: 'mathBlock', attrs: { latex: 'x'.repeat(5000) } }] },
    ];
    for (const body of bad) {
      const response = await start(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect((await api('GET', '', student.token)).json<{ meta: { total: number } }>().meta.total).toBe(0);

    // Unknown attributes are dropped; a safe link stays.
    const ok = await start(
      paragraph([
        {
          type: 'text',
          text: 'situs',
          marks: [{ type: 'link', attrs: { href: 'https://scola.id', onclick: 'x()', target: '_self' } }],
        },
      ]),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<One>().data.body?.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'situs', marks: [{ type: 'link', attrs: { href: 'https://scola.id' } }] },
      ],
    });
  });

  it('notifies mentioned members only, once per post, and never trusts the label', async () => {
    const body = doc('Lihat', {
      mention: [
        { id: classmate.id, label: 'Teman' },
        { id: outsider.id, label: 'Orang luar' },
        { id: kit.tutorA.id, label: 'Bu Rina' },
        { id: student.id, label: 'Aku sendiri' },
      ],
    });
    const thread = (await start(body)).json<One>().data;
    const edited = await api('PATCH', `/${thread.id}`, student.token, { body });
    expect(edited.statusCode, edited.body).toBe(200);
    const mentionsOf = async (id: string) =>
      (await notificationsOf(ctx, id)).filter((note) => note.kind === 'discussion.mention');
    expect(await mentionsOf(classmate.id)).toHaveLength(1);
    expect(await mentionsOf(kit.tutorA.id)).toHaveLength(1);
    expect(await mentionsOf(outsider.id)).toHaveLength(0);
    expect(await mentionsOf(student.id)).toHaveLength(0);

    // A reply mentioning a follower makes a mention, not a second (reply) notification.
    const replied = await api('POST', `/${thread.id}/balasan`, classmate.token, {
      body: doc('Iya', { mention: [{ id: student.id, label: 'x' }] }),
    });
    expect(replied.statusCode).toBe(201);
    const studentNotes = await notificationsOf(ctx, student.id);
    expect(studentNotes.map((note) => note.kind)).toEqual(['discussion.mention']);

    const members = await api('GET', '/anggota?q=', student.token);
    const ids = members.json<{ data: { id: string }[] }>().data.map((member) => member.id);
    expect(ids).toEqual(expect.arrayContaining([kit.tutorA.id, student.id, classmate.id]));
    expect(ids).not.toContain(outsider.id);
  });

  it('numbers concurrent replies distinctly and counts every one', async () => {
    const thread = (await start(doc('Ayo balas'))).json<One>().data;
    const writers = [student, classmate, kit.tutorA];
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        api('POST', `/${thread.id}/balasan`, writers[i % 3]?.token, { body: doc(`balasan ${i}`) }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(24).fill(201));
    const seqs = replies.map((r) => r.json<{ data: { seq: number } }>().data.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const after = (await api('GET', `/${thread.id}`, outsider.token)).statusCode;
    expect(after).toBe(403);
    expect((await api('GET', `/${thread.id}`, student.token)).json<One>().data.replyCount).toBe(24);
  });
});
