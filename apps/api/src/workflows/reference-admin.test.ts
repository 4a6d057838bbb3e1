import {
  adminExpertiseCategoryResponseSchema,
  adminExpertiseListSchema,
  adminExpertiseResponseSchema,
  adminSubjectListSchema,
  adminSubjectResponseSchema,
  auditEntryListSchema,
  expertiseListSchema,
  subjectListSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTutorProfile } from '../db/factories';
import { catalogueServicesFor, expertiseUsageCounts, subjectUsageCounts } from '../modules/catalogue';
import { catalogueReferenceServiceFor, referenceAdminServiceFor } from '../modules/catalogue-reference';
import { localFileStorage } from '../lib/storage';
import { countRows, createAccount, errorCode, execute } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('admin reference data (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const tokens = { admin: '', student: '', tutor: '' };
  let adminId = '';

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = tokens.admin,
  ) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  const audit = async (query: string) =>
    auditEntryListSchema.parse((await call('GET', `/api/admin/audit?${query}`)).json());
  const createSubject = async (name: string, level = 'SMA') => {
    const response = await call('POST', '/api/admin/pelajaran', { name, level });
    expect(response.statusCode, response.body).toBe(201);
    return adminSubjectResponseSchema.parse(response.json()).data;
  };
  const createCategory = async (name: string) => {
    const response = await call('POST', '/api/admin/keahlian-kategori', { name });
    expect(response.statusCode, response.body).toBe(201);
    return adminExpertiseCategoryResponseSchema.parse(response.json()).data;
  };
  const createExpertise = async (name: string, categoryId: string) => {
    const response = await call('POST', '/api/admin/keahlian', { name, categoryId });
    expect(response.statusCode, response.body).toBe(201);
    return adminExpertiseResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    for (const role of ['admin', 'student', 'tutor'] as const) {
      const { user } = await createAccount(ctx.database, { scope: [role] });
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
      if (role === 'admin') adminId = user.id;
    }
  });

  it('refuses visitors, students and tutors on the admin reference and audit routes', async () => {
    const urls = [
      '/api/admin/pelajaran',
      '/api/admin/keahlian-kategori',
      '/api/admin/keahlian',
      '/api/admin/audit',
    ];
    for (const url of urls) {
      expect((await call('GET', url, undefined, '')).statusCode).toBe(401);
      for (const token of [tokens.student, tokens.tutor]) {
        const response = await call('POST', url, { name: 'Coba' }, token);
        expect(response.statusCode).toBe(url.endsWith('audit') ? 404 : 403);
        expect((await call('GET', url, undefined, token)).statusCode).toBe(403);
      }
    }
  });

  it('creates and edits a subject, with names unique per level whatever their case', async () => {
    const subject = await createSubject('Kimia Organik');
    expect(subject).toMatchObject({ name: 'Kimia Organik', level: 'SMA', archivedAt: null, usageCount: 0 });
    expect(subject.slug).toBe('kimia-organik-sma');

    const twin = await call('POST', '/api/admin/pelajaran', { name: '  kimia ORGANIK ', level: 'SMA' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      error: { code: 'REFERENCE_NAME_TAKEN', details: { field: 'name' } },
    });
    await createSubject('Kimia Organik', 'UTBK');

    const edited = await call('PUT', `/api/admin/pelajaran/${subject.id}`, {
      name: 'Kimia Dasar',
      level: 'SMA',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminSubjectResponseSchema.parse(edited.json()).data).toMatchObject({
      name: 'Kimia Dasar',
      slug: subject.slug,
    });

    const list = adminSubjectListSchema.parse(
      (await call('GET', '/api/admin/pelajaran?q=kimia&level=SMA')).json(),
    );
    expect(list.data.map((item) => item.name)).toEqual(['Kimia Dasar']);
    expect((await call('POST', '/api/admin/pelajaran', { name: 'X', level: 'SMA' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/admin/pelajaran/${crypto.randomUUID()}`, { name: 'Baru', level: 'SD' }))
        .statusCode,
    ).toBe(404);

    const entries = await audit(`entityType=subject&entityId=${subject.id}`);
    expect(entries.data.map((entry) => entry.action)).toEqual(['subject.update', 'subject.create']);
    expect(entries.data[0]).toMatchObject({
      actorId: adminId,
      before: { name: 'Kimia Organik' },
      after: { name: 'Kimia Dasar' },
    });
    expect(entries.data[0]?.ip).toBeTruthy();
  });

  it('archives a subject: gone from the pickers, still there for the records that use it, and back when restored', async () => {
    const subject = await createSubject('Geografi Lanjutan');
    const inPicker = async () =>
      subjectListSchema
        .parse((await call('GET', '/api/pelajaran?level=SMA&pageSize=100', undefined, '')).json())
        .data.some((item) => item.id === subject.id);
    expect(await inPicker()).toBe(true);

    const archived = await call('POST', `/api/admin/pelajaran/${subject.id}/arsipkan`);
    expect(adminSubjectResponseSchema.parse(archived.json()).data.archivedAt).not.toBeNull();
    expect(await inPicker()).toBe(false);
    const byId = await catalogueReferenceServiceFor(ctx.database.db).subjectsByIds([subject.id]);
    expect(byId.get(subject.id)?.name).toBe('Geografi Lanjutan');
    const archivedList = adminSubjectListSchema.parse(
      (await call('GET', '/api/admin/pelajaran?status=arsip')).json(),
    );
    expect(archivedList.data.map((item) => item.id)).toContain(subject.id);

    await call('POST', `/api/admin/pelajaran/${subject.id}/pulihkan`);
    expect(await inPicker()).toBe(true);
    const actions = (await audit(`entityId=${subject.id}`)).data.map((entry) => entry.action);
    expect(actions).toEqual(['subject.unarchive', 'subject.archive', 'subject.create']);
  });

  it('refuses to delete what is in use (409 with the count) and deletes what is not', async () => {
    const used = await createSubject('Fisika Kuantum');
    const category = await createCategory('Sains Murni');
    const skill = await createExpertise('Optika', category.id);
    const { user } = await createAccount(ctx.database, { scope: ['tutor'] });
    const catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${ctx.dataDir}/files`),
    });
    await catalogue.tutors.ensureProfiles([
      buildTutorProfile(user.id, { subjectIds: [used.id], expertiseIds: [skill.id] }),
    ]);

    for (const url of [`/api/admin/pelajaran/${used.id}`, `/api/admin/keahlian/${skill.id}`]) {
      const refused = await call('DELETE', url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: { code: 'REFERENCE_IN_USE', details: { usageCount: 1 } },
      });
    }
    const category409 = await call('DELETE', `/api/admin/keahlian-kategori/${category.id}`);
    expect(errorCode(category409)).toBe('REFERENCE_IN_USE');
    expect((await audit(`action=subject.delete&entityId=${used.id}`)).meta.total).toBe(0);

    const listed = adminSubjectListSchema.parse((await call('GET', '/api/admin/pelajaran?q=kuantum')).json());
    expect(listed.data[0]?.usageCount).toBe(1);
    const detail = adminExpertiseResponseSchema.parse(
      (await call('GET', `/api/admin/keahlian/${skill.id}`)).json(),
    );
    expect(detail.data).toMatchObject({ usageCount: 1, categoryName: 'Sains Murni' });

    const unused = await createSubject('Fisika Terapan');
    const deleted = await call('DELETE', `/api/admin/pelajaran/${unused.id}`);
    expect(deleted.json()).toEqual({ data: { ok: true } });
    expect((await call('DELETE', `/api/admin/pelajaran/${unused.id}`)).statusCode).toBe(404);
    const [entry] = (await audit(`action=subject.delete&entityId=${unused.id}`)).data;
    expect(entry).toMatchObject({ before: { name: 'Fisika Terapan' }, after: null });
  });

  it('refuses the delete of a subject only a free trial request uses (its foreign key), with the same code', async () => {
    const subject = await createSubject('Astronomi Dasar');
    const { user } = await createAccount(ctx.database, { scope: ['student'] });
    await execute(
      ctx.database,
      sql`insert into free_trial_requests (user_id, subject_id, level, preferred_days, preferred_times)
          values (${user.id}, ${subject.id}, 'SMA', array['mon'], array['morning'])`,
    );
    const refused = await call('DELETE', `/api/admin/pelajaran/${subject.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('REFERENCE_IN_USE');
    expect((await audit(`action=subject.delete&entityId=${subject.id}`)).meta.total).toBe(0);
  });

  it('keeps expertise names unique per category, hides an archived category’s expertise and reorders', async () => {
    const music = await createCategory('Musik');
    const art = await createCategory('Seni Rupa');
    expect(errorCode(await call('POST', '/api/admin/keahlian-kategori', { name: 'MUSIK' }))).toBe(
      'REFERENCE_NAME_TAKEN',
    );
    const piano = await createExpertise('Piano', music.id);
    const guitar = await createExpertise('Gitar', music.id);
    await createExpertise('Piano', art.id);
    expect(
      errorCode(await call('POST', '/api/admin/keahlian', { name: 'piano', categoryId: music.id })),
    ).toBe('REFERENCE_NAME_TAKEN');
    const missing = await call('POST', '/api/admin/keahlian', {
      name: 'Biola',
      categoryId: crypto.randomUUID(),
    });
    expect(missing.statusCode).toBe(400);

    const reordered = await call('PUT', '/api/admin/keahlian/urutan', {
      categoryId: music.id,
      ids: [guitar.id, piano.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const picker = async (categoryId: string) =>
      expertiseListSchema.parse(
        (await call('GET', `/api/keahlian?kategori=${categoryId}`, undefined, '')).json(),
      ).data;
    expect((await picker(music.id)).map((item) => item.name)).toEqual(['Gitar', 'Piano']);
    const partial = await call('PUT', '/api/admin/keahlian/urutan', {
      categoryId: music.id,
      ids: [piano.id],
    });
    expect(partial.statusCode).toBe(400);

    await call('POST', `/api/admin/keahlian-kategori/${music.id}/arsipkan`);
    expect(await picker(music.id)).toEqual([]);
    const admin = adminExpertiseListSchema.parse(
      (await call('GET', `/api/admin/keahlian?kategori=${music.id}`)).json(),
    );
    expect(admin.data.map((item) => item.name)).toEqual(['Gitar', 'Piano']);
    expect((await audit('action=expertise.reorder')).data[0]).toMatchObject({
      entityId: music.id,
      after: { ids: [guitar.id, piano.id] },
    });
  });

  it('writes the audit row in the change’s transaction: a failing audit write undoes the change', async () => {
    const before = await countRows(ctx.database, 'subjects');
    const service = referenceAdminServiceFor(ctx.database.db, {
      usage: { subjects: subjectUsageCounts, expertise: expertiseUsageCounts },
    });
    const failingAudit = () => Promise.reject(new Error('audit log unavailable'));
    await expect(
      service.changes(failingAudit).create('subject', { name: 'Sejarah Dunia', level: 'SMP' }),
    ).rejects.toThrow('audit log unavailable');
    expect(await countRows(ctx.database, 'subjects')).toBe(before);
  });

  it('never lets an audit row be changed or removed, even by direct SQL', async () => {
    await createSubject('Ekonomi Mikro');
    const rows = await countRows(ctx.database, 'audit_log');
    expect(rows).toBeGreaterThan(0);
    await expect(execute(ctx.database, sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(execute(ctx.database, sql`delete from audit_log`)).rejects.toThrow();
    await expect(execute(ctx.database, sql`truncate audit_log`)).rejects.toThrow();
    expect(await countRows(ctx.database, 'audit_log')).toBe(rows);
  });

  it('filters the audit log by actor, action, entity and date, newest first, paginated', async () => {
    const all = await audit('pageSize=2');
    expect(all.meta.pageSize).toBe(2);
    expect(all.data).toHaveLength(2);
    expect(all.meta.total).toBeGreaterThan(2);
    const [first, second] = all.data;
    expect(Date.parse(first?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(second?.createdAt ?? ''));
    expect((await audit(`actor=${adminId}`)).meta.total).toBe(all.meta.total);
    expect((await audit(`actor=${crypto.randomUUID()}`)).meta.total).toBe(0);
    expect(
      (await audit('action=subject.create')).data.every((entry) => entry.action === 'subject.create'),
    ).toBe(true);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await audit(`dari=${future}`)).meta.total).toBe(0);
    expect((await audit(`sampai=${future}`)).meta.total).toBe(all.meta.total);
    expect((await call('GET', '/api/admin/audit?dari=kemarin')).statusCode).toBe(400);
  });
});
