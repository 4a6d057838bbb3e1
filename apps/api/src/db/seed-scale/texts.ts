import type { LiveClassKind, SchoolLevel } from '@scola/contracts';
import type { Random } from './random';

/** Titles, summaries and descriptions of scale classes, and review comments, in Indonesian. */

const groupTitles = [
  '{topic}',
  '{topic} untuk {audience}',
  'Intensif {topic}',
  'Kupas Tuntas {topic}',
  'Bedah Soal {topic}',
  '{topic} dari Nol',
  'Latihan Soal {topic} Bertahap',
  'Persiapan Ujian: {topic}',
  'Kelas Kilat {topic}',
  '{topic}: Konsep dan Strategi',
  'Mahir {topic} dalam 4 Pekan',
  'Klinik {topic} {audience}',
];

const privateTitles = [
  'Bimbel Privat {topic}',
  'Les Privat {subject} {audience}',
  'Pendampingan {topic} (Kelompok Kecil)',
  'Mentoring {topic} Satu per Satu',
];

const verbs = ['Pahami', 'Kuasai', 'Pelajari', 'Taklukkan', 'Dalami', 'Latih'];

const benefits = [
  'konsep dijelaskan runtut lalu dilatih dengan soal bertahap',
  'cocok untuk persiapan ulangan harian dan ujian sekolah',
  'dilengkapi pembahasan soal HOTS dan trik mengerjakan cepat',
  'rekaman tersedia setelah setiap sesi',
  'latihan mingguan dengan umpan balik pribadi',
  'ringkasan materi dan bank soal bisa diunduh',
  'suasana kelas santai, boleh bertanya kapan saja',
  'strategi menjawab soal pilihan ganda dan uraian',
];

const audiences: Record<SchoolLevel, string[]> = {
  SD: ['SD Kelas 4', 'SD Kelas 5', 'SD Kelas 6', 'Siswa SD'],
  SMP: ['SMP Kelas 7', 'SMP Kelas 8', 'SMP Kelas 9', 'Siswa SMP'],
  SMA: ['SMA Kelas 10', 'SMA Kelas 11', 'SMA Kelas 12', 'Siswa SMA'],
  UTBK: ['UTBK-SNBT', 'Pejuang PTN', 'Gap Year'],
  Umum: ['Pemula', 'Tingkat Menengah', 'Mahasiswa dan Pekerja'],
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

export function classTitle(
  random: Random,
  kind: LiveClassKind,
  topic: string,
  subject: string,
  level: SchoolLevel,
): string {
  const template = random.pick(kind === 'bimble' ? privateTitles : groupTitles);
  const title = fill(template, { topic, subject, audience: random.pick(audiences[level]) });
  return random.chance(0.3) ? `${title} (Angkatan ${random.int(1, 12)})` : title;
}

export function classSummary(random: Random, topic: string, tutorFirstName: string): string {
  const [first, second] = random.sample(benefits, 2);
  return `${random.pick(verbs)} ${topic.toLowerCase()} bersama Kak ${tutorFirstName}: ${first}, ${second}.`;
}

export function classAbout(topic: string, points: string[], sessionCount: number): string {
  const items = points.map((point) => `<li>${point}</li>`).join('');
  return (
    `<p>Kelas ini membahas <strong>${topic}</strong> dari konsep dasar sampai soal tingkat ujian.</p>` +
    `<h3>Yang akan kamu pelajari</h3><ul>${items}</ul>` +
    `<h3>Cara belajar</h3><p>${sessionCount} pertemuan langsung (live) di ruang kelas Scola. ` +
    'Rekaman tersedia setelah sesi, dan setiap pertemuan ditutup dengan latihan soal yang dibahas bersama.</p>'
  );
}

const fiveStars = [
  'Penjelasannya jelas banget, akhirnya paham juga!',
  'Kakaknya sabar dan materinya runtut. Sangat direkomendasikan.',
  'Nilai ulangan saya naik setelah ikut kelas ini. Terima kasih, Kak!',
  'Latihan soalnya mirip dengan ujian sekolah, sangat membantu.',
  'Seru dan tidak membosankan, rekamannya juga bisa diulang.',
];

const comments: Record<number, string[]> = {
  5: fiveStars,
  4: [
    'Materinya bagus, hanya kadang waktunya terasa kurang.',
    'Penjelasan jelas, semoga bank soalnya ditambah lagi.',
    'Cukup membantu untuk persiapan ujian.',
    'Kelasnya interaktif, tapi koneksinya sempat putus sekali.',
  ],
  3: [
    'Lumayan, tapi tempo penjelasannya agak cepat untuk saya.',
    'Materinya standar, sesuai harga.',
    'Cukup oke, semoga ke depannya lebih banyak contoh soal.',
  ],
  2: ['Kurang sesuai harapan, pembahasan soalnya sedikit.', 'Jadwalnya sering berubah.'],
  1: ['Tidak sesuai deskripsi kelas.', 'Sesi pertama dibatalkan tanpa pemberitahuan.'],
};

export const reviewComment = (random: Random, rating: number) => random.pick(comments[rating] ?? fiveStars);

export const tutorReplies = [
  'Terima kasih atas ulasannya, semangat terus belajarnya!',
  'Terima kasih masukannya, akan kami perbaiki di angkatan berikutnya.',
  'Senang bisa membantu. Sampai jumpa di kelas berikutnya!',
];

export const sessionPrefixes = ['Konsep dasar', 'Pembahasan soal', 'Latihan terbimbing', 'Kuis dan evaluasi'];
