import {
  adminTutorApplicationListSchema,
  adminTutorApplicationResponseSchema,
  auditEntryListSchema,
  myTutorApplicationResponseSchema,
  tutorApplicationResponseSchema,
  tutorResponseSchema,
  userResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceSeed, buildTutorProfile } from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { catalogueServicesFor } from '../modules/catalogue';
import { tutorApplicationsRepositoryFor } from '../modules/tutor-applications';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { createAccount, errorCode, execute, queryRows } from '../test/auth-helpers';
import { getFrom, useCatalogueApp } from '../test/catalogue';
import { multipartFile } from '../test/multipart';
import { testDatabases } from '../test/test-app';
import { png, realPdf, textFile } from '../test/upload-fixtures';

describe.each(testDatabases())('tutor applications and verification (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const tokens = { admin: '', student: '', tutor: '' };
  const refs = { subjectId: '', expertiseId: '' };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  const upload = (token: string, kind: string, bytes: Uint8Array, mime = 'application/pdf') => {
    const file = multipartFile('berkas', `dok.${mime === 'application/pdf' ? 'pdf' : 'png'}`, mime, bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/pendaftaran-tutor/dokumen/${kind}`,
      payload: file.payload,
      headers: { ...file.headers, authorization: token },
    });
  };
  const tokenOf = async (scope: ('student' | 'tutor' | 'admin')[]) => {
    const { user, email } = await createAccount(ctx.database, { scope });
    return { id: user.id, email, token: (await ctx.app.sessions.start(user, {})).token };
  };
  const biodata = {
    fullName: 'Rina Pengajar Baru',
    phone: '081234567890',
    city: 'Bandung',
    province: 'Jawa Barat',
    latitude: -6.9,
    longitude: 107.6,
  };
  const teaching = () => ({
    expertiseIds: [refs.expertiseId],
    subjectIds: [refs.subjectId],
    levels: ['SMA'],
    education: 'S1 Pendidikan Matematika, ITB',
    experience: 'Tiga tahun mengajar bimbel.',
    hourlyRate: 75_000,
  });

  /** A complete application of a new account, submitted. */
  async function submittedApplicant() {
    const applicant = await tokenOf(['student']);
    expect((await call('PUT', '/api/pendaftaran-tutor/biodata', applicant.token, biodata)).statusCode).toBe(
      200,
    );
    expect(
      (await call('PUT', '/api/pendaftaran-tutor/mengajar', applicant.token, teaching())).statusCode,
    ).toBe(200);
    expect((await upload(applicant.token, 'ktp', await png(60, 40), 'image/png')).statusCode).toBe(200);
    expect((await upload(applicant.token, 'ijazah', await realPdf())).statusCode).toBe(200);
    const sent = await call('POST', '/api/pendaftaran-tutor/kirim', applicant.token);
    expect(sent.statusCode, sent.body).toBe(200);
    return { ...applicant, application: tutorApplicationResponseSchema.parse(sent.json()).data };
  }

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
    for (const role of ['admin', 'student', 'tutor'] as const) tokens[role] = (await tokenOf([role])).token;
  });

  it('saves each step as a draft and resumes it; refuses a bad phone and an incomplete submission', async () => {
    const { token } = await tokenOf(['student']);
    const none = await call('GET', '/api/pendaftaran-tutor', token);
    expect(myTutorApplicationResponseSchema.parse(none.json()).data).toBeNull();

    const badPhone = await call('PUT', '/api/pendaftaran-tutor/biodata', token, {
      ...biodata,
      phone: '12345',
    });
    expect([badPhone.statusCode, errorCode(badPhone)]).toEqual([400, 'VALIDATION_FAILED']);

    await call('PUT', '/api/pendaftaran-tutor/biodata', token, biodata);
    const early = await call('POST', '/api/pendaftaran-tutor/kirim', token);
    expect([early.statusCode, errorCode(early)]).toEqual([422, 'APPLICATION_INCOMPLETE']);
    expect(early.json<{ error: { details: { missing: string[] } } }>().error.details.missing).toEqual([
      'teaching',
      'ktp',
      'ijazah',
    ]);

    const notADocument = await upload(token, 'ktp', textFile(), 'text/plain');
    expect(notADocument.statusCode).toBe(415);

    const unknownSubject = await call('PUT', '/api/pendaftaran-tutor/mengajar', token, {
      ...teaching(),
      subjectIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect([unknownSubject.statusCode, errorCode(unknownSubject)]).toEqual([400, 'VALIDATION_FAILED']);

    const nothingToTeach = await call('PUT', '/api/pendaftaran-tutor/mengajar', token, {
      ...teaching(),
      expertiseIds: [],
      subjectIds: [],
    });
    expect([nothingToTeach.statusCode, errorCode(nothingToTeach)]).toEqual([400, 'VALIDATION_FAILED']);

    const resumed = myTutorApplicationResponseSchema.parse(
      (await call('GET', '/api/pendaftaran-tutor', token)).json(),
    );
    expect(resumed.data).toMatchObject({ status: 'draft', biodata, teaching: null, documents: [] });
  });

  it('refuses visitors everywhere, and students and tutors on the admin routes', async () => {
    const { application } = await submittedApplicant();
    expect((await call('GET', '/api/pendaftaran-tutor', '')).statusCode).toBe(401);
    expect((await call('PUT', '/api/pendaftaran-tutor/biodata', '', biodata)).statusCode).toBe(401);
    const admin = ['/api/admin/tutor/pendaftaran', `/api/admin/tutor/pendaftaran/${application.id}`];
    for (const url of admin) {
      expect((await call('GET', url, '')).statusCode).toBe(401);
      for (const token of [tokens.student, tokens.tutor])
        expect((await call('GET', url, token)).statusCode).toBe(403);
    }
    for (const token of [tokens.student, tokens.tutor]) {
      const approve = await call('POST', `/api/admin/tutor/pendaftaran/${application.id}/setujui`, token);
      expect(approve.statusCode).toBe(403);
    }
    // Another account sees only its own (empty) application, never this one.
    const other = await call('GET', '/api/pendaftaran-tutor', tokens.student);
    expect(myTutorApplicationResponseSchema.parse(other.json()).data?.id).not.toBe(application.id);
  });

  it('changes asked, fixed and resubmitted, then approved: the tutor is public, mailed, audited; approving twice is refused', async () => {
    const applicant = await submittedApplicant();
    const id = applicant.application.id;
    const locked = await call('PUT', '/api/pendaftaran-tutor/biodata', applicant.token, biodata);
    expect([locked.statusCode, errorCode(locked)]).toEqual([409, 'APPLICATION_NOT_EDITABLE']);

    const queue = adminTutorApplicationListSchema.parse(
      (await call('GET', '/api/admin/tutor/pendaftaran', tokens.admin)).json(),
    );
    const queued = queue.data.find((item) => item.id === id)!;
    expect(queued.applicant.id).toBe(applicant.id);
    const link = queued.documents.find((document) => document.kind === 'ijazah')!.url!;
    expect(link).toMatch(/^\/api\/berkas\/privat\/tutor-documents\/.+\?token=/);
    expect((await ctx.app.inject({ url: link })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: link.split('?')[0]! })).statusCode).not.toBe(200);

    const noReason = await call('POST', `/api/admin/tutor/pendaftaran/${id}/perubahan`, tokens.admin, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const reason = 'Foto KTP buram, mohon unggah ulang.';
    const asked = await call('POST', `/api/admin/tutor/pendaftaran/${id}/perubahan`, tokens.admin, {
      reason,
    });
    expect(adminTutorApplicationResponseSchema.parse(asked.json()).data).toMatchObject({
      status: 'needs_changes',
      reviewNote: reason,
    });

    const mine = myTutorApplicationResponseSchema.parse(
      (await call('GET', '/api/pendaftaran-tutor', applicant.token)).json(),
    );
    expect(mine.data).toMatchObject({ status: 'needs_changes', reviewNote: reason });
    expect((await upload(applicant.token, 'ktp', await png(80, 50), 'image/png')).statusCode).toBe(200);
    const again = await call('POST', '/api/pendaftaran-tutor/kirim', applicant.token);
    expect(tutorApplicationResponseSchema.parse(again.json()).data).toMatchObject({
      status: 'submitted',
      reviewNote: null,
    });
    expect(
      tutorApplicationResponseSchema.parse(again.json()).data.documents.filter((d) => d.kind === 'ktp'),
    ).toHaveLength(1);

    const approved = await call('POST', `/api/admin/tutor/pendaftaran/${id}/setujui`, tokens.admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const twice = await call('POST', `/api/admin/tutor/pendaftaran/${id}/setujui`, tokens.admin);
    expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'APPLICATION_NOT_PENDING']);

    const info = await call('GET', '/api/akun/info', applicant.token);
    expect(userResponseSchema.parse(info.json()).data.scope).toEqual(['student', 'tutor']);
    const publicTutor = await getFrom(ctx, `/api/tutor/${applicant.id}`);
    expect(publicTutor.statusCode).toBe(200);
    const shownTutor = tutorResponseSchema.parse(publicTutor.json()).data;
    expect(shownTutor.name).toBe(biodata.fullName);
    // The bimbel rate comes from the application; the plain-text experience becomes a rich-text bio.
    expect(shownTutor.hourlyRate).toBe(75_000);
    expect(shownTutor.bio).toBe('<p>Tiga tahun mengajar bimbel.</p>');

    await ctx.app.jobs.whenIdle();
    const mails = await queryRows(
      ctx.database,
      sql`select subject from outbox where "to" = ${applicant.email} order by created_at`,
    );
    const subjects = mails.map((row) => String(row.subject));
    expect(subjects).toContain('Pendaftaran tutor kamu perlu diperbaiki');
    expect(subjects).toContain('Pendaftaran tutor kamu disetujui');
    // One notification per decision in the applicant's bell (ADR 0044), whatever retries the consumer had.
    const notified = await queryRows(
      ctx.database,
      sql`select n.params from notifications n join users u on u.id = n.user_id
          where u.email = ${applicant.email} and n.kind = 'tutor-application.decided' order by n.created_at`,
    );
    expect(notified).toEqual([{ params: { status: 'needs_changes' } }, { params: { status: 'approved' } }]);

    const audit = auditEntryListSchema.parse(
      (await call('GET', `/api/admin/audit?entityId=${id}`, tokens.admin)).json(),
    );
    expect(audit.data.map((entry) => entry.action).sort()).toEqual([
      'tutorApplication.approve',
      'tutorApplication.requestChanges',
    ]);
  });

  it('rejects with a reason; a rejected application can no longer be edited or decided', async () => {
    const applicant = await submittedApplicant();
    const id = applicant.application.id;
    const rejected = await call('POST', `/api/admin/tutor/pendaftaran/${id}/tolak`, tokens.admin, {
      reason: 'Ijazah tidak sesuai.',
    });
    expect(adminTutorApplicationResponseSchema.parse(rejected.json()).data.status).toBe('rejected');
    expect((await call('POST', '/api/pendaftaran-tutor/kirim', applicant.token)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/tutor/pendaftaran/${id}/setujui`, tokens.admin)).statusCode).toBe(
      409,
    );
    const info = await call('GET', '/api/akun/info', applicant.token);
    expect(userResponseSchema.parse(info.json()).data.scope).toEqual(['student']);
    // The database itself refuses to move a final state back, whoever writes.
    await expect(
      execute(ctx.database, sql`update tutor_applications set status = 'submitted' where id = ${id}`),
    ).rejects.toThrow();
    await expect(
      execute(ctx.database, sql`update tutor_applications set status = 'approved' where id = ${id}`),
    ).rejects.toThrow();
  });

  it('approving an account that already has an unverified profile verifies it, keeping its texts', async () => {
    const { id, token } = await tokenOf(['tutor']);
    const profile = buildTutorProfile(id, {
      verifiedAt: null,
      headline: 'Kimia SMA yang menyenangkan',
      hourlyRate: null,
    });
    await catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(ctx.dataDir),
    }).tutors.ensureProfiles([profile]);
    expect((await getFrom(ctx, `/api/tutor/${id}`)).statusCode).toBe(404);
    await tutorApplicationsRepositoryFor(ctx.database.db).insertSubmitted({
      userId: id,
      biodata: { ...biodata, fullName: profile.displayName },
      teaching: teaching() as never,
      submittedAt: new Date(),
      documents: [],
    });
    const queue = adminTutorApplicationListSchema.parse(
      (await call('GET', '/api/admin/tutor/pendaftaran', tokens.admin)).json(),
    );
    const application = queue.data.find((item) => item.applicant.id === id)!;
    expect(
      (await call('POST', `/api/admin/tutor/pendaftaran/${application.id}/setujui`, tokens.admin)).statusCode,
    ).toBe(200);
    const shown = await getFrom(ctx, `/api/tutor/${id}`);
    expect(tutorResponseSchema.parse(shown.json()).data).toMatchObject({
      headline: 'Kimia SMA yang menyenangkan',
      // A profile without a rate takes the application's.
      hourlyRate: 75_000,
    });
    expect(userResponseSchema.parse((await call('GET', '/api/akun/info', token)).json()).data.scope).toEqual([
      'tutor',
    ]);
  });
});
