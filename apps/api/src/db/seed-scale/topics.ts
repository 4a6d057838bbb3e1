import type { DemoCover } from '../demo-media';

/** Class topics of every demo subject (by slug), their cover, and the expertise a tutor of it has. */
export interface SubjectVocabulary {
  topics: string[];
  cover: DemoCover;
  /** Slug of the matching expertise, null when none fits. */
  expertise: string | null;
}

const t = (cover: DemoCover, expertise: string | null, topics: string): SubjectVocabulary => ({
  cover,
  expertise,
  topics: topics.split('|'),
});

export const subjectVocabulary: Record<string, SubjectVocabulary> = {
  'matematika-sd': t(
    'matematika',
    'matematika',
    'Pecahan dan Desimal|KPK dan FPB|Bangun Datar|Bangun Ruang|Operasi Hitung Campuran|Pengukuran Waktu dan Jarak|Perbandingan dan Skala|Statistika Sederhana|Soal Cerita Matematika|Bilangan Bulat Negatif',
  ),
  'bahasa-indonesia-sd': t(
    'bahasa',
    'menulis-kreatif',
    'Membaca Pemahaman|Menulis Karangan|Ide Pokok Paragraf|Puisi Anak|Kosakata dan Ejaan|Surat Pribadi|Cerita Rakyat Nusantara',
  ),
  'bahasa-inggris-sd': t(
    'bahasa',
    'bahasa-inggris',
    'Vocabulary Sehari-hari|Simple Present Tense|Reading for Kids|Speaking Practice|Numbers and Time|My Family and Friends',
  ),
  'ipas-sd': t(
    'biologi',
    'biologi',
    'Siklus Air|Gaya dan Gerak|Ekosistem|Sistem Tata Surya|Perubahan Wujud Benda|Tubuh Manusia|Keragaman Budaya Indonesia',
  ),
  'pendidikan-pancasila-sd': t(
    'sosial',
    null,
    'Nilai-nilai Pancasila|Hak dan Kewajiban|Bhinneka Tunggal Ika|Norma di Masyarakat|Simbol Negara',
  ),
  'matematika-smp': t(
    'matematika',
    'matematika',
    'Aljabar Dasar|Persamaan Linear Satu Variabel|Sistem Persamaan Linear Dua Variabel|Teorema Pythagoras|Relasi dan Fungsi|Gradien dan Persamaan Garis|Lingkaran|Bangun Ruang Sisi Lengkung|Statistika dan Peluang|Perbandingan Senilai dan Berbalik Nilai|Transformasi Geometri|Pola Bilangan',
  ),
  'bahasa-indonesia-smp': t(
    'bahasa',
    'menulis-kreatif',
    'Teks Deskripsi|Teks Eksposisi|Teks Berita|Cerpen|Teks Prosedur|Puisi dan Majas|Teks Argumentasi',
  ),
  'bahasa-inggris-smp': t(
    'bahasa',
    'bahasa-inggris',
    'Descriptive Text|Recount Text|Simple Past Tense|Narrative Text|Procedure Text|Present Continuous Tense|Listening Practice',
  ),
  'ipa-smp': t(
    'fisika',
    'fisika',
    'Gerak Lurus|Hukum Newton|Usaha dan Energi|Tekanan Zat|Getaran dan Gelombang|Listrik Statis|Sistem Pencernaan|Sistem Peredaran Darah|Unsur, Senyawa, dan Campuran|Pewarisan Sifat',
  ),
  'ips-smp': t(
    'sosial',
    null,
    'Interaksi Sosial|Kegiatan Ekonomi|Masa Praaksara|Kerajaan Hindu-Buddha|Kondisi Geografis Indonesia|Pasar dan Harga',
  ),
  'matematika-sma': t(
    'matematika',
    'matematika',
    'Fungsi Kuadrat|Trigonometri|Limit Fungsi|Turunan Fungsi|Integral|Statistika|Peluang|Barisan dan Deret|Eksponen dan Logaritma|Matriks|Vektor|Program Linear|Persamaan Lingkaran|Komposisi dan Invers Fungsi',
  ),
  'matematika-tingkat-lanjut-sma': t(
    'matematika',
    'matematika',
    'Bilangan Kompleks|Polinomial|Induksi Matematika|Transformasi Geometri Lanjut|Fungsi Trigonometri Lanjut|Limit Tak Hingga|Kalkulus Lanjut',
  ),
  'bahasa-indonesia-sma': t(
    'bahasa',
    'menulis-kreatif',
    'Teks Eksplanasi|Teks Negosiasi|Karya Ilmiah|Teks Editorial|Hikayat|Resensi Buku|Teks Debat|Menulis Esai',
  ),
  'bahasa-inggris-sma': t(
    'bahasa',
    'bahasa-inggris',
    'Analytical Exposition|Conditional Sentences|Passive Voice|Reported Speech|Hortatory Exposition|Essay Writing|TOEFL Reading Strategies|Public Speaking in English',
  ),
  'fisika-sma': t(
    'fisika',
    'fisika',
    'Kinematika Gerak Lurus|Dinamika Partikel|Usaha dan Energi|Momentum dan Impuls|Fluida Statis|Fluida Dinamis|Termodinamika|Gelombang Bunyi|Optika Geometri|Listrik Dinamis|Medan Magnet|Fisika Modern',
  ),
  'kimia-sma': t(
    'kimia',
    'kimia',
    'Struktur Atom|Ikatan Kimia|Stoikiometri|Termokimia|Laju Reaksi|Kesetimbangan Kimia|Asam Basa|Larutan Penyangga|Reaksi Redoks|Elektrokimia|Kimia Karbon|Sifat Koligatif Larutan',
  ),
  'biologi-sma': t(
    'biologi',
    'biologi',
    'Sel dan Organel|Genetika|Evolusi|Sistem Saraf|Sistem Imun|Metabolisme Sel|Bioteknologi|Ekologi|Sistem Reproduksi|Pertumbuhan dan Perkembangan|Keanekaragaman Hayati',
  ),
  'ekonomi-sma': t(
    'sosial',
    'literasi-keuangan',
    'Permintaan dan Penawaran|Pendapatan Nasional|Akuntansi Dasar|Kebijakan Moneter|Pasar Modal|Perdagangan Internasional|APBN dan Pajak',
  ),
  'sejarah-sma': t(
    'sosial',
    null,
    'Proklamasi Kemerdekaan|Pergerakan Nasional|Kerajaan Islam Nusantara|Revolusi Industri|Perang Dunia II|Masa Reformasi|Kolonialisme di Indonesia',
  ),
  'geografi-sma': t(
    'sosial',
    null,
    'Litosfer|Atmosfer dan Cuaca|Hidrosfer|Mitigasi Bencana|Peta dan SIG|Dinamika Penduduk|Ketahanan Pangan',
  ),
  'sosiologi-sma': t(
    'sosial',
    null,
    'Interaksi Sosial|Stratifikasi Sosial|Konflik dan Integrasi|Perubahan Sosial|Metode Penelitian Sosial|Globalisasi',
  ),
  'tps-utbk': t(
    'utbk',
    'persiapan-utbk',
    'Penalaran Induktif|Penalaran Deduktif|Pemahaman Bacaan dan Menulis|Pengetahuan dan Pemahaman Umum|Strategi Try Out TPS',
  ),
  'penalaran-umum-utbk': t(
    'utbk',
    'persiapan-utbk',
    'Silogisme|Penalaran Analitik|Pola Gambar dan Bilangan|Penalaran Kuantitatif|Logika Proposisi',
  ),
  'pengetahuan-kuantitatif-utbk': t(
    'utbk',
    'persiapan-utbk',
    'Aritmetika Sosial|Aljabar Cepat|Geometri UTBK|Statistika UTBK|Kecukupan Data|Bilangan dan Operasinya',
  ),
  'penalaran-matematika-utbk': t(
    'utbk',
    'persiapan-utbk',
    'Soal Cerita Kontekstual|Fungsi dan Grafik UTBK|Peluang dan Kombinatorika|Pemodelan Matematika|Geometri Terapan',
  ),
  'literasi-bahasa-indonesia-utbk': t(
    'utbk',
    'persiapan-utbk',
    'Membaca Kritis|Simpulan Teks|Kalimat Efektif|Analisis Teks Sastra|Ide Pokok dan Gagasan',
  ),
  'literasi-bahasa-inggris-utbk': t(
    'utbk',
    'persiapan-ielts-toefl',
    'Reading Comprehension|Main Idea and Inference|Vocabulary in Context|Author Purpose and Tone',
  ),
  'bahasa-jepang-umum': t(
    'bahasa',
    'bahasa-jepang',
    'Hiragana dan Katakana|Persiapan JLPT N5|Persiapan JLPT N4|Kanji Dasar|Percakapan Sehari-hari|Bahasa Jepang untuk Kerja',
  ),
  'bahasa-mandarin-umum': t(
    'bahasa',
    'bahasa-mandarin',
    'Pinyin dan Nada|Persiapan HSK 1|Persiapan HSK 2|Hanzi Dasar|Percakapan Bisnis Mandarin',
  ),
  'bahasa-arab-umum': t(
    'bahasa',
    'bahasa-arab',
    'Huruf Hijaiyah dan Harakat|Nahwu Dasar|Sharaf Dasar|Muhadatsah Sehari-hari|Membaca Teks Arab',
  ),
  'bahasa-korea-umum': t(
    'bahasa',
    null,
    'Hangeul untuk Pemula|Persiapan TOPIK I|Percakapan Sehari-hari Korea|Tata Bahasa Korea Dasar',
  ),
};
