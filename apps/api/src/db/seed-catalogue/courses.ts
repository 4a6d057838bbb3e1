import type { DemoCover } from '../demo-media';

/** The demo life-skill courses; lessons use the three sample videos in turn. */
export interface DemoCourse {
  slug: string;
  instructor: string;
  expertise: string;
  title: string;
  summary: string;
  description: string;
  price: number;
  salePrice?: number;
  cover: DemoCover;
  publishedDaysAgo: number;
  status?: 'draft';
  /**
   * Lesson titles; the first `previews` are free previews. Each lesson's duration is its sample video's, measured
   * by the seed (`sampleVideoDurations`), not written here.
   */
  lessons: string[];
  previews: number;
}

const describe = (intro: string, outcomes: string[]) =>
  `<p>${intro}</p><h3>Setelah kursus ini kamu bisa</h3><ul>${outcomes.map((o) => `<li>${o}</li>`).join('')}</ul>` +
  '<p>Semua video bisa ditonton ulang kapan saja. Pelajaran pratinjau dapat ditonton gratis sebelum membeli.</p>';

export const demoCourses: DemoCourse[] = [
  {
    slug: 'dasar-pemrograman-web-html-css',
    instructor: 'tutor5@scola.id',
    expertise: 'pemrograman-web',
    title: 'Dasar Pemrograman Web: HTML dan CSS',
    summary: 'Membuat halaman web pertamamu dari nol sampai tampil rapi di ponsel.',
    description: describe('Kita membangun halaman profil pribadi langkah demi langkah.', [
      'Menulis HTML yang rapi',
      'Menata tampilan dengan CSS',
      'Membuat halaman responsif',
      'Menerbitkan situs gratis',
    ]),
    price: 199_000,
    salePrice: 149_000,
    cover: 'teknologi',
    publishedDaysAgo: 30,
    lessons: [
      'Kenalan dengan web',
      'Struktur HTML',
      'CSS dasar',
      'Flexbox',
      'Responsif di ponsel',
      'Menerbitkan situs',
    ],
    previews: 2,
  },
  {
    slug: 'python-untuk-pemula',
    instructor: 'tutor5@scola.id',
    expertise: 'python',
    title: 'Python untuk Pemula',
    summary: 'Variabel, perulangan, fungsi dan proyek kecil: kalkulator nilai rapor.',
    description: describe('Belajar logika pemrograman dengan Python, bahasa yang ramah pemula.', [
      'Menulis program Python sederhana',
      'Memakai perulangan dan percabangan',
      'Membuat fungsi',
      'Membaca file CSV',
    ]),
    price: 179_000,
    cover: 'teknologi',
    publishedDaysAgo: 21,
    lessons: [
      'Instalasi dan program pertama',
      'Variabel dan tipe data',
      'Percabangan',
      'Perulangan',
      'Fungsi',
      'Proyek kalkulator rapor',
    ],
    previews: 1,
  },
  {
    slug: 'analisis-data-dengan-spreadsheet',
    instructor: 'tutor5@scola.id',
    expertise: 'analisis-data',
    title: 'Analisis Data dengan Spreadsheet',
    summary: 'Membersihkan data, tabel pivot dan grafik untuk tugas sekolah dan kerja.',
    description: describe('Spreadsheet adalah alat analisis data yang paling mudah dijangkau.', [
      'Merapikan data',
      'Memakai rumus penting',
      'Membuat tabel pivot',
      'Menyajikan grafik',
    ]),
    price: 149_000,
    cover: 'teknologi',
    publishedDaysAgo: 12,
    lessons: ['Mengenal data', 'Rumus penting', 'Tabel pivot', 'Grafik yang jujur'],
    previews: 1,
  },
  {
    slug: 'fotografi-ponsel',
    instructor: 'tutor7@scola.id',
    expertise: 'fotografi',
    title: 'Fotografi Ponsel: Dari Biasa Jadi Memukau',
    summary: 'Komposisi, cahaya dan penyuntingan foto hanya dengan ponsel.',
    description: describe('Ponselmu sudah cukup untuk foto yang bagus, asal tahu caranya.', [
      'Memakai aturan sepertiga',
      'Memanfaatkan cahaya alami',
      'Memotret produk untuk jualan daring',
      'Menyunting foto di ponsel',
    ]),
    price: 129_000,
    salePrice: 99_000,
    cover: 'seni',
    publishedDaysAgo: 40,
    lessons: ['Mengenal kamera ponsel', 'Komposisi', 'Cahaya alami', 'Foto produk', 'Menyunting foto'],
    previews: 2,
  },
  {
    slug: 'desain-grafis-untuk-media-sosial',
    instructor: 'tutor7@scola.id',
    expertise: 'desain-grafis',
    title: 'Desain Grafis untuk Media Sosial',
    summary: 'Warna, tipografi dan tata letak untuk unggahan yang menarik.',
    description: describe('Belajar prinsip desain yang membuat unggahanmu dilirik.', [
      'Memilih palet warna',
      'Memadukan huruf',
      'Menyusun tata letak',
      'Membuat templat konten',
    ]),
    price: 159_000,
    cover: 'seni',
    publishedDaysAgo: 17,
    lessons: ['Prinsip desain', 'Warna', 'Tipografi', 'Tata letak', 'Templat konten'],
    previews: 1,
  },
  {
    slug: 'public-speaking-percaya-diri',
    instructor: 'tutor13@scola.id',
    expertise: 'public-speaking',
    title: 'Public Speaking: Tampil Percaya Diri',
    summary: 'Mengatasi gugup, menyusun pesan dan berbicara di depan kelas atau lomba.',
    description: describe('Berbicara di depan umum adalah keterampilan yang bisa dilatih.', [
      'Mengelola rasa gugup',
      'Menyusun pembuka yang kuat',
      'Memakai bahasa tubuh',
      'Menjawab pertanyaan dengan tenang',
    ]),
    price: 149_000,
    salePrice: 119_000,
    cover: 'pengembangan-diri',
    publishedDaysAgo: 35,
    lessons: [
      'Mengapa kita gugup',
      'Menyusun pesan',
      'Suara dan intonasi',
      'Bahasa tubuh',
      'Sesi tanya jawab',
    ],
    previews: 2,
  },
  {
    slug: 'siap-wawancara-kerja-dan-beasiswa',
    instructor: 'tutor13@scola.id',
    expertise: 'persiapan-wawancara-kerja',
    title: 'Siap Wawancara Kerja dan Beasiswa',
    summary: 'Menjawab pertanyaan wawancara dengan metode STAR dan simulasi.',
    description: describe('Persiapan wawancara untuk beasiswa, magang dan pekerjaan pertama.', [
      'Menyusun cerita dengan metode STAR',
      'Menjawab pertanyaan sulit',
      'Berpenampilan profesional',
      'Wawancara daring',
    ]),
    price: 139_000,
    cover: 'pengembangan-diri',
    publishedDaysAgo: 10,
    lessons: ['Memahami pewawancara', 'Metode STAR', 'Pertanyaan sulit', 'Wawancara daring'],
    previews: 1,
  },
  {
    slug: 'literasi-keuangan-untuk-remaja',
    instructor: 'tutor12@scola.id',
    expertise: 'literasi-keuangan',
    title: 'Literasi Keuangan untuk Remaja',
    summary: 'Mengatur uang saku, menabung, mengenal investasi dan menghindari pinjol.',
    description: describe('Kebiasaan keuangan yang baik dimulai sejak remaja.', [
      'Membuat anggaran sederhana',
      'Menabung dengan tujuan',
      'Mengenal reksa dana',
      'Mengenali penipuan keuangan',
    ]),
    price: 99_000,
    cover: 'pengembangan-diri',
    publishedDaysAgo: 26,
    lessons: [
      'Uang saku dan anggaran',
      'Menabung dengan tujuan',
      'Mengenal investasi',
      'Waspada pinjol dan penipuan',
    ],
    previews: 1,
  },
  {
    slug: 'desain-ui-ux-dari-sketsa',
    instructor: 'tutor15@scola.id',
    expertise: 'desain-ui-ux',
    title: 'Desain UI/UX: Dari Sketsa ke Prototipe',
    summary: 'Riset pengguna, wireframe dan prototipe interaktif di Figma.',
    description: describe('Merancang aplikasi yang mudah dipakai, dimulai dari memahami pengguna.', [
      'Melakukan wawancara pengguna',
      'Membuat wireframe',
      'Menyusun sistem desain sederhana',
      'Membuat prototipe interaktif',
    ]),
    price: 229_000,
    salePrice: 189_000,
    cover: 'teknologi',
    publishedDaysAgo: 8,
    lessons: [
      'Apa itu UI/UX',
      'Riset pengguna',
      'Wireframe',
      'Sistem desain',
      'Prototipe di Figma',
      'Uji kegunaan',
    ],
    previews: 2,
  },
  {
    slug: 'menggambar-sketsa-untuk-pemula',
    instructor: 'tutor15@scola.id',
    expertise: 'menggambar',
    title: 'Menggambar Sketsa untuk Pemula',
    summary: 'Garis, bentuk, perspektif dan arsiran dengan pensil biasa.',
    description: describe('Siapa pun bisa menggambar bila berlatih dengan urutan yang tepat.', [
      'Menarik garis dengan yakin',
      'Melihat bentuk dasar',
      'Memakai perspektif satu titik',
      'Mengarsir gelap terang',
    ]),
    price: 89_000,
    cover: 'seni',
    publishedDaysAgo: 45,
    lessons: ['Alat dan pemanasan', 'Bentuk dasar', 'Perspektif', 'Arsiran'],
    previews: 1,
  },
  {
    slug: 'menulis-cerpen-dalam-30-hari',
    instructor: 'tutor9@scola.id',
    expertise: 'menulis-kreatif',
    title: 'Menulis Cerpen dalam 30 Hari',
    summary: 'Menemukan ide, membangun tokoh dan menyunting cerpen pertamamu.',
    description: describe('Dari ide sampai cerpen utuh yang siap dikirim ke lomba.', [
      'Menemukan ide cerita',
      'Membangun tokoh',
      'Menulis dialog',
      'Menyunting naskah',
    ]),
    price: 119_000,
    cover: 'bahasa',
    publishedDaysAgo: 15,
    lessons: ['Mencari ide', 'Tokoh dan konflik', 'Dialog', 'Menyunting'],
    previews: 1,
  },
  {
    slug: 'gitar-akustik-pemula',
    instructor: 'tutor17@scola.id',
    expertise: 'gitar',
    title: 'Gitar Akustik untuk Pemula',
    summary: 'Draf dari tutor yang menunggu verifikasi.',
    description: describe('Draf.', ['Kunci dasar']),
    price: 99_000,
    cover: 'seni',
    publishedDaysAgo: 0,
    status: 'draft',
    lessons: ['Mengenal gitar', 'Kunci dasar'],
    previews: 1,
  },
];
