/** Catalogue items shaped like the API's answers, for component tests. */
import type {
  ClassPackageCard,
  LiveClassCard,
  MaterialCard,
  SkillCourseCard,
  TutorCard,
} from '@scola/contracts';

const subject = {
  id: '6b18c587-2911-4fe4-9488-d2c7d1a48c5f',
  name: 'Matematika',
  slug: 'matematika-sma',
  level: 'SMA',
} as const;
const tutor = {
  id: '55429ae1-ab48-4ac8-8460-49fde89c817f',
  name: 'Budi Santoso',
  photoUrl: null,
  headline: 'Tutor Matematika SMA & UTBK',
  city: 'Yogyakarta',
};

export function liveClassCard(overrides: Partial<LiveClassCard> = {}): LiveClassCard {
  return {
    id: 'adb235ec-2dce-425c-a4ef-282d9a26db28',
    slug: 'fungsi-kuadrat',
    title: 'Fungsi Kuadrat dan Grafiknya',
    summary: 'Bentuk umum, titik puncak dan grafik.',
    kind: 'group',
    level: 'SMA',
    subject,
    tutor,
    price: 175_000,
    salePrice: 149_000,
    finalPrice: 149_000,
    capacity: 30,
    seatsLeft: 12,
    coverUrl: '/api/sampul/matematika.svg',
    rating: { average: 4.5, count: 6 },
    sessionCount: 4,
    firstSessionAt: '2026-11-24T12:00:00.000Z',
    lastSessionAt: '2026-12-15T12:00:00.000Z',
    publishedAt: '2026-11-01T07:15:31.954Z',
    ...overrides,
  };
}

export function materialCard(overrides: Partial<MaterialCard> = {}): MaterialCard {
  return {
    id: 'b4296e61-f9cd-487b-bc8c-7feacd03afb8',
    slug: 'rumus-cepat',
    title: 'Rumus Cepat Trigonometri',
    summary: 'Ringkasan rumus.',
    subject,
    level: 'SMA',
    tutor,
    pageCount: 6,
    previewPages: 2,
    price: 0,
    salePrice: null,
    finalPrice: 0,
    isFree: true,
    coverUrl: null,
    rating: { average: 4.5, count: 2 },
    previewUrl: '/api/materi/b4296e61-f9cd-487b-bc8c-7feacd03afb8/preview',
    publishedAt: '2026-11-17T07:15:31.954Z',
    ...overrides,
  };
}

export function skillCourseCard(overrides: Partial<SkillCourseCard> = {}): SkillCourseCard {
  return {
    id: 'c2ee46b6-5e36-43e7-8e1e-100a7a721145',
    slug: 'desain-ui-ux',
    title: 'Desain UI/UX: Dari Sketsa ke Prototipe',
    summary: 'Riset pengguna dan prototipe.',
    expertise: {
      id: '1125f2db-7ed0-416d-8582-18bd76f50fbb',
      name: 'Desain UI/UX',
      slug: 'desain-ui-ux',
      categoryId: 'ec8e6e12-a618-40b7-ae1d-859b2fe3b2c8',
    },
    instructor: { ...tutor, id: 'bb37c34c-c10b-451c-996b-a7c0dad8a496', name: 'Citra Kirana Dewi' },
    price: 229_000,
    salePrice: null,
    finalPrice: 229_000,
    coverUrl: null,
    rating: { average: 0, count: 0 },
    lessonCount: 6,
    previewLessonCount: 2,
    totalDurationSeconds: 4620,
    publishedAt: '2026-11-13T07:15:31.954Z',
    ...overrides,
  };
}

export function tutorCard(overrides: Partial<TutorCard> = {}): TutorCard {
  return {
    ...tutor,
    rating: { average: 3.5, count: 4 },
    expertise: [
      {
        id: '74e30cdd-898b-410b-9146-d94cdea8e6ed',
        name: 'Matematika',
        slug: 'matematika',
        categoryId: 'f053dff1-c810-4e79-bd83-28ed3617ada8',
      },
    ],
    subjects: [subject],
    classCount: 3,
    courseCount: 1,
    hourlyRate: 150_000,
    ...overrides,
  };
}

export function classPackageFixture(overrides: Partial<ClassPackageCard> = {}): ClassPackageCard {
  return {
    id: 'a22528ac-9d6d-486d-a2c4-3687bfb750fc',
    slug: 'paket-utbk-intensif',
    title: 'Paket UTBK Intensif',
    summary: 'Tiga kelas inti.',
    level: 'UTBK',
    coverUrl: null,
    price: 499_000,
    originalPrice: 584_000,
    saving: 85_000,
    classCount: 3,
    publishedAt: '2026-11-10T07:15:31.954Z',
    ...overrides,
  };
}
