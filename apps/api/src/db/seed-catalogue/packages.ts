import type { SchoolLevel } from '@scola/contracts';

/** The demo class packages (classes by slug, in bundle order). */
export interface DemoPackage {
  slug: string;
  title: string;
  summary: string;
  description: string;
  level: SchoolLevel | null;
  price: number;
  classes: string[];
  publishedDaysAgo: number;
}

export const demoPackages: DemoPackage[] = [
  {
    slug: 'paket-utbk-intensif-saintek',
    title: 'Paket UTBK Intensif',
    summary: 'Penalaran Matematika, Pengetahuan Kuantitatif dan Penalaran Umum dalam satu paket.',
    description:
      'Tiga kelas inti TPS dan penalaran yang saling melengkapi. Cocok untuk siswa kelas 12 yang ingin berlatih teratur sampai hari ujian.',
    level: 'UTBK',
    price: 499_000,
    classes: [
      'intensif-penalaran-matematika-utbk',
      'pengetahuan-kuantitatif-utbk',
      'tps-utbk-penalaran-umum-dan-logika',
    ],
    publishedDaysAgo: 6,
  },
  {
    slug: 'paket-matematika-sma-lengkap',
    title: 'Paket Matematika SMA Lengkap',
    summary: 'Fungsi kuadrat, trigonometri serta limit dan turunan bersama Budi Santoso.',
    description:
      'Tiga bab matematika SMA yang paling sering diujikan, berurutan dari kelas 10 sampai kelas 12.',
    level: 'SMA',
    price: 420_000,
    classes: ['fungsi-kuadrat-dan-grafiknya', 'trigonometri-dasar-sma', 'limit-dan-turunan-kelas-12'],
    publishedDaysAgo: 10,
  },
  {
    slug: 'paket-sains-sma',
    title: 'Paket Sains SMA: Fisika, Kimia, Biologi',
    summary: 'Kinematika, stoikiometri dan genetika: fondasi sains SMA dalam satu paket.',
    description: 'Satu kelas dari setiap mata pelajaran sains, diajar oleh tutor spesialis masing-masing.',
    level: 'SMA',
    price: 380_000,
    classes: [
      'kinematika-gerak-lurus-dan-parabola',
      'stoikiometri-tanpa-pusing',
      'genetika-dan-pewarisan-sifat',
    ],
    publishedDaysAgo: 14,
  },
  {
    slug: 'paket-literasi-utbk',
    title: 'Paket Literasi UTBK',
    summary: 'Literasi Bahasa Indonesia dan Bahasa Inggris untuk UTBK.',
    description: 'Dua subtes literasi dengan strategi membaca cepat dan simulasi bertimer.',
    level: 'UTBK',
    price: 289_000,
    classes: ['literasi-bahasa-indonesia-utbk', 'literasi-bahasa-inggris-utbk'],
    publishedDaysAgo: 9,
  },
  {
    slug: 'paket-juara-sd',
    title: 'Paket Juara SD',
    summary: 'Pecahan, bangun datar, membaca pemahaman dan IPAS untuk siswa SD.',
    description: 'Empat kelas ringan dengan kegiatan seru untuk menemani belajar anak di rumah.',
    level: 'SD',
    price: 299_000,
    classes: [
      'matematika-sd-pecahan-dan-desimal',
      'matematika-sd-keliling-dan-luas',
      'bahasa-indonesia-sd-membaca-pemahaman',
      'ipas-sd-tubuh-manusia',
    ],
    publishedDaysAgo: 20,
  },
  {
    slug: 'paket-smp-siap-ujian',
    title: 'Paket SMP Siap Ujian',
    summary: 'Aljabar, geometri, IPA dan Bahasa Inggris untuk siswa SMP.',
    description: 'Empat kelas pilihan untuk memperkuat materi inti SMP menjelang asesmen akhir.',
    level: 'SMP',
    price: 399_000,
    classes: [
      'aljabar-smp-persamaan-linear',
      'geometri-smp-pythagoras-bangun-ruang',
      'ipa-smp-gaya-usaha-energi',
      'grammar-bahasa-inggris-smp-tenses',
    ],
    publishedDaysAgo: 12,
  },
];
