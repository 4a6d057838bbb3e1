import type { ReviewTargetType } from '@scola/contracts';

/** Deterministic demo reviews: who reviews what, how many stars and which comment, derived from stable keys. */

/** A small deterministic PRNG (mulberry32) seeded by a string (FNV-1a), so the seed data never changes. */
export function randomFor(key: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const comments: Record<ReviewTargetType, Record<'high' | 'mid' | 'low', string[]>> = {
  kelas: {
    high: [
      'Penjelasannya runtut dan mudah dipahami, latihan soalnya juga pas.',
      'Tutornya sabar menjawab pertanyaan sampai benar-benar paham. Recommended!',
      'Nilai ulangan saya naik setelah ikut kelas ini. Terima kasih, Kak!',
      'Kelasnya seru, tidak membosankan, dan rekamannya membantu untuk mengulang.',
      'Materinya lengkap dan contoh soalnya mirip dengan ujian di sekolah.',
    ],
    mid: [
      'Materinya bagus, tapi tempo penjelasannya agak cepat untuk saya.',
      'Cukup membantu, semoga ada lebih banyak latihan soal.',
      'Bagus, hanya saja koneksi sempat terputus di satu pertemuan.',
    ],
    low: ['Materinya terlalu dasar untuk saya.', 'Jadwalnya kurang cocok dan rekamannya lama diunggah.'],
  },
  materi: {
    high: [
      'Ringkasannya padat dan rapi, enak dibaca sebelum ujian.',
      'Soal latihannya banyak dan bertingkat. Sangat membantu!',
      'Pratinjaunya meyakinkan, isi lengkapnya lebih bagus lagi.',
    ],
    mid: [
      'Isinya bagus, tapi pembahasan beberapa soal terlalu singkat.',
      'Cukup lengkap, tampilannya bisa lebih menarik.',
    ],
    low: ['Kurang cocok untuk kurikulum sekolah saya.'],
  },
  lifeskill: {
    high: [
      'Videonya singkat-singkat dan langsung praktik. Suka banget!',
      'Setelah kursus ini saya berani mencoba proyek sendiri.',
      'Instrukturnya menjelaskan dengan santai tapi jelas.',
    ],
    mid: [
      'Bagus untuk pemula, semoga ada lanjutan tingkat menengah.',
      'Materi oke, kualitas audio bisa ditingkatkan.',
    ],
    low: ['Terlalu singkat untuk harga segini.'],
  },
  tutor: {
    high: [
      'Tutor favorit! Selalu tepat waktu dan penjelasannya jelas.',
      'Sangat sabar dan memberi banyak motivasi belajar.',
      'Cara mengajarnya membuat pelajaran sulit jadi terasa mudah.',
      'Responsif menjawab pertanyaan di luar jam kelas.',
    ],
    mid: [
      'Mengajarnya bagus, kadang jadwalnya berubah mendadak.',
      'Cukup baik, semoga lebih banyak contoh soal.',
    ],
    low: ['Kurang interaktif menurut saya.'],
  },
};

const replies = [
  'Terima kasih atas ulasannya! Semangat terus belajarnya.',
  'Terima kasih masukannya, akan saya perbaiki di kelas berikutnya.',
  'Senang bisa membantu. Sampai jumpa di kelas selanjutnya!',
];

export interface DemoReview {
  authorEmail: string;
  type: ReviewTargetType;
  targetKey: string;
  rating: number;
  comment: string;
  daysAgo: number;
  reply: { text: string; daysAgo: number } | null;
}

/** Between `min` and `max` reviews of a target by distinct students, mostly 4–5 stars. */
export function reviewsFor(
  type: ReviewTargetType,
  targetKey: string,
  students: string[],
  range: [number, number],
): DemoReview[] {
  const random = randomFor(`${type}:${targetKey}`);
  const count = Math.min(students.length, range[0] + Math.floor(random() * (range[1] - range[0] + 1)));
  const offset = Math.floor(random() * students.length);
  return Array.from({ length: count }, (_, index) => {
    const roll = random();
    const rating = roll < 0.55 ? 5 : roll < 0.85 ? 4 : roll < 0.95 ? 3 : 2;
    const band = rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low';
    const pool = comments[type][band];
    const daysAgo = 1 + Math.floor(random() * 90);
    const withReply = random() < 0.3;
    return {
      authorEmail: students[(offset + index) % students.length] ?? '',
      type,
      targetKey,
      rating,
      comment: pool[Math.floor(random() * pool.length)] ?? '',
      daysAgo,
      reply: withReply
        ? { text: replies[Math.floor(random() * replies.length)] ?? '', daysAgo: Math.max(0, daysAgo - 1) }
        : null,
    };
  });
}
