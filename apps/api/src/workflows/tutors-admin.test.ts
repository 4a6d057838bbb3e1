import { adminTutorListSchema, type AdminTutorStatus, type Role } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLiveClass, buildReferenceSeed, buildTutorProfile } from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { catalogueServicesFor } from '../modules/catalogue';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { createAccount, errorCode, queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { multipartFile } from '../test/multipart';
import { testDatabases } from '../test/test-app';
import { png, realPdf } from '../test/upload-fixtures';

describe.each(testDatabases())('admin tutor list (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const tokens = { admin: '', student: '', tutor: '' };
  const refs = { subjectId: '', expertiseId: '' };
  /** Every account of this file's cases carries it in its name, so other rows never count. */
  const marker = `Daftartutor${Date.now().toString(36)}`;
  const ids: Partial<Record<AdminTutorStatus | 'student' | 'withClass', string>> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  const account = async (label: string, scope: Role[]) => {
    const { user } = await createAccount(ctx.database, {
      scope,
      name: `${marker} ${label}`,
      email: `${label.toLowerCase().replace(/\W/g, '')}.${marker.toLowerCase()}@contoh.test`,
    });
    return { id: user.id, token: (await ctx.app.sessions.start(user, {})).token };
  };
  const upload = (token: string, kind: string, bytes: Uint8Array, mime: string) => {
    const file = multipartFile('berkas', mime === 'image/png' ? 'ktp.png' : 'ijazah.pdf', mime, bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/pendaftaran-tutor/dokumen/${kind}`,
      payload: file.payload,
      headers: { ...file.headers, authorization: token },
    });
  };
  const biodata = {
    fullName: 'Pelamar Tutor',
    phone: '081234567890',
    city: 'Bandung',
    province: 'Jawa Barat',
  };
  /** An applicant (a student) whose application is filled to `until`, as one of the list's rows. */
  async function applicant(label: string, until: 'draft' | 'submitted') {
    const { id, token } = await account(label, ['student']);
    expect((await call('PUT', '/api/pendaftaran-tutor/biodata', token, biodata)).statusCode).toBe(200);
    if (until === 'draft') return { id, applicationId: '' };
    const teaching = {
      expertiseIds: [refs.expertiseId],
      subjectIds: [refs.subjectId],
      levels: ['SMA'],
      education: 'S1 Pendidikan Fisika',
      hourlyRate: 80_000,
    };
    expect((await call('PUT', '/api/pendaftaran-tutor/mengajar', token, teaching)).statusCode).toBe(200);
    expect((await upload(token, 'ktp', await png(40, 30), 'image/png')).statusCode).toBe(200);
    expect((await upload(token, 'ijazah', await realPdf(), 'application/pdf')).statusCode).toBe(200);
    const sent = await call('POST', '/api/pendaftaran-tutor/kirim', token);
    expect(sent.statusCode, sent.body).toBe(200);
    return { id, applicationId: sent.json<{ data: { id: string } }>().data.id };
  }
  const decide = async (applicationId: string, word: string, reason?: string) => {
    const url = `/api/admin/tutor/pendaftaran/${applicationId}/${word}`;
    const response = await call('POST', url, tokens.admin, reason ? { reason } : undefined);
    expect(response.statusCode, response.body).toBe(200);
  };
  const list = async (query: string) => {
    const response = await call('GET', `/api/admin/tutor?q=${marker}&${query}`, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    return adminTutorListSchema.parse(response.json());
  };

  beforeAll(async () => {
    const seed = buildReferenceSeed({ subjects: 1, categories: 1, perCategory: 1 });
    await catalogueReferenceServiceFor(ctx.database.db).ensureReferenceData(seed);
    const [subject] = await queryRows(
      ctx.database,
      sql`select id from subjects where slug = ${seed.subjects[0]!.slug}`,
    );
    const [expertise] = await queryRows(
      ctx.database,
      sql`select id from expertise where slug = ${seed.expertise[0]!.slug}`,
    );
    refs.subjectId = String(subject!.id);
    refs.expertiseId = String(expertise!.id);
    for (const role of ['admin', 'student', 'tutor'] as const)
      tokens[role] = (await account(`Peran ${role}`, [role])).token;

    ids.draft = (await applicant('Dina Draf', 'draft')).id;
    ids.submitted = (await applicant('Sari Diajukan', 'submitted')).id;
    const changes = await applicant('Candra Perubahan', 'submitted');
    await decide(changes.applicationId, 'perubahan', 'Foto KTP buram, mohon unggah ulang.');
    ids.needs_changes = changes.id;
    const rejected = await applicant('Rudi Ditolak', 'submitted');
    await decide(rejected.applicationId, 'tolak', 'Ijazah tidak sesuai dengan bidang.');
    ids.rejected = rejected.id;
    const approved = await applicant('Ayu Disetujui', 'submitted');
    await decide(approved.applicationId, 'setujui');
    ids.verified = approved.id;

    // A tutor with a verified profile and a class (no application), one without a profile, one suspended.
    const catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${ctx.dataDir}/files`),
    });
    ids.withClass = (await account('Bima Berkelas', ['tutor'])).id;
    ids.unverified = (await account('Umar Belum', ['tutor'])).id;
    ids.suspended = (await account('Tono Ditangguhkan', ['tutor'])).id;
    await catalogue.tutors.ensureProfiles([
      buildTutorProfile(ids.withClass, { photoUrl: '/api/berkas/foto/bima.png' }),
      buildTutorProfile(ids.suspended),
    ]);
    await catalogue.classes.ensureClasses([
      buildLiveClass({ subjectId: refs.subjectId, level: 'SMA', tutorId: ids.withClass }),
    ]);
    expect((await call('POST', `/api/admin/akun/${ids.suspended}/tangguhkan`, tokens.admin)).statusCode).toBe(
      200,
    );
    ids.student = (await account('Siswa Biasa', ['student'])).id;
  });

  it('refuses a visitor, a student and a tutor', async () => {
    expect((await call('GET', '/api/admin/tutor', '')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/tutor', tokens.student)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/tutor', tokens.tutor)).statusCode).toBe(403);
  });

  it('lists every tutor and applicant with the status the data gives them, never a plain student', async () => {
    const { data, meta } = await list('pageSize=100');
    const statusOf = new Map(data.map((row) => [row.id, row.status]));
    for (const status of [
      'draft',
      'submitted',
      'needs_changes',
      'rejected',
      'verified',
      'unverified',
      'suspended',
    ] as const)
      expect(statusOf.get(ids[status]!), status).toBe(status);
    expect(statusOf.get(ids.withClass!)).toBe('verified');
    expect(statusOf.has(ids.student!)).toBe(false);
    // The marker matches the three role accounts too: the tutor one is listed (unverified), the others are not.
    expect(meta.total).toBe(9);

    const byId = new Map(data.map((row) => [row.id, row]));
    expect(byId.get(ids.withClass!)).toMatchObject({ classCount: 1, photoUrl: '/api/berkas/foto/bima.png' });
    expect(byId.get(ids.withClass!)!.verifiedAt).not.toBeNull();
    expect(byId.get(ids.verified!)).toMatchObject({ applicationStatus: 'approved', classCount: 0 });
    expect(byId.get(ids.verified!)!.verifiedAt).not.toBeNull();
    expect(byId.get(ids.rejected!)!.decidedAt).not.toBeNull();
    expect(byId.get(ids.submitted!)).toMatchObject({ applicationStatus: 'submitted', decidedAt: null });
    expect(byId.get(ids.submitted!)!.submittedAt).not.toBeNull();
    expect(byId.get(ids.draft!)).toMatchObject({ applicationStatus: 'draft', submittedAt: null });
    expect(byId.get(ids.unverified!)).toMatchObject({ applicationId: null, verifiedAt: null });
  });

  it('filters by status, searches the e-mail, sorts by name and pages', async () => {
    const verified = await list('status=verified');
    expect(verified.data.map((row) => row.id).sort()).toEqual([ids.verified, ids.withClass].sort());

    const byEmail = await call('GET', `/api/admin/tutor?q=ditolak.${marker.toLowerCase()}`, tokens.admin);
    expect(adminTutorListSchema.parse(byEmail.json()).data.map((row) => row.id)).toEqual([ids.rejected]);

    const all = (await list('sort=nama&pageSize=100')).data.map((row) => row.name);
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const second = await list('sort=nama&pageSize=4&page=2');
    expect(second.meta).toEqual({ page: 2, pageSize: 4, total: 9 });
    expect(second.data.map((row) => row.name)).toEqual(all.slice(4, 8));
    const beyond = await list('pageSize=4&page=9');
    expect([beyond.data, beyond.meta.total]).toEqual([[], 9]);

    const latest = (await list('sort=diajukan&pageSize=100')).data;
    expect(latest[0]!.id).toBe(ids.verified);
  });

  it('refuses a page size over the maximum and an unknown status', async () => {
    for (const query of ['pageSize=101', 'status=approved', 'sort=acak']) {
      const response = await call('GET', `/api/admin/tutor?${query}`, tokens.admin);
      expect([response.statusCode, errorCode(response)], query).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
