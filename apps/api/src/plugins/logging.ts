import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/** Query parameters whose value acts as a credential (signed download and video links, reset tokens). */
const secretQueryParameters = /^(token|signature|sig|code|state|key)$/i;

/** `url` with the value of every credential-like query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came; it cannot be one of ours
      }
      return secretQueryParameters.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * A logged error without the values a failed query carried (drizzle's `params`, PostgreSQL's `detail` such as
 * `Key (email)=(x@y) already exists`): they hold password hashes, e-mail addresses and tokens. The statement
 * text and the PostgreSQL error code stay, which is what an operator needs.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const own: Record<string, unknown> = { ...(error as unknown as Record<string, unknown>) };
  if (error.cause instanceof Error) own.cause = serializeError(error.cause);
  return stripQueryValues(
    { ...own, type: error.constructor.name, message: error.message, stack: error.stack },
    0,
  );
}

const valueCarryingKeys = new Set(['params', 'parameters', 'detail', 'values', 'where']);

function stripQueryValues(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (valueCarryingKeys.has(key)) {
      result[key] = '[redacted]';
    } else if ((key === 'message' || key === 'stack') && typeof child === 'string') {
      result[key] = redactQueryMessage(child);
    } else if (child !== null && typeof child === 'object' && !Array.isArray(child) && depth < 5) {
      result[key] = stripQueryValues(child as Record<string, unknown>, depth + 1);
    } else {
      result[key] = child;
    }
  }
  return result;
}

/** Drizzle puts the parameters into its message: `Failed query: … params: a,b,c`. */
function redactQueryMessage(message: string): string {
  return message.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
}

/** pino options of the app: credentials removed from headers, URLs and failed-query errors. */
export function loggerOptions(level: string): FastifyLoggerOptions & { level: string; redact: string[] } {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      err: (error) => serializeError(error) as { type: string; message: string; stack: string },
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
