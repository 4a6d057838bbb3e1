import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const s3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'scola',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'very-secret-key',
};

describe('storage settings', () => {
  it('keeps files on local disk with no S3 setting, links valid for 5 minutes', () => {
    expect(loadConfig({}).storage).toEqual({
      s3: undefined,
      linkTtlSeconds: 300,
      classFileMaxBytes: 25 * 1024 * 1024,
      discussionImageMaxBytes: 5 * 1024 * 1024,
      recordingMaxBytes: 500 * 1024 * 1024,
    });
  });

  it('caps recordings at RECORDING_MAX_MB and discussion images at DISCUSSION_IMAGE_MAX_MB', () => {
    expect(loadConfig({ RECORDING_MAX_MB: '2' }).storage.recordingMaxBytes).toBe(2 * 1024 * 1024);
    expect(loadConfig({ DISCUSSION_IMAGE_MAX_MB: '3' }).storage.discussionImageMaxBytes).toBe(
      3 * 1024 * 1024,
    );
  });

  it('uses the bucket when the four S3 settings are set, path-style in us-east-1 by default', () => {
    expect(loadConfig(s3).storage.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'scola',
      accessKeyId: 'key-id',
      secretAccessKey: 'very-secret-key',
      forcePathStyle: true,
    });
  });

  it('refuses half an S3 configuration, naming what is missing', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, S3_BUCKET: _bucket, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(
      /S3_BUCKET: must be set together with .*missing: S3_BUCKET, S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses a bad endpoint or bucket name without echoing the secret key', () => {
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://files' })).toThrow(
      /S3_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(
      /S3_SECRET_ACCESS_KEY: .*\(got 1 characters\)/,
    );
  });
});
