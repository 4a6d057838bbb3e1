import { ApiError } from '../auth/errors';
import { env } from '../config/env';

type ErrorBody = { error?: { code?: string; message?: string; details?: unknown } } | null;

function parsedError(text: string): ErrorBody {
  try {
    return JSON.parse(text) as ErrorBody;
  } catch {
    return null;
  }
}

/** The error of a failed upload, as `auth.request` would have thrown it. */
function uploadError(request: XMLHttpRequest): ApiError {
  if (request.status === 0) return new ApiError('NETWORK_ERROR', 0, 'The upload did not reach the server.');
  const body = parsedError(request.responseText);
  return new ApiError(
    body?.error?.code ?? `HTTP_${request.status}`,
    request.status,
    body?.error?.message ?? request.statusText,
    body?.error?.details,
  );
}

/**
 * `POST`s a multipart form to the product API through XMLHttpRequest, the one browser API that reports upload
 * progress (`onProgress` gets 0–100), and answers the body's `data`; a refusal rejects with an `ApiError`.
 */
export function uploadWithProgress<T>(options: {
  path: string;
  token: string | null | undefined;
  form: FormData;
  onProgress?: (percent: number) => void;
}): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${env.apiBaseUrl}${options.path}`);
    // KEEP: the bare token, no `Bearer` prefix (as every product API call).
    if (options.token) request.setRequestHeader('Authorization', options.token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve((JSON.parse(request.responseText) as { data: T }).data);
      } else reject(uploadError(request));
    };
    request.onerror = () => reject(uploadError(request));
    request.send(options.form);
  });
}
