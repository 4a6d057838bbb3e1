import { isRouteErrorResponse } from 'react-router';

/** Raised when a route names a middleware (guard) that is not registered: status 500 (spec §8). */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(readonly middlewareName: string) {
    super(`Unknown middleware ${middlewareName}`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** An error that carries an HTTP-like status for the error page (e.g. 404 from a failed page validation). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message = `HTTP ${status}`,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

/** The 403 of the auth guard: a signed-in user without the role a page needs ("no access" page). */
export function forbidden(): never {
  throw new HttpStatusError(403, 'Forbidden');
}

/** The 404 thrown by a route loader whose page validation failed (e.g. an id that is not a UUID). */
export function notFound(): never {
  throw new HttpStatusError(404, 'Not Found');
}

export type ErrorKind = 'not-found' | 'forbidden' | 'unknown-middleware' | 'generic';

export interface NormalizedError {
  status: number;
  kind: ErrorKind;
  /** Technical message (English, for the details section); absent when there is nothing useful to show. */
  message?: string;
  /** The unknown middleware's name, for `kind: 'unknown-middleware'`. */
  middlewareName?: string;
}

function numericStatus(error: object): number | undefined {
  for (const key of ['status', 'statusCode'] as const) {
    const value = (error as Record<string, unknown>)[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
  }
  return undefined;
}

/** Turns anything thrown during routing or rendering into what the error page shows. Status defaults to 500. */
export function normalizeError(error: unknown): NormalizedError {
  if (error instanceof UnknownMiddlewareError) {
    return {
      status: 500,
      kind: 'unknown-middleware',
      message: error.message,
      middlewareName: error.middlewareName,
    };
  }
  if (isRouteErrorResponse(error)) {
    const status = error.status || 500;
    if (status === 404) return { status, kind: 'not-found' };
    if (status === 403) return { status, kind: 'forbidden' };
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText || undefined;
    return { status, kind: 'generic', ...(message ? { message } : {}) };
  }
  if (typeof error === 'object' && error !== null) {
    const status = numericStatus(error) ?? 500;
    if (status === 404) return { status, kind: 'not-found' };
    if (status === 403) return { status, kind: 'forbidden' };
    const message = error instanceof Error ? error.message : undefined;
    return { status, kind: 'generic', ...(message ? { message } : {}) };
  }
  if (typeof error === 'string' && error) return { status: 500, kind: 'generic', message: error };
  return { status: 500, kind: 'generic' };
}
