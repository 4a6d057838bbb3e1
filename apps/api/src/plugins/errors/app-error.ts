import type { ErrorCode } from '@scola/contracts';

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
  INTERNAL_ERROR: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
};

/**
 * The error services throw. `code` is stable and machine-readable; `message` (Indonesian, defaults per code) is
 * safe to show; `details` is optional structured data for the client.
 * Framework-free on purpose: services import it without depending on Fastify.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? defaultErrorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
