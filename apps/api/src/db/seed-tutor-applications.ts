import type { FileStorage } from '../lib/storage';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { tutorApplicationsRepositoryFor } from '../modules/tutor-applications';
import { usersServiceFor } from '../modules/users';
import type { DatabaseHandle } from './client';
import { renderMaterialPdf } from './demo-pdf';
import { demoTutors } from './seed-catalogue';
import { referenceSeed } from './seed-data';

const DAY = 24 * 3600 * 1000;

/** Provinces of the demo applicants' cities. */
const provinces: Record<string, string> = {
  Surakarta: 'Jawa Tengah',
  Pontianak: 'Kalimantan Barat',
  Manado: 'Sulawesi Utara',
};

/** The demo document of `kind` for `name` (a one-page PDF, stored private). */
async function demoDocument(storage: FileStorage, key: string, title: string, name: string) {
  if (!(await storage.exists(key))) {
    const bytes = await renderMaterialPdf({
      title,
      subtitle: 'Dokumen contoh',
      author: name,
      pageCount: 1,
      chapters: [title],
    });
    await storage.put(key, bytes, { contentType: 'application/pdf' });
  }
}

/**
 * Submitted applications of the demo tutors awaiting verification (tutor17–19), so the admin's verification queue
 * has work: biodata and teaching from their demo profile, an identity card and a diploma as demo PDFs. Idempotent.
 */
export async function seedTutorApplications(database: DatabaseHandle, storage: FileStorage, now: Date) {
  const users = usersServiceFor(database.db);
  const reference = catalogueReferenceServiceFor(database.db);
  const subjectIds = await reference.subjectIdsBySlug(referenceSeed.subjects.map((s) => s.slug));
  const expertiseIds = await reference.expertiseIdsBySlug(referenceSeed.expertise.map((e) => e.slug));
  const levelOf = new Map(referenceSeed.subjects.map((s) => [s.slug, s.level]));
  const repository = tutorApplicationsRepositoryFor(database.db);
  const waiting = demoTutors.filter((tutor) => tutor.verifiedDaysAgo === null);
  for (const [index, tutor] of waiting.entries()) {
    const user = await users.findByEmail(tutor.email);
    if (!user || (await repository.findByUser(user.id))) continue;
    const documents = (['ktp', 'ijazah'] as const).map((kind) => ({
      kind,
      fileName: `${kind}.pdf`,
      mime: 'application/pdf',
      storageKey: `tutor-documents/demo/${user.id}/${kind}.pdf`,
    }));
    for (const document of documents) {
      await demoDocument(
        storage,
        document.storageKey,
        document.kind === 'ktp' ? 'KTP' : 'Ijazah',
        tutor.name,
      );
    }
    const levels = [...new Set(tutor.subjects.map((slug) => levelOf.get(slug) ?? 'Umum'))];
    await repository.insertSubmitted({
      userId: user.id,
      biodata: {
        fullName: tutor.name,
        phone: tutor.phone,
        city: tutor.city,
        province: provinces[tutor.city] ?? 'Indonesia',
        latitude: tutor.latitude,
        longitude: tutor.longitude,
      },
      teaching: {
        expertiseIds: tutor.expertise.flatMap((slug) => expertiseIds.get(slug) ?? []),
        subjectIds: tutor.subjects.flatMap((slug) => subjectIds.get(slug) ?? []),
        levels: levels.length > 0 ? levels : ['Umum'],
        education: tutor.education,
        experience: tutor.experience,
        hourlyRate: 75_000,
      },
      submittedAt: new Date(now.getTime() - (3 - index) * DAY),
      documents,
    });
  }
}
