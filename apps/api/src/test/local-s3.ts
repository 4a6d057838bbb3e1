import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../lib/storage';

export interface LocalS3 {
  settings: S3StorageSettings;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) in this process on a free loopback port, with one empty bucket, in a temp dir. */
export async function startLocalS3(bucket = 'scola-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'scola-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
