import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { CacheEntry, CatalogueCache } from './catalogue-cache';
import {
  classAnswerDependency,
  type ClassAnswerDependency,
  rowEvictedNamespaces,
} from './class-answer-dependencies';
import type { CatalogueReadNamespace } from './read-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Generation of the route's cache namespace when the request arrived; -1 = do not store its answer. */
    catalogueCacheGeneration: number;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Longer URLs are answered but never cached (keys stay small). */
const MAX_URL_LENGTH = 1024;
/** Same threshold as `compressionPlugin`: smaller answers go uncompressed. */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with, preferring br, as @fastify/compress chooses (q=0 refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    (q !== undefined && Number(q.slice(2)) === 0 ? refused : accepted).add(name === 'x-gzip' ? 'gzip' : name);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (refused.has(encoding)) continue;
    if (accepted.has(encoding) || accepted.has('*')) return encoding;
  }
  return undefined;
}

function encodedBody(cache: CatalogueCache, entry: CacheEntry, encoding: Encoding): Buffer {
  const existing = entry.encoded?.[encoding];
  if (existing) return existing;
  const json = entry.value as Buffer;
  const body =
    encoding === 'br'
      ? brotliCompressSync(json, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
          },
        })
      : gzipSync(json, { level: 6 });
  cache.attachEncoded(entry, encoding, body);
  return body;
}

function sendCached(cache: CatalogueCache, request: FastifyRequest, reply: FastifyReply, entry: CacheEntry) {
  reply.header('content-type', JSON_TYPE);
  const json = entry.value as Buffer;
  const encoding =
    json.length >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding === undefined) return reply.send(json);
  // With Content-Encoding set, @fastify/compress passes the body through untouched.
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(encodedBody(cache, entry, encoding));
}

/**
 * What a JSON answer depends on, in the namespaces evicted row by row (read back from the answer on a miss only):
 * a detail's id, a list's validated query and the cards it shows.
 */
function dependencyOf(
  namespace: CatalogueReadNamespace,
  request: FastifyRequest,
  payload: string,
): ClassAnswerDependency | undefined {
  if (!rowEvictedNamespaces.includes(namespace)) return undefined;
  const input = namespace.endsWith(':detail') ? (request.params as { id?: unknown }).id : request.query;
  return classAnswerDependency(namespace, input, JSON.parse(payload));
}

/**
 * Route hooks of the HTTP layer of the catalogue cache: a `GET` whose exact URL was answered 200 before is answered
 * from the stored JSON (UTF-8 bytes, and their compressed copies) in `onRequest`, skipping validation, the handler,
 * serialisation and encoding. Only answers that passed validation are stored (200), keyed by the raw URL, so the same URL
 * always validates the same way; an answer is stored only if the route's namespace was not invalidated since the
 * request arrived.
 */
export function cachedAnswerHooks(
  cache: CatalogueCache,
  namespace: CatalogueReadNamespace,
): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  return {
    onRequest(request, reply, done) {
      if (request.method === 'GET' && request.url.length <= MAX_URL_LENGTH) {
        const entry = cache.serializedAnswer(namespace, request.url);
        if (entry) {
          // Answered here: `done` is not called, so the route's validation and handler are skipped.
          void sendCached(cache, request, reply, entry);
          return;
        }
        request.catalogueCacheGeneration = cache.generationOf(namespace);
      }
      done();
    },
    onSend(request, reply, payload, done) {
      const generation = request.catalogueCacheGeneration;
      if (
        generation >= 0 &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        String(reply.getHeader('content-type')).startsWith('application/json')
      ) {
        cache.storeSerialized(
          namespace,
          request.url,
          generation,
          Buffer.from(payload),
          dependencyOf(namespace, request, payload),
        );
      }
      done(null, payload);
    },
  };
}

/** The cache hooks of a route, by the namespace of its reads (given to the route plugins). */
export type CachedAnswers = (namespace: CatalogueReadNamespace) => ReturnType<typeof cachedAnswerHooks>;
