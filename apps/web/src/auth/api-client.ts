/**
 * Low-level calls to the product API: resolving paths against the API base, knowing which URLs belong to the
 * product API (the only ones allowed to carry the session token, auth-behaviour.md §3), and turning the
 * `{ data }` / `{ error: { code, message } }` envelopes into values and `ApiError`s. No session logic here.
 */
import { ApiError } from './errors';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** `init` plus `json`, a body sent as JSON with its content type. */
export interface ApiRequestInit extends RequestInit {
  json?: unknown;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export class ApiClient {
  private readonly base: URL;
  private readonly basePath: string;

  constructor(
    private readonly fetchFn: FetchLike,
    baseUrl: string,
    origin: string,
  ) {
    this.base = new URL(baseUrl, origin);
    this.basePath = this.base.pathname.replace(/\/+$/, '');
  }

  /** A path such as `/kelas?page=2` is taken relative to the API base; an absolute URL is left as it is. */
  resolve(path: string): URL {
    if (ABSOLUTE.test(path)) return new URL(path, this.base);
    return new URL(this.basePath + (path.startsWith('/') ? path : `/${path}`), this.base);
  }

  /** Same origin as the API base and under its path (after `..` segments were resolved by `URL`). */
  isProductApi(url: URL): boolean {
    return (
      url.origin === this.base.origin &&
      (url.pathname === this.basePath || url.pathname.startsWith(`${this.basePath}/`))
    );
  }

  async send(url: URL, init: ApiRequestInit = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    try {
      return await this.fetchFn(url.toString(), { ...rest, headers, body });
    } catch (cause) {
      throw new ApiError('NETWORK_ERROR', 0, 'The server could not be reached.', cause);
    }
  }

  /** The decoded body of a 2xx answer (`undefined` when empty); an `ApiError` for anything else. */
  async read<T>(response: Response): Promise<T> {
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError('INVALID_RESPONSE', response.status, 'The server sent an answer that is not JSON.');
    }
    if (response.ok) return body as T;
    const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)
      ?.error;
    throw new ApiError(
      typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`,
      response.status,
      typeof error?.message === 'string' ? error.message : response.statusText,
      error?.details,
    );
  }

  /** An unauthenticated JSON POST to the product API (sign-in, refresh, sign-out). */
  async post<T>(path: string, json: unknown): Promise<T> {
    return this.read<T>(await this.send(this.resolve(path), { method: 'POST', json }));
  }
}
