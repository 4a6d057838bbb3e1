import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMaterialPdf } from '../../db/demo-pdf';
import {
  buildClassPackage,
  buildExpertise,
  buildExpertiseCategory,
  buildLiveClass,
  buildMaterial,
  buildReview,
  buildSkillCourse,
  buildSubject,
  buildTutorProfile,
} from '../../db/factories';
import { localFileStorage } from '../../lib/storage';
import { createAccount, execute } from '../../test/auth-helpers';
import { countQueries, getFrom, useCatalogueApp } from '../../test/catalogue';
import { testDatabases } from '../../test/test-app';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import { catalogueServicesFor, materialFileKeys } from '.';

describe.each(testDatabases())('suspended tutors in the public catalogue (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const get = (url: string) => getFrom(ctx, url);
  const subject = buildSubject({ name: 'Geografi Bumi', level: 'SMA' });
  const category = buildExpertiseCategory({ name: 'Alam Terbuka' });
  const skill = buildExpertise(category.slug, { name: 'Navigasi Darat' });
  let tutorId: string;
  let otherTutorId: string;
  let studentId: string;
  const ids = { kelas: '', kelasLain: '', paket: '', paketCampuran: '', materi: '', lifeskill: '' };

  beforeAll(async () => {
    const reference = catalogueReferenceServiceFor(ctx.database.db);
    await reference.ensureReferenceData({
      subjects: [subject],
      expertiseCategories: [category],
      expertise: [skill],
    });
    const subjectId = (await reference.subjectIdsBySlug([subject.slug])).get(subject.slug) ?? '';
    const expertiseId = (await reference.expertiseIdsBySlug([skill.slug])).get(skill.slug) ?? '';
    const storage = localFileStorage(`${ctx.dataDir}/files`);
    const catalogue = catalogueServicesFor(ctx.database.db, { storage });
    tutorId = (await createAccount(ctx.database, { scope: ['tutor'] })).user.id;
    otherTutorId = (await createAccount(ctx.database, { scope: ['tutor'] })).user.id;
    studentId = (await createAccount(ctx.database)).user.id;
    await catalogue.tutors.ensureProfiles([
      buildTutorProfile(tutorId, { displayName: 'Rangga Wicaksono', expertiseIds: [expertiseId] }),
      buildTutorProfile(otherTutorId, { displayName: 'Maya Lestari' }),
    ]);
    const refs = { subjectId, level: 'SMA' as const };
    const classIds = await catalogue.classes.ensureClasses([
      buildLiveClass({ ...refs, tutorId }, { slug: 'peta-rangga', title: 'Membaca Peta Topografi' }),
      buildLiveClass(
        { ...refs, tutorId: otherTutorId },
        { slug: 'peta-maya', title: 'Membaca Peta Tematik' },
      ),
    ]);
    ids.kelas = classIds.get('peta-rangga') ?? '';
    ids.kelasLain = classIds.get('peta-maya') ?? '';
    const packageIds = await catalogue.packages.ensurePackages([
      buildClassPackage([ids.kelas], { slug: 'paket-rangga' }),
      buildClassPackage([ids.kelasLain, ids.kelas], { slug: 'paket-campuran' }),
    ]);
    ids.paket = packageIds.get('paket-rangga') ?? '';
    ids.paketCampuran = packageIds.get('paket-campuran') ?? '';
    const material = buildMaterial({ ...refs, tutorId }, { slug: 'atlas-rangga' });
    await storage.put(
      materialFileKeys(material.slug).fileKey,
      await renderMaterialPdf({
        title: material.title,
        subtitle: 'Geografi - SMA',
        author: 'Rangga Wicaksono',
        pageCount: material.pageCount,
        chapters: ['Peta', 'Skala'],
      }),
    );
    ids.materi = (await catalogue.materials.ensureMaterials([material])).get(material.slug) ?? '';
    const courseIds = await catalogue.courses.ensureCourses([
      buildSkillCourse({ instructorId: tutorId, expertiseId }, { slug: 'navigasi-rangga' }),
    ]);
    ids.lifeskill = courseIds.get('navigasi-rangga') ?? '';
    await catalogue.reviews.ensureReviews([
      buildReview(studentId, { type: 'kelas', id: ids.kelas }, { rating: 5 }),
      buildReview(studentId, { type: 'tutor', id: tutorId }, { rating: 4 }),
    ]);
  });

  const listed = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { id: string }[] }>().data.map((item) => item.id);
  };
  const status = async (url: string) => (await get(url)).statusCode;

  /** What a visitor sees of the tutor `tutorId` and their items, everywhere in the public catalogue. */
  const visibility = async () => ({
    tutorList: (await listed('/api/tutor?pageSize=100')).includes(tutorId),
    tutorSearch: (await listed('/api/tutor?q=Rangga')).includes(tutorId),
    tutorDetail: await status(`/api/tutor/${tutorId}`),
    tutorReviews: await status(`/api/ulasan?targetType=tutor&targetId=${tutorId}`),
    classList: (await listed('/api/kelas?pageSize=100')).includes(ids.kelas),
    classSearchByTutor: (await listed('/api/kelas?q=Rangga%20Wicaksono')).includes(ids.kelas),
    classDetail: await status(`/api/kelas/${ids.kelas}`),
    classReviews: await status(`/api/ulasan?targetType=kelas&targetId=${ids.kelas}`),
    packageList: (await listed('/api/kelas-paket?pageSize=100')).filter((id) =>
      [ids.paket, ids.paketCampuran].includes(id),
    ).length,
    packageDetail: await status(`/api/kelas-paket/${ids.paket}`),
    mixedPackageDetail: await status(`/api/kelas-paket/${ids.paketCampuran}`),
    materialList: (await listed('/api/materi?pageSize=100')).includes(ids.materi),
    materialDetail: await status(`/api/materi/${ids.materi}`),
    materialPreview: await status(`/api/materi/${ids.materi}/preview`),
    courseList: (await listed('/api/lifeskill?pageSize=100')).includes(ids.lifeskill),
    courseDetail: await status(`/api/lifeskill/${ids.lifeskill}`),
  });
  const visible = {
    tutorList: true,
    tutorSearch: true,
    tutorDetail: 200,
    tutorReviews: 200,
    classList: true,
    classSearchByTutor: true,
    classDetail: 200,
    classReviews: 200,
    packageList: 2,
    packageDetail: 200,
    mixedPackageDetail: 200,
    materialList: true,
    materialDetail: 200,
    materialPreview: 200,
    courseList: true,
    courseDetail: 200,
  };
  const hidden = {
    tutorList: false,
    tutorSearch: false,
    tutorDetail: 404,
    tutorReviews: 404,
    classList: false,
    classSearchByTutor: false,
    classDetail: 404,
    classReviews: 404,
    packageList: 0,
    packageDetail: 404,
    mixedPackageDetail: 404,
    materialList: false,
    materialDetail: 404,
    materialPreview: 404,
    courseList: false,
    courseDetail: 404,
  };
  const otherTutorStaysVisible = async () => {
    expect(await status(`/api/tutor/${otherTutorId}`)).toBe(200);
    expect(await status(`/api/kelas/${ids.kelasLain}`)).toBe(200);
    expect(await listed('/api/kelas?pageSize=100')).toContain(ids.kelasLain);
  };

  it('hides a suspended tutor and everything they teach at once, cached answers included, and shows them again when reinstated', async () => {
    expect(await visibility()).toEqual(visible);
    // Everything above is cached now: a repeated read does not reach the database.
    expect(await countQueries(ctx, () => get(`/api/kelas/${ids.kelas}`))).toBe(0);

    await execute(ctx.database, sql`update users set suspended_at = now() where id = ${tutorId}`);
    expect(await visibility()).toEqual(hidden);
    await otherTutorStaysVisible();

    await execute(ctx.database, sql`update users set suspended_at = null where id = ${tutorId}`);
    expect(await visibility()).toEqual(visible);
  });

  it('keeps the cache when an account that is not a tutor is suspended', async () => {
    const url = `/api/kelas/${ids.kelas}`;
    expect(await status(url)).toBe(200);
    expect(await countQueries(ctx, () => get(url))).toBe(0);
    await execute(ctx.database, sql`update users set suspended_at = now() where id = ${studentId}`);
    expect(await countQueries(ctx, () => get(url))).toBe(0);
    // A tutor's suspension, on the contrary, clears it.
    await execute(ctx.database, sql`update users set suspended_at = now() where id = ${otherTutorId}`);
    expect(await countQueries(ctx, () => get(url))).toBeGreaterThan(0);
    await execute(ctx.database, sql`update users set suspended_at = null where id = ${otherTutorId}`);
  });
});
