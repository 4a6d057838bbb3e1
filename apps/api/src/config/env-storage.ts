import { z } from 'zod';
import type { S3StorageSettings } from '../lib/storage';
import {
  booleanFlag,
  type ConfigProblem,
  type ConfigVariable,
  httpUrl,
  optional,
  positiveInteger,
} from './env-helpers';

/** Where files live (ADR 0019). */
export const storageVariables = [
  {
    name: 'S3_ENDPOINT',
    default: undefined,
    description:
      'S3-compatible object storage (`https://…`) for files (materials, videos, covers, photos, documents). `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` are set all together or not at all; when unset, files are kept under `<DATA_DIR>/files`, which several instances cannot share.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the S3 bucket.' },
  { name: 'S3_BUCKET', default: undefined, description: 'Bucket holding the files (created beforehand).' },
  { name: 'S3_ACCESS_KEY_ID', default: undefined, description: 'Access key id for the bucket.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: undefined, description: 'Secret access key for the bucket.' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'true',
    description:
      'Address objects as `<endpoint>/<bucket>/<key>` (`true`: MinIO and most self-hosted services) rather than `<bucket>.<endpoint>/<key>` (`false`).',
  },
  {
    name: 'FILE_LINK_TTL_SECONDS',
    default: '300',
    description:
      'How long a signed link to a private file (identity document, full material) stays valid; links are checked by the API on every request.',
  },
  {
    name: 'CLASS_FILE_MAX_MB',
    default: '25',
    description:
      'Largest file (in MB) a tutor may upload to a class space’s files (`berkas`); the web checks it before sending too.',
  },
  {
    name: 'DISCUSSION_IMAGE_MAX_MB',
    default: '5',
    description:
      'Largest image (in MB) a class member may paste or upload into a discussion post (PNG, JPEG, WebP, GIF); the web checks it before sending too.',
  },
  {
    name: 'RECORDING_MAX_MB',
    default: '500',
    description:
      'Largest class recording (MP4) a tutor may upload, in megabytes; uploads are streamed to storage, never held in memory.',
  },
] as const satisfies readonly ConfigVariable[];

export const storageSchema = {
  S3_ENDPOINT: httpUrl('(the S3-compatible service, e.g. https://s3.ap-southeast-1.amazonaws.com)'),
  S3_REGION: optional(z.string().trim().min(1)).transform((value) => value ?? 'us-east-1'),
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3–63 lower-case letters, digits, . or -)',
      ),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().trim().min(1)),
  S3_FORCE_PATH_STYLE: booleanFlag(true),
  FILE_LINK_TTL_SECONDS: positiveInteger(300, 86_400),
  CLASS_FILE_MAX_MB: positiveInteger(25, 1024),
  DISCUSSION_IMAGE_MAX_MB: positiveInteger(5, 50),
  RECORDING_MAX_MB: positiveInteger(500, 20_000),
};

export const storageSecretVariables = ['S3_SECRET_ACCESS_KEY'];

type StorageEnv = z.output<z.ZodObject<typeof storageSchema>>;

const requiredTogether = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface StorageConfig {
  storage: {
    /** The S3 bucket; `undefined` = local disk under `<dataDir>/files`. */
    s3: S3StorageSettings | undefined;
    /** Lifetime of a signed link to a private file, in seconds. */
    linkTtlSeconds: number;
    /** Largest class-space file upload, in bytes. */
    classFileMaxBytes: number;
    /** Largest image of a discussion post, in bytes. */
    discussionImageMaxBytes: number;
    /** Largest class recording upload, in bytes. */
    recordingMaxBytes: number;
  };
}

/** Half an S3 configuration would silently fall back to local disk: name what is missing instead. */
export function storageProblem(e: StorageEnv): ConfigProblem | undefined {
  const missing = requiredTogether.filter((name) => e[name] === undefined);
  if (missing.length === 0 || missing.length === requiredTogether.length) return undefined;
  const [first = 'S3_ENDPOINT'] = missing;
  return {
    variable: first,
    message: `must be set together with ${requiredTogether.filter((name) => !missing.includes(name)).join(', ')} (missing: ${missing.join(', ')}); unset all of them to keep files on local disk (not set)`,
  };
}

export function storageConfig(e: StorageEnv): StorageConfig {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = e;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  return {
    storage: {
      s3:
        endpoint && bucket && accessKeyId && secretAccessKey
          ? {
              endpoint,
              region: e.S3_REGION,
              bucket,
              accessKeyId,
              secretAccessKey,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : undefined,
      linkTtlSeconds: e.FILE_LINK_TTL_SECONDS,
      classFileMaxBytes: e.CLASS_FILE_MAX_MB * 1024 * 1024,
      discussionImageMaxBytes: e.DISCUSSION_IMAGE_MAX_MB * 1024 * 1024,
      recordingMaxBytes: e.RECORDING_MAX_MB * 1024 * 1024,
    },
  };
}
