import {
  type TutorProfileInput,
  tutorListSchema,
  tutorOwnProfileResponseSchema,
  tutorResponseSchema,
} from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildExpertise,
  buildExpertiseCategory,
  buildSubject,
  buildTutorProfile,
} from '../../../db/factories';
import { localFileStorage } from '../../../lib/storage';
import { createAccount, errorCode } from '../../../test/auth-helpers';
import { useCatalogueApp } from '../../../test/catalogue';
import { multipartFile } from '../../../test/multipart';
import { testDatabases } from '../../../test/test-app';
import { png } from '../../../test/upload-fixtures';
import { catalogueReferenceServiceFor } from '../../catalogue-reference';
import { catalogueServicesFor } from '../index';

describe.each(testDatabases())('the tutor’s own profile (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const tokens = { student: '', tutorA: '', tutorB: '', unverified: '' };
  const ids = { tutorA: '', tutorB: '', unverified: '', subject: '', skill: '' };

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  const body = (overrides: Partial<TutorProfileInput> = {}): TutorProfileInput => ({
    displayName: 'Budi Santoso',
    headline: 'Tutor Matematika SMA, sabar dan runtut',
    bio: '<p>Saya mengajar <strong>matematika</strong> sejak 2015.</p>',
    education: 'S1 Pendidikan Matematika, UGM',
    experience: '9 tahun mengajar bimbel.',
    expertiseIds: [ids.skill],
    subjectIds: [ids.subject],
    city: 'Yogyakarta',
    location: { latitude: -7.7956, longitude: 110.3695 },
    hourlyRate: 150_000,
    timeZone: 'Asia/Makassar',
    ...overrides,
  });
  /** The public page, straight from the app (through its read cache). */
  const publicPage = async (id: string) => {
    const response = await call('GET', `/api/tutor/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return tutorResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    const subject = buildSubject();
    const category = buildExpertiseCategory();
    const skill = buildExpertise(category.slug);
    const reference = catalogueReferenceServiceFor(ctx.database.db);
    await reference.ensureReferenceData({
      subjects: [subject],
      expertiseCategories: [category],
      expertise: [skill],
    });
    ids.subject = (await reference.subjectIdsBySlug([subject.slug])).get(subject.slug) ?? '';
    ids.skill = (await reference.expertiseIdsBySlug([skill.slug])).get(skill.slug) ?? '';
    const catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${ctx.dataDir}/files`),
    });
    for (const role of ['student', 'tutorA', 'tutorB', 'unverified'] as const) {
      const { user } = await createAccount(ctx.database, {
        scope: [role === 'student' ? 'student' : 'tutor'],
      });
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
      if (role !== 'student') ids[role] = user.id;
    }
    await catalogue.tutors.ensureProfiles([
      buildTutorProfile(ids.tutorA, { subjectIds: [ids.subject], hourlyRate: 90_000 }),
      buildTutorProfile(ids.tutorB, { subjectIds: [ids.subject] }),
      buildTutorProfile(ids.unverified, { subjectIds: [ids.subject], verifiedAt: null }),
    ]);
  });

  it('refuses visitors (401) and students (403) on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/tutor/profil'],
      ['PUT', '/api/tutor/profil'],
      ['PUT', '/api/tutor/profil/foto'],
      ['DELETE', '/api/tutor/profil/foto'],
    ] as const) {
      const payload = method === 'PUT' ? body() : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      const student = await call(method, url, tokens.student, payload);
      expect([student.statusCode, errorCode(student)], `${method} ${url}`).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('answers the caller’s own profile, never another tutor’s', async () => {
    const a = tutorOwnProfileResponseSchema.parse(
      (await call('GET', '/api/tutor/profil', tokens.tutorA)).json(),
    );
    const b = tutorOwnProfileResponseSchema.parse(
      (await call('GET', '/api/tutor/profil', tokens.tutorB)).json(),
    );
    expect([a.data.id, b.data.id]).toEqual([ids.tutorA, ids.tutorB]);
    expect(a.data.hourlyRate).toBe(90_000);
  });

  it('saves the profile and shows it on the public page and the cards at once (read cache cleared)', async () => {
    // Fill the cache with the old answers first.
    expect((await publicPage(ids.tutorA)).hourlyRate).toBe(90_000);
    await call('GET', '/api/tutor?pageSize=100');

    const saved = await call(
      'PUT',
      '/api/tutor/profil',
      tokens.tutorA,
      body({ bio: '<p>Halo <script>alert(1)</script><a href="javascript:alert(1)">klik</a> siswa!</p>' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const own = tutorOwnProfileResponseSchema.parse(saved.json()).data;
    expect(own).toMatchObject({
      headline: 'Tutor Matematika SMA, sabar dan runtut',
      timeZone: 'Asia/Makassar',
    });
    expect(own.bio).not.toMatch(/script|javascript/);
    expect(own.bio).toContain('siswa!');

    const page = await publicPage(ids.tutorA);
    expect(page).toMatchObject({
      headline: 'Tutor Matematika SMA, sabar dan runtut',
      hourlyRate: 150_000,
      bio: own.bio,
      city: 'Yogyakarta',
      location: { latitude: -7.7956, longitude: 110.3695 },
    });
    expect(page.expertise.map((item) => item.id)).toEqual([ids.skill]);
    const cards = tutorListSchema.parse((await call('GET', '/api/tutor?pageSize=100')).json()).data;
    expect(cards.find((card) => card.id === ids.tutorA)?.hourlyRate).toBe(150_000);
  });

  it('leaves other tutors untouched: a tutor’s save changes only their own profile', async () => {
    const before = await publicPage(ids.tutorB);
    await call('PUT', '/api/tutor/profil', tokens.tutorA, body({ headline: 'Hanya profil A yang berubah' }));
    const after = await publicPage(ids.tutorB);
    expect(after.headline).toBe(before.headline);
    expect((await publicPage(ids.tutorA)).headline).toBe('Hanya profil A yang berubah');
  });

  it('refuses a bio without text, unknown subjects, half a location and a rate out of bounds (400)', async () => {
    const cases: [Partial<TutorProfileInput>, string][] = [
      [{ bio: '<p><script>x</script></p>' }, 'bio'],
      [{ subjectIds: ['00000000-0000-4000-8000-000000000000'] }, 'subjectIds'],
      [{ expertiseIds: [], subjectIds: [] }, 'subjectIds'],
      [{ location: { latitude: -7.8 } as never }, 'location'],
      [{ hourlyRate: 5_000 }, 'hourlyRate'],
      [{ timeZone: 'Asia/Tokyo' as never }, 'timeZone'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call('PUT', '/api/tutor/profil', tokens.tutorB, body(overrides));
      expect([response.statusCode, errorCode(response)], field).toEqual([400, 'VALIDATION_FAILED']);
      const paths = response
        .json<{ error: { details: { path: string }[] } }>()
        .error.details.map((d) => d.path);
      expect(
        paths.some((path) => path.startsWith(field)),
        `${field}: ${paths.join()}`,
      ).toBe(true);
    }
  });

  it('lets a tutor not verified yet edit a profile that stays private', async () => {
    const saved = await call('PUT', '/api/tutor/profil', tokens.unverified, body({ hourlyRate: null }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(tutorOwnProfileResponseSchema.parse(saved.json()).data).toMatchObject({
      verifiedAt: null,
      hourlyRate: null,
    });
    expect((await call('GET', `/api/tutor/${ids.unverified}`)).statusCode).toBe(404);
  });

  it('uploads a photo shown on the public page, replaces it and removes it', async () => {
    const upload = async (bytes: Uint8Array) => {
      const file = multipartFile('foto', 'saya.png', 'image/png', bytes);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/tutor/profil/foto',
        payload: file.payload,
        headers: { ...file.headers, authorization: tokens.tutorA },
      });
      expect(response.statusCode, response.body).toBe(200);
      return tutorOwnProfileResponseSchema.parse(response.json()).data.photoUrl ?? '';
    };
    const first = await upload(await png(40, 40));
    expect(first).toMatch(new RegExp(`^/api/berkas/publik/photos/tutor/${ids.tutorA}/[0-9a-f]{20}\\.webp$`));
    expect((await publicPage(ids.tutorA)).photoUrl).toBe(first);
    expect((await ctx.app.inject({ url: first })).headers['content-type']).toBe('image/webp');

    const second = await upload(await png(50, 50));
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);

    const removed = await call('DELETE', '/api/tutor/profil/foto', tokens.tutorA);
    expect(tutorOwnProfileResponseSchema.parse(removed.json()).data.photoUrl).toBeNull();
    expect((await publicPage(ids.tutorA)).photoUrl).toBeNull();
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(404);
  });
});
