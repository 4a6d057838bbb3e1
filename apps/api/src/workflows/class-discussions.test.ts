import {
  classAnnouncementSchemas,
  classRoom,
  discussionListSchema,
  discussionThreadResponseSchema,
} from '@scola/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueApp } from '../test/catalogue';
import type { Many, One } from '../test/discussions-kit';
import { discussionApi, doc, notificationsOf } from '../test/discussions-kit';
import { closeAll, connectReady, listenOnLoopback, nextEvent, watchRoom } from '../test/realtime-client';
import { testDatabases } from '../test/test-app';

import { person, type Person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';

describe.each(testDatabases())('class discussions (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: RecordsKit;
  let student: Person;
  let classmate: Person;
  let outsider: Person;
  let api: ReturnType<typeof discussionApi>;
  let classId: string;

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    classId = kit.ids.upcoming;
    api = discussionApi(ctx, classId);
    [student, classmate, outsider] = [
      await person(ctx, ['student']),
      await person(ctx, ['student']),
      await person(ctx, ['student']),
    ];
    await kit.grant(student.id, [{ itemType: 'kelas', itemId: classId }]);
    await kit.grant(classmate.id, [{ itemType: 'kelas', itemId: classId }]);
    await kit.grant(outsider.id, [{ itemType: 'kelas', itemId: kit.ids.other }]);
  });
  afterEach(() => closeAll());

  const ask = async (
    who: Person,
    title = 'Berapa akar dari 144?',
    body = doc('Tolong bantu', { latex: '\\sqrt{144}' }),
  ) => {
    const response = await api('POST', '', who.token, { kind: 'question', title, body });
    expect(response.statusCode, response.body).toBe(201);
    return discussionThreadResponseSchema.parse(response.json()).data;
  };
  const reply = async (who: Person, threadId: string, body = doc('Jawabannya', { latex: '12' })) => {
    const response = await api('POST', `/${threadId}/balasan`, who.token, { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: string; seq: number } }>().data;
  };
  const listed = async (who: Person, query = '') => {
    const response = await api('GET', query, who.token);
    expect(response.statusCode, response.body).toBe(200);
    return discussionListSchema.parse(response.json());
  };

  it('refuses every route to another student, another tutor and a visitor, and lets members and admins in', async () => {
    const thread = await ask(student);
    const post = await reply(classmate, thread.id);
    const routes: [Parameters<typeof api>[0], string, unknown?][] = [
      ['GET', ''],
      ['POST', '', { kind: 'discussion', title: 'Halo semua', body: doc('hai') }],
      ['GET', '/anggota'],
      ['GET', `/${thread.id}`],
      ['PATCH', `/${thread.id}`, { title: 'Judul baru' }],
      ['DELETE', `/${thread.id}`],
      ['PUT', `/${thread.id}/status`, { pinned: true }],
      ['PUT', `/${thread.id}/jawaban`, { postId: post.id }],
      ['POST', `/${thread.id}/dibaca`],
      ['GET', `/${thread.id}/balasan`],
      ['POST', `/${thread.id}/balasan`, { body: doc('hai') }],
      ['PATCH', `/${thread.id}/balasan/${post.id}`, { body: doc('ubah') }],
      ['DELETE', `/${thread.id}/balasan/${post.id}`],
      ['PUT', `/${thread.id}/balasan/${post.id}/sembunyi`, { hidden: true }],
    ];
    for (const [method, path, payload] of routes) {
      for (const who of [outsider, kit.tutorB]) {
        const response = await api(method, path, who.token, payload);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json()).toMatchObject({ error: { code: 'CLASS_SPACE_NOT_MEMBER' } });
      }
      expect((await api(method, path, undefined, payload)).statusCode, `${method} ${path}`).toBe(401);
    }
    // Members pass the gate: reading works for the tutor, a student and an admin.
    for (const who of [kit.tutorA, student, kit.admin]) {
      expect((await api('GET', `/${thread.id}`, who.token)).statusCode).toBe(200);
    }
    // Moderation is the tutor's (and admins'): a student is refused, the admin passes.
    expect((await api('PUT', `/${thread.id}/status`, student.token, { pinned: true })).json()).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
    expect((await api('PUT', `/${thread.id}/status`, kit.admin.token, { pinned: true })).statusCode).toBe(
      200,
    );
    // Authors alone edit their posts.
    const notMine = await api('PATCH', `/${thread.id}/balasan/${post.id}`, student.token, { body: doc('x') });
    expect(notMine.json()).toMatchObject({ error: { code: 'DISCUSSION_NOT_AUTHOR' } });
    expect(
      (await api('PATCH', `/${thread.id}`, classmate.token, { title: 'bukan punyaku' })).statusCode,
    ).toBe(403);
  });

  it('asks, answers, marks the answer and notifies once; announces each change to the class room', async () => {
    const baseUrl = await listenOnLoopback(ctx.app);
    const tutorSocket = await connectReady(baseUrl, kit.tutorA.token);
    expect(await watchRoom(tutorSocket.socket, classRoom(classId))).toMatchObject({ ok: true });
    const heard = nextEvent(tutorSocket.socket, 'class.changed');
    const thread = await ask(student);
    expect(classAnnouncementSchemas['class.changed'].parse(await heard)).toMatchObject({
      classId,
      area: 'discussions',
      id: thread.id,
    });
    expect(thread.body?.content[0]).toMatchObject({
      content: [{ text: 'Tolong bantu' }, { type: 'mathInline' }],
    });

    // The tutor has not read it: one unread; the student's own thread is read.
    const before = (await listed(kit.tutorA)).data.find((item) => item.id === thread.id);
    expect(before).toMatchObject({ unread: 1, answered: false, replyCount: 0 });
    expect((await listed(student)).data.find((item) => item.id === thread.id)?.unread).toBe(0);

    const answer = await reply(kit.tutorA, thread.id, doc('Akarnya', { latex: '\\sqrt{144} = 12' }));
    expect((await listed(student)).data.find((item) => item.id === thread.id)).toMatchObject({
      unread: 1,
      replyCount: 1,
    });
    const aboutThread = (notes: { params: Record<string, unknown> }[]) =>
      notes.filter((note) => note.params.threadId === thread.id);
    expect(aboutThread(await notificationsOf(ctx, student.id))).toEqual([
      expect.objectContaining({ kind: 'discussion.reply' }),
    ]);

    const classmateAnswer = await reply(classmate, thread.id);
    for (let i = 0; i < 2; i += 1) {
      const marked = await api('PUT', `/${thread.id}/jawaban`, kit.tutorA.token, {
        postId: classmateAnswer.id,
      });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json<One>().data).toMatchObject({ answerPostId: classmateAnswer.id, answered: true });
    }
    const classmateNotes = await notificationsOf(ctx, classmate.id);
    expect(classmateNotes.filter((note) => note.kind === 'discussion.answer')).toHaveLength(1);
    // The tutor's own reply marked: no notification to themselves.
    await api('PUT', `/${thread.id}/jawaban`, kit.tutorA.token, { postId: answer.id });
    expect(
      (await notificationsOf(ctx, kit.tutorA.id)).some((note) => note.kind === 'discussion.answer'),
    ).toBe(false);

    // Reading moves the pointer; the list's unread count follows.
    expect((await api('POST', `/${thread.id}/dibaca`, student.token)).statusCode).toBe(200);
    expect((await listed(student)).data.find((item) => item.id === thread.id)?.unread).toBe(0);
    const posts = await api('GET', `/${thread.id}/balasan`, student.token);
    expect(posts.json<Many>().data.map((p) => [p.seq, p.isAnswer])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('refuses replies on a locked thread and marks on a discussion; hides posts from students only', async () => {
    const thread = await ask(student, 'Diskusi bab 2');
    const post = await reply(classmate, thread.id, doc('kata kasar'));
    await api('PUT', `/${thread.id}/balasan/${post.id}/sembunyi`, kit.tutorA.token, { hidden: true });
    const seenByStudent = (await api('GET', `/${thread.id}/balasan`, student.token)).json<Many>().data[0];
    expect(seenByStudent).toMatchObject({ hidden: true, body: null });
    const seenByTutor = (await api('GET', `/${thread.id}/balasan`, kit.tutorA.token)).json<Many>().data[0];
    expect(seenByTutor).toMatchObject({ hidden: true, body: doc('kata kasar') });
    const hiddenAnswer = await api('PUT', `/${thread.id}/jawaban`, kit.tutorA.token, { postId: post.id });
    expect(hiddenAnswer.json()).toMatchObject({ error: { code: 'DISCUSSION_POST_UNAVAILABLE' } });

    expect((await api('PUT', `/${thread.id}/status`, kit.tutorA.token, { locked: true })).statusCode).toBe(
      200,
    );
    const locked = await api('POST', `/${thread.id}/balasan`, classmate.token, { body: doc('boleh?') });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ error: { code: 'DISCUSSION_LOCKED' } });

    const talk = await api('POST', '', student.token, {
      kind: 'discussion',
      title: 'Ngobrol',
      body: doc('hai'),
    });
    const talkId = talk.json<One>().data.id;
    const talkReply = await reply(classmate, talkId);
    const notQuestion = await api('PUT', `/${talkId}/jawaban`, kit.tutorA.token, { postId: talkReply.id });
    expect(notQuestion.json()).toMatchObject({ error: { code: 'DISCUSSION_NOT_QUESTION' } });

    // Authors delete their own reply: it stays as a deleted row without its body, and the count drops.
    expect((await api('DELETE', `/${talkId}/balasan/${talkReply.id}`, classmate.token)).statusCode).toBe(200);
    const after = (await api('GET', `/${talkId}`, student.token)).json<One>().data;
    expect(after.replyCount).toBe(0);
    expect((await api('GET', `/${talkId}/balasan`, student.token)).json<Many>().data[0]).toMatchObject({
      deleted: true,
      body: null,
    });

    // Filters and pinned first.
    await api('PUT', `/${talkId}/status`, kit.tutorA.token, { pinned: true });
    expect((await listed(student)).data[0]?.id).toBe(talkId);
    expect(
      (await listed(student, '?filter=discussion')).data.every((item) => item.kind === 'discussion'),
    ).toBe(true);
    expect(
      (await listed(student, '?filter=unanswered')).data.every(
        (item) => !item.answered && item.kind === 'question',
      ),
    ).toBe(true);
  });
});
