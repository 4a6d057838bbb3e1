import { z } from 'zod';
import { type ConfigVariable, isUrl, nonNegativeInteger, optional, positiveInteger } from './env-helpers';

/** What the API instances share through Redis: real-time announcements and rate limits. */
export const realtimeVariables = [
  {
    name: 'REDIS_URL',
    default: undefined,
    description:
      'Redis server (`redis://` or `rediss://`, Redis 7 or later) shared by the API instances: real-time announcements reach the sockets connected to every instance (socket.io sharded adapter, ADR 0015) and rate limits count across instances (ADR 0064; while Redis is away each instance counts on its own). When unset, announcements and rate limits stay in this instance, which is all a single instance needs.',
  },
] as const satisfies readonly ConfigVariable[];

/** The catalogue's cache, owned items' links and orders. */
export const catalogueVariables = [
  {
    name: 'CATALOGUE_CACHE_ENTRIES',
    default: '5000',
    description:
      'Most answers of public catalogue reads kept in the in-process cache (LRU; `0` disables it). Entries are cleared when the catalogue changes, whichever instance or tool writes (PostgreSQL `LISTEN`/`NOTIFY`, see ADR 0008).',
  },
  {
    name: 'CATALOGUE_CACHE_MB',
    default: '64',
    description: 'Memory bound of the catalogue cache, in megabytes (approximate: JSON size of the answers).',
  },
  {
    name: 'CATALOGUE_CACHE_TTL_SECONDS',
    default: '60',
    description:
      'Safety expiry of a catalogue cache entry (`0` = none). Correctness does not depend on it: changes clear the cache at once.',
  },
  {
    name: 'DOWNLOAD_LINK_TTL_SECONDS',
    default: '300',
    description:
      'How long a download link of an owned material stays valid (signed for one student and one material).',
  },
  {
    name: 'ORDER_EXPIRY_MINUTES',
    default: '1440',
    description:
      'How long a pending order waits for its payment before it expires and gives back its voucher use and class seats.',
  },
  {
    name: 'PLATFORM_FEE_PERCENT',
    default: '20',
    description:
      "The platform's fee on each sale, in percent of what the buyer pays for the line after a tutor-funded voucher share (0–100). Tutors see their net per seat when they price a class; the earnings ledger credits them the rest (ADR 0035).",
  },
] as const satisfies readonly ConfigVariable[];

export const catalogueSchema = {
  REDIS_URL: optional(
    z.string().refine((value) => isUrl(value, ['redis:', 'rediss:']), 'must be a redis:// or rediss:// URL'),
  ),
  CATALOGUE_CACHE_ENTRIES: nonNegativeInteger(5000, 1_000_000),
  CATALOGUE_CACHE_MB: positiveInteger(64, 65_536),
  CATALOGUE_CACHE_TTL_SECONDS: nonNegativeInteger(60, 86_400),
  DOWNLOAD_LINK_TTL_SECONDS: positiveInteger(300, 86_400),
  ORDER_EXPIRY_MINUTES: positiveInteger(1440, 43_200),
  PLATFORM_FEE_PERCENT: nonNegativeInteger(20, 100),
};

type CatalogueEnv = z.output<z.ZodObject<typeof catalogueSchema>>;

export interface CatalogueConfig {
  /** Redis server shared by the API instances; `undefined` = one instance, real-time stays in process. */
  redisUrl: string | undefined;
  catalogueCache: {
    /** 0 = no cache. */
    maxEntries: number;
    maxBytes: number;
    /** 0 = entries do not expire. */
    ttlMs: number;
  };
  collections: {
    /** Lifetime of a material download link, in seconds. */
    downloadLinkTtlSeconds: number;
  };
  orders: {
    /** How long a pending order waits for its payment. */
    expiryMinutes: number;
  };
  /** `PLATFORM_FEE_PERCENT`: the platform's share of each sold line, in percent. */
  platformFeePercent: number;
}

export function catalogueConfig(e: CatalogueEnv): CatalogueConfig {
  return {
    redisUrl: e.REDIS_URL,
    catalogueCache: {
      maxEntries: e.CATALOGUE_CACHE_ENTRIES,
      maxBytes: e.CATALOGUE_CACHE_MB * 1024 * 1024,
      ttlMs: e.CATALOGUE_CACHE_TTL_SECONDS * 1000,
    },
    collections: { downloadLinkTtlSeconds: e.DOWNLOAD_LINK_TTL_SECONDS },
    orders: { expiryMinutes: e.ORDER_EXPIRY_MINUTES },
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
  };
}
