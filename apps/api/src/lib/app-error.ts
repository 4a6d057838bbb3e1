import type { ErrorCode, ErrorDetails } from '@scola/contracts';

/** Indonesian default message of every error code. */
export const defaultErrorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Data yang dikirim tidak valid.',
  UNAUTHENTICATED: 'Silakan masuk terlebih dahulu.',
  FORBIDDEN: 'Anda tidak memiliki akses ke sumber daya ini.',
  NOT_FOUND: 'Data tidak ditemukan.',
  ROUTE_NOT_FOUND: 'Alamat API tidak ditemukan.',
  CONFLICT: 'Data bertentangan dengan data yang sudah ada.',
  PAYLOAD_TOO_LARGE: 'Data yang dikirim terlalu besar.',
  UNSUPPORTED_MEDIA_TYPE: 'Jenis konten tidak didukung.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  SERVICE_UNAVAILABLE: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.',
  DATABASE_UNAVAILABLE: 'Layanan sedang tidak dapat menjangkau basis data. Coba lagi sebentar lagi.',
  INTERNAL_ERROR: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
  INVALID_CREDENTIALS: 'Email atau kata sandi salah.',
  EMAIL_TAKEN: 'Email sudah terdaftar. Silakan masuk atau gunakan email lain.',
  ACCOUNT_SUSPENDED: 'Akun Anda sedang ditangguhkan. Hubungi layanan pelanggan Scola.',
  ACCOUNT_LOCKED: 'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi nanti.',
  ACCOUNT_NOT_ACTIVATED:
    'Akun Anda belum diaktifkan. Buka tautan aktivasi di email Anda, atau minta email aktivasi baru.',
  INVALID_ACTIVATION_TOKEN:
    'Tautan aktivasi tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta email aktivasi baru.',
  INVALID_REFRESH_TOKEN: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  INVALID_RESET_TOKEN:
    'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.',
  INVALID_CURRENT_PASSWORD: 'Kata sandi saat ini salah.',
  GOOGLE_DISABLED: 'Masuk dengan Google tidak tersedia.',
  GOOGLE_TOKEN_INVALID: 'Masuk dengan Google gagal: token Google tidak valid. Silakan coba lagi.',
  EMAIL_NOT_VERIFIED: 'Email akun Google Anda belum terverifikasi.',
  GOOGLE_UNLINK_NEEDS_PASSWORD:
    'Akun Google tidak dapat diputuskan karena akun ini belum memiliki kata sandi. Buat kata sandi terlebih dahulu.',
  GOOGLE_LINK_REFUSED:
    'Akun Google ini sudah kamu putuskan dari akun Scola-mu. Masuk dengan email dan kata sandi, lalu hubungkan Google lagi dari Pengaturan.',
  GOOGLE_ACCOUNT_IN_USE:
    'Akun Google ini sudah terhubung dengan akun Scola lain. Pilih akun Google lain, atau putuskan dulu dari akun yang lain itu.',
  ITEM_NOT_FOR_SALE: 'Item ini sudah tidak dijual.',
  ITEM_ALREADY_OWNED: 'Kamu sudah memiliki item ini.',
  ITEM_ALREADY_IN_CART: 'Item ini sudah ada di keranjang.',
  CLASS_FULL: 'Kelas ini sudah penuh.',
  CART_EMPTY: 'Keranjang masih kosong.',
  CART_CHANGED: 'Isi keranjang berubah. Periksa kembali keranjangmu.',
  VOUCHER_NOT_FOUND: 'Kode voucher tidak ditemukan.',
  VOUCHER_INACTIVE: 'Voucher ini sudah tidak berlaku.',
  VOUCHER_EXPIRED: 'Voucher ini sudah kedaluwarsa.',
  VOUCHER_NOT_STARTED: 'Voucher ini belum mulai berlaku.',
  VOUCHER_QUOTA_EXHAUSTED: 'Kuota voucher ini sudah habis.',
  VOUCHER_USER_LIMIT_REACHED: 'Kamu sudah mencapai batas pemakaian voucher ini.',
  VOUCHER_MINIMUM_NOT_MET: 'Total belanja belum mencapai minimum voucher ini.',
  VOUCHER_NOT_APPLICABLE: 'Voucher ini tidak berlaku untuk item di keranjangmu.',
  ORDER_NOT_PENDING: 'Pesanan ini sudah tidak menunggu pembayaran.',
  ORDER_NOT_REFUNDABLE: 'Hanya pesanan yang sudah dibayar yang dapat dikembalikan dananya.',
  ORDER_LINE_ALREADY_REFUNDED: 'Sebagian item yang dipilih sudah dikembalikan dananya.',
  ORDER_EXPIRED: 'Batas waktu pembayaran pesanan ini sudah lewat.',
  ORDER_ITEM_PENDING: 'Item ini sudah ada di pesanan Anda yang menunggu pembayaran.',
  CLASS_NOT_BIMBLE: 'Kelas ini bukan kelas bimbel, jadi tidak dipesan per jadwal.',
  CLASS_NEEDS_SLOTS: 'Kelas bimbel dipesan per jadwal. Pilih jadwalnya di halaman kelas.',
  SLOT_UNAVAILABLE: 'Jadwal ini tidak tersedia. Pilih jadwal kosong lain dari tutor.',
  SLOT_TAKEN: 'Jadwal ini baru saja dipesan orang lain. Pilih jadwal lain.',
  PAYMENT_NOTIFICATION_INVALID: 'Notifikasi pembayaran tidak valid.',
  PAYMENT_SIGNATURE_INVALID: 'Tanda tangan notifikasi pembayaran tidak valid.',
  PAYMENT_AMOUNT_MISMATCH: 'Jumlah pembayaran tidak sesuai dengan total pesanan.',
  PAYMENT_GATEWAY_UNAVAILABLE: 'Layanan pembayaran sedang tidak dapat dihubungi. Silakan coba lagi.',
  NOT_OWNED: 'Kamu belum memiliki item ini.',
  DOWNLOAD_LINK_INVALID: 'Tautan unduhan tidak valid atau sudah kedaluwarsa.',
  FREE_TRIAL_ALREADY_REQUESTED: 'Kamu sudah pernah mengajukan kelas uji coba gratis.',
  FOLLOW_SELF: 'Anda tidak dapat mengikuti profil tutor Anda sendiri.',
  FILE_MISSING: 'Pilih berkas yang akan diunggah.',
  FILE_TYPE_NOT_ALLOWED: 'Jenis berkas tidak didukung.',
  FILE_TOO_LARGE: 'Ukuran berkas terlalu besar.',
  FILE_INVALID: 'Berkas rusak atau tidak dapat dibaca.',
  FILE_LINK_INVALID: 'Tautan berkas tidak valid atau sudah kedaluwarsa.',
  REFERENCE_NAME_TAKEN: 'Nama ini sudah dipakai oleh data lain di kelompok yang sama.',
  REFERENCE_IN_USE: 'Data ini masih dipakai sehingga tidak bisa dihapus. Arsipkan saja.',
  VOUCHER_CODE_TAKEN: 'Kode voucher ini sudah dipakai voucher lain.',
  VOUCHER_QUOTA_BELOW_USES: 'Kuota tidak boleh lebih kecil dari pemakaian yang sudah ada.',
  VOUCHER_TUTOR_NOT_FOUND: 'Tutor tidak ditemukan.',
  VOUCHER_OVER_LIMIT: 'Potongan voucher melebihi batas yang diizinkan platform.',
  VOUCHER_ITEM_NOT_OWN: 'Voucher tutor hanya berlaku untuk kelas, materi, atau kursus milikmu sendiri.',
  VOUCHER_IN_USE: 'Voucher ini sudah pernah dipakai sehingga tidak bisa dihapus. Nonaktifkan saja.',
  ACCOUNT_SELF_CHANGE: 'Anda tidak dapat menangguhkan akun sendiri atau mengubah peran admin Anda sendiri.',
  LAST_ADMIN:
    'Tindakan ini akan meninggalkan Scola tanpa admin aktif. Jadikan akun lain admin terlebih dahulu.',
  ACCOUNT_IS_SUSPENDED: 'Akun ini sedang ditangguhkan. Aktifkan kembali terlebih dahulu.',
  ACCOUNT_IS_DELETED: 'Akun ini sudah dihapus pemiliknya, jadi hanya bisa dilihat dan tidak bisa diubah.',
  ACCOUNT_DELETION_WRONG_PASSWORD: 'Kata sandi yang kamu masukkan salah. Akunmu tidak dihapus.',
  ACCOUNT_DELETION_EMAIL_MISMATCH: 'Email yang diketik tidak sama dengan email akun Anda.',
  ACCOUNT_DELETION_TUTOR_SESSIONS:
    'Anda masih punya sesi mengajar atau ruang belajar yang akan datang. Selesaikan atau batalkan dulu, lalu hapus akun.',
  ACCOUNT_DELETION_TUTOR_BALANCE:
    'Saldo pendapatan Anda belum habis. Cairkan saldo dan tunggu dana tertunda tersedia, lalu hapus akun.',
  APPLICATION_NOT_EDITABLE: 'Pendaftaran ini sedang ditinjau atau sudah diputuskan, jadi tidak bisa diubah.',
  APPLICATION_INCOMPLETE: 'Lengkapi biodata, data mengajar, KTP, dan ijazah sebelum mengirim pendaftaran.',
  APPLICATION_NOT_PENDING: 'Pendaftaran ini tidak sedang menunggu keputusan.',
  AVAILABILITY_RANGES_OVERLAP: 'Ada rentang jam ketersediaan yang bertumpuk pada hari yang sama.',
  CLASS_TUTOR_UNVERIFIED: 'Akun tutor Anda belum terverifikasi, jadi kelas belum bisa diterbitkan.',
  CLASS_NO_FUTURE_SESSION:
    'Tambahkan minimal satu sesi yang akan datang sebelum menerbitkan kelas, agar siswa tahu kapan kelas dimulai.',
  CLASS_CAPACITY_BELOW_SEATS: 'Kapasitas tidak boleh lebih kecil dari jumlah kursi yang sudah terisi.',
  CLASS_HAS_STUDENTS: 'Kelas ini sudah pernah diikuti siswa, jadi tidak bisa dihapus. Arsipkan saja.',
  CLASS_IN_PACKAGE: 'Kelas ini masih ada di paket kelas, jadi tidak bisa dihapus. Arsipkan saja.',
  PACKAGE_CLASSES_NOT_PUBLISHED: 'Terbitkan dulu semua kelas di paket ini sebelum menerbitkan paketnya.',
  REVIEW_CLASS_NOT_STARTED: 'Ulasan kelas bisa ditulis setelah sesi pertamanya selesai.',
  REVIEW_ALREADY_WRITTEN: 'Kamu sudah menulis ulasan untuk item ini. Ubah ulasanmu bila perlu.',
  PAYOUT_EXCEEDS_BALANCE: 'Jumlah pencairan melebihi saldo yang dapat dicairkan.',
  PAYOUT_ALREADY_DECIDED: 'Pencairan ini sudah diputuskan sebelumnya.',
  SESSION_IN_PAST: 'Waktu sesi sudah lewat. Pilih waktu yang akan datang.',
  SESSION_OVERLAP: 'Waktu ini bentrok dengan sesi lain yang sudah kamu jadwalkan.',
  SESSION_CANCELLED: 'Sesi ini sudah dibatalkan.',
  SESSION_STARTED: 'Sesi ini sudah dimulai atau selesai, jadi jadwalnya tidak bisa diubah lagi.',
  CLASS_SPACE_NOT_MEMBER: 'Ruang kelas ini hanya untuk tutor dan siswa kelas ini.',
  RECORDING_SESSION_INVALID: 'Sesi yang dipilih bukan sesi kelas ini.',
  RECORDING_NOT_TRACKABLE: 'Rekaman dari tautan luar tidak mencatat progres tontonan.',
  NOTIFICATION_UNSUBSCRIBE_INVALID: 'Tautan berhenti berlangganan ini tidak valid.',
  DISCUSSION_LOCKED: 'Topik ini dikunci tutor: tidak bisa dibalas lagi.',
  DISCUSSION_NOT_QUESTION: 'Hanya topik pertanyaan yang punya jawaban.',
  DISCUSSION_NOT_AUTHOR: 'Hanya penulisnya yang bisa mengubah atau menghapus tulisan ini.',
  DISCUSSION_POST_UNAVAILABLE: 'Balasan ini sudah dihapus atau disembunyikan.',
  DISCUSSION_IMAGE_UNKNOWN:
    'Ada gambar yang tidak ditemukan di kelas ini. Hapus gambar itu dari tulisan, lalu unggah ulang.',
  SESSION_NOT_OPEN:
    'Sesi ini belum bisa diikuti: kamu bisa bergabung mulai 15 menit sebelum sesi dimulai sampai sesi selesai.',
  SESSION_NO_MEETING_LINK: 'Tutor belum memasang tautan pertemuan untuk sesi ini.',
  STUDY_ROOM_TEMPLATE_NOT_FOUND: 'Master ruang belajar ini tidak ditemukan.',
  STUDY_ROOM_NOT_FOUND: 'Ruang belajar ini tidak ditemukan.',
  STUDY_ROOM_FULL: 'Ruang belajar ini sudah penuh.',
  STUDY_ROOM_PAID: 'Ruang belajar ini berbayar: tambahkan ke keranjang untuk membelinya.',
  STUDY_ROOM_FREE: 'Ruang belajar ini gratis: ikuti langsung dari halamannya.',
  STUDY_ROOM_ENDED: 'Ruang belajar ini sudah selesai.',
  STUDY_ROOM_CANCELLED: 'Ruang belajar ini dibatalkan tutor.',
  STUDY_ROOM_REMOVED: 'Tutor mengeluarkanmu dari ruang belajar ini.',
  STUDY_ROOM_MUTED: 'Tutor membisukanmu di obrolan ruang ini.',
  STUDY_ROOM_NOT_PARTICIPANT: 'Ikuti ruang belajar ini dulu untuk masuk.',
  STUDY_ROOM_OWN_ROOM: 'Ini ruang belajarmu sendiri.',
  STUDY_ROOM_CAPACITY_BELOW_SEATS: 'Kapasitas tidak boleh kurang dari jumlah peserta yang sudah terdaftar.',
  STUDY_ROOM_HAS_PARTICIPANTS: 'Ruang ini sudah punya peserta: batalkan dengan alasan, jangan dihapus.',
  STUDY_ROOM_TUTOR_UNVERIFIED: 'Akun tutormu belum terverifikasi, jadi belum bisa membuat ruang belajar.',
  STUDY_ROOM_TOO_MANY_FILES:
    'Satu master ruang belajar paling banyak punya 10 berkas. Hapus berkas lain dulu.',
  STUDY_ROOM_CHAT_CLOSED: 'Obrolan ruang ini sudah ditutup: kamu masih bisa membacanya.',
  STUDY_ROOM_MESSAGE_NOT_FOUND: 'Pesan ini tidak ditemukan.',
  STUDY_ROOM_PARTICIPANT_NOT_FOUND: 'Peserta ini tidak ada di ruang belajar ini.',
};

export interface AppErrorOptions {
  /** Seconds the client should wait before trying again (sent as `Retry-After`). */
  retryAfterSeconds?: number;
}

/**
 * The error services throw. `code` is stable and machine-readable; `message` (Indonesian, defaults per code) is
 * safe to show; `details` is optional structured data for the client.
 * Framework-free on purpose: services import it without depending on Fastify.
 */
const AppErrorClass = class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, details?: unknown, options: AppErrorOptions = {}) {
    super(message ?? defaultErrorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
};
type AppErrorInstance = InstanceType<typeof AppErrorClass>;

/**
 * `new AppError(code, message?, details?)`: `details` must have the shape contracts give that code
 * (`errorDetailsSchemas`, ADR 0016; a code without a schema there carries none). A generic constructor on a plain
 * class, so that `error instanceof AppError` still narrows to one type.
 */
interface AppErrorConstructor {
  new <Code extends ErrorCode>(
    code: Code,
    message?: string,
    details?: ErrorDetails<Code>,
    options?: AppErrorOptions,
  ): AppErrorInstance;
  readonly prototype: AppErrorInstance;
}

export const AppError = AppErrorClass as AppErrorConstructor;
export type AppError = AppErrorInstance;

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
