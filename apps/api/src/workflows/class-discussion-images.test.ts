import {
  type DiscussionDoc,
  discussionImageResponseSchema,
  discussionPostListSchema,
  discussionThreadResponseSchema,
} from '@scola/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueApp } from '../test/catalogue';
import { discussionApi, doc } from '../test/discussions-kit';
import { multipartFile } from '../test/multipart';
import { testDatabases } from '../test/test-app';
import { person, type Person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';
import { jpegWithExif, png, textFile } from '../test/upload-fixtures';

const unknownId = '00000000-0000-4000-8000-000000000000';

/** A document of a caption and one image. */
const withImage = (imageId: string, alt = 'grafik parabola'): DiscussionDoc => ({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'Lihat gambar ini' }] },
    { type: 'image', attrs: { imageId, alt, width: 64, height: 48 } },
  ],
});

describe.each(testDatabases())('discussion images (%s)', (kind) => {
  // A 1 MB limit keeps the size test small.
  const ctx = useCatalogueApp(kind, { env: { DISCUSSION_IMAGE_MAX_MB: '1' } });
  let kit: RecordsKit;
  let student: Person;
  let outsider: Person;
  let classId: string;
  let api: ReturnType<typeof discussionApi>;

  const upload = (who: Person | undefined, name: string, bytes: Uint8Array, id = classId) => {
    const body = multipartFile('gambar', name, 'application/octet-stream', bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/ruang-kelas/${id}/diskusi/gambar`,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? { authorization: who.token } : {}) },
    });
  };
  const uploaded = async (who: Person, bytes: Uint8Array, id = classId) => {
    const response = await upload(who, 'foto.png', bytes, id);
    expect(response.statusCode, response.body).toBe(201);
    return discussionImageResponseSchema.parse(response.json()).data;
  };
  const fetchUrl = (url: string) => ctx.app.inject({ method: 'GET', url });
  const startThread = async (who: Person, body: DiscussionDoc) =>
    api('POST', '', who.token, { kind: 'discussion', title: 'Gambar grafik', body });

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    classId = kit.ids.upcoming;
    api = discussionApi(ctx, classId);
    student = await person(ctx, ['student']);
    outsider = await person(ctx, ['student']);
    await kit.grant(student.id, [{ itemType: 'kelas', itemId: classId }]);
    await kit.grant(outsider.id, [{ itemType: 'kelas', itemId: kit.ids.other }]);
  });

  it('a student uploads an image; a post shows it and readers get a signed link that an <img> can load', async () => {
    const image = await uploaded(student, await png(64, 48));
    expect(image).toMatchObject({ contentType: 'image/png', width: 64, height: 48 });
    expect(image.url).toMatch(/^\/api\/berkas\/privat\/discussion-images\/.+\.png\?token=/);

    const created = await startThread(student, withImage(image.id));
    expect(created.statusCode, created.body).toBe(201);
    const thread = discussionThreadResponseSchema.parse(created.json()).data;
    expect(thread.excerpt).toBe('Lihat gambar ini [gambar]');

    // The tutor reads the thread: the stored JSON holds the id only, the link comes next to it.
    const read = discussionThreadResponseSchema.parse(
      (await api('GET', `/${thread.id}`, kit.tutorA.token)).json(),
    ).data;
    expect(JSON.stringify(read.body)).not.toContain('/api/berkas');
    const url = read.imageUrls[image.id] ?? '';
    const served = await fetchUrl(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
    // No session needed (a plain <img src>), but the token is: without it, or on another key, it is refused.
    expect((await fetchUrl(url.replace(/\?token=.*/, '?token=1.x'))).statusCode).toBe(403);
    expect((await fetchUrl(url.replace(image.id, unknownId))).statusCode).toBe(403);
  });

  it('a reply of only an image is a post; the replies list carries its link; a hidden reply none for students', async () => {
    const thread = discussionThreadResponseSchema.parse(
      (await startThread(kit.tutorA, doc('Kirim foto jawabanmu'))).json(),
    ).data;
    const image = await uploaded(student, await png(30, 20));
    const onlyImage = {
      type: 'doc',
      content: [{ type: 'image', attrs: { imageId: image.id, alt: '' } }],
    } as DiscussionDoc;
    const replied = await api('POST', `/${thread.id}/balasan`, student.token, { body: onlyImage });
    expect(replied.statusCode, replied.body).toBe(201);
    const postId = replied.json<{ data: { id: string } }>().data.id;

    const replies = async (who: Person) =>
      discussionPostListSchema.parse((await api('GET', `/${thread.id}/balasan`, who.token)).json()).data;
    const [seen] = await replies(kit.tutorA);
    expect(seen?.body).toEqual(onlyImage);
    expect((await fetchUrl(seen?.imageUrls[image.id] ?? '')).statusCode).toBe(200);

    await api('PUT', `/${thread.id}/balasan/${postId}/sembunyi`, kit.tutorA.token, { hidden: true });
    const [veiled] = await replies(student);
    expect(veiled).toMatchObject({ body: null, imageUrls: {} });
  });

  it('refuses posts, replies and edits showing an image that was not uploaded to this class', async () => {
    const elsewhere = await uploaded(kit.tutorB, await png(), kit.ids.other);
    const mine = await uploaded(student, await png());
    for (const imageId of [elsewhere.id, unknownId]) {
      const created = await startThread(student, withImage(imageId));
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({ error: { code: 'DISCUSSION_IMAGE_UNKNOWN' } });
    }
    const thread = discussionThreadResponseSchema.parse(
      (await startThread(student, withImage(mine.id))).json(),
    ).data;
    const edit = await api('PATCH', `/${thread.id}`, student.token, { body: withImage(elsewhere.id) });
    expect(edit.json()).toMatchObject({ error: { code: 'DISCUSSION_IMAGE_UNKNOWN' } });
    const reply = await api('POST', `/${thread.id}/balasan`, student.token, { body: withImage(unknownId) });
    expect(reply.statusCode).toBe(400);
    // Nothing changed: the thread still shows the student's own image.
    const read = discussionThreadResponseSchema.parse(
      (await api('GET', `/${thread.id}`, student.token)).json(),
    );
    expect(read.data).toMatchObject({ body: withImage(mine.id), replyCount: 0 });
  });

  it('judges the type by content, refuses files over the limit and drops photo metadata', async () => {
    const text = await upload(student, 'bukan-gambar.png', textFile());
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });

    const big = await upload(student, 'besar.png', new Uint8Array(1024 * 1024 + 10).fill(7));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      error: { code: 'FILE_TOO_LARGE', details: { maxBytes: 1024 * 1024 } },
    });

    const photo = await uploaded(kit.admin, await jpegWithExif(800, 600));
    expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 800, height: 600 });
    const served = await fetchUrl(photo.url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('lets only members upload: a visitor 401, another class’s student and another tutor 403', async () => {
    const bytes = await png();
    expect((await upload(undefined, 'a.png', bytes)).statusCode).toBe(401);
    for (const who of [outsider, kit.tutorB]) {
      const refused = await upload(who, 'a.png', bytes);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'CLASS_SPACE_NOT_MEMBER' } });
    }
    expect((await upload(kit.tutorA, 'a.png', bytes)).statusCode).toBe(201);
  });
});
