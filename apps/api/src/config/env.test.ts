import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './env';

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: undefined,
      dataDir: resolve(process.cwd(), 'data'),
      logLevel: 'info',
      seedDemoData: true,
      trustProxy: false,
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '8080',
      DATABASE_URL: 'postgresql://scola:secret@db.internal:5432/scola',
      DATA_DIR: '/var/lib/scola',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: 'web-dist',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://scola.id/',
      JWT_SECRET: 'x'.repeat(40),
      AUTH_RATE_LIMIT_PER_MINUTE: '50',
      AUTH_LOCKOUT_ATTEMPTS: '3',
      AUTH_LOCKOUT_MINUTES: '30',
      ACTIVATION_TTL_MINUTES: '120',
      PASSWORD_RESET_TTL_MINUTES: '90',
      PASSWORD_HASH_MEMORY_KIB: '65536',
      PASSWORD_HASH_ITERATIONS: '3',
      SMTP_URL: 'smtp://mailer:secret@smtp.example.test:587',
      MAIL_FROM: 'Scola <halo@scola.id>',
      GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
      GOOGLE_ISSUER: 'https://login.example.test',
      GOOGLE_JWKS_URL: 'https://login.example.test/jwks',
      GOOGLE_AUTH_URL: 'https://login.example.test/authorize',
      GOOGLE_USERINFO_URL: 'https://login.example.test/userinfo',
      CATALOGUE_CACHE_ENTRIES: '20000',
      CATALOGUE_CACHE_MB: '256',
      CATALOGUE_CACHE_TTL_SECONDS: '0',
      DOWNLOAD_LINK_TTL_SECONDS: '120',
      ORDER_EXPIRY_MINUTES: '60',
      PLATFORM_FEE_PERCENT: '15',
      PAYMENT_PROVIDER: 'midtrans',
      PAYMENT_SIMULATOR_SERVER_KEY: 'simulator-key-of-this-installation-0123',
      MIDTRANS_SERVER_KEY: 'Mid-server-live-key',
      MIDTRANS_CLIENT_KEY: 'Mid-client-live-key',
      MIDTRANS_IS_PRODUCTION: 'true',
      MIDTRANS_SNAP_URL: 'https://snap.example.test',
      MIDTRANS_API_URL: 'https://api.example.test',
      S3_ENDPOINT: 'https://s3.example.test',
      S3_REGION: 'ap-southeast-3',
      S3_BUCKET: 'scola-files',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-access-key',
      S3_FORCE_PATH_STYLE: 'false',
      FILE_LINK_TTL_SECONDS: '60',
      CLASS_FILE_MAX_MB: '10',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: 'postgresql://scola:secret@db.internal:5432/scola',
      dataDir: '/var/lib/scola',
      logLevel: 'warn',
      webDistDir: resolve(process.cwd(), 'web-dist'),
      seedDemoData: false,
      trustProxy: true,
      publicUrl: 'https://scola.id',
      jwtSecret: 'x'.repeat(40),
      auth: {
        rateLimitPerMinute: 50,
        lockoutAttempts: 3,
        lockoutMinutes: 30,
        activationTtlMinutes: 120,
        passwordResetTtlMinutes: 90,
        passwordHash: { memoryKib: 65_536, iterations: 3 },
      },
      mail: { smtpUrl: 'smtp://mailer:secret@smtp.example.test:587', from: 'Scola <halo@scola.id>' },
      google: {
        clientId: 'client-123.apps.googleusercontent.com',
        issuer: 'https://login.example.test',
        jwksUrl: 'https://login.example.test/jwks',
        authorizationEndpoint: 'https://login.example.test/authorize',
        userinfoEndpoint: 'https://login.example.test/userinfo',
      },
      catalogueCache: { maxEntries: 20_000, maxBytes: 256 * 1024 * 1024, ttlMs: 0 },
      collections: { downloadLinkTtlSeconds: 120 },
      orders: { expiryMinutes: 60 },
      platformFeePercent: 15,
      payments: {
        provider: 'midtrans',
        simulatorServerKey: 'simulator-key-of-this-installation-0123',
        midtrans: {
          serverKey: 'Mid-server-live-key',
          clientKey: 'Mid-client-live-key',
          isProduction: true,
          snapUrl: 'https://snap.example.test',
          apiUrl: 'https://api.example.test',
        },
      },
      storage: {
        s3: {
          endpoint: 'https://s3.example.test',
          region: 'ap-southeast-3',
          bucket: 'scola-files',
          accessKeyId: 'AKIAEXAMPLE',
          secretAccessKey: 'secret-access-key',
          forcePathStyle: false,
        },
        linkTtlSeconds: 60,
        classFileMaxBytes: 10 * 1024 * 1024,
        discussionImageMaxBytes: 5 * 1024 * 1024,
        recordingMaxBytes: 500 * 1024 * 1024,
      },
    });
  });

  it('defaults the auth, mail and Google settings', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.jwtSecret).toBeUndefined();
    expect(config.auth).toEqual({
      rateLimitPerMinute: 20,
      lockoutAttempts: 5,
      lockoutMinutes: 15,
      activationTtlMinutes: 1440,
      passwordResetTtlMinutes: 60,
      passwordHash: { memoryKib: 19_456, iterations: 2 },
    });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Scola <no-reply@scola.id>' });
    expect(config.google).toEqual({
      clientId: undefined,
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
    expect(config.catalogueCache).toEqual({ maxEntries: 5000, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 });
    expect(loadConfig({ CATALOGUE_CACHE_ENTRIES: '0' }).catalogueCache.maxEntries).toBe(0);
    expect(() => loadConfig({ CATALOGUE_CACHE_MB: '0' })).toThrow(/CATALOGUE_CACHE_MB: must be an integer/);
    expect(() => loadConfig({ CATALOGUE_CACHE_TTL_SECONDS: '-1' })).toThrow(
      /CATALOGUE_CACHE_TTL_SECONDS: must be an integer between 0/,
    );
  });

  it('refuses a short JWT_SECRET without echoing it, and bad auth and mail values', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(
      'JWT_SECRET: must be at least 32 characters long (got 12 characters)',
    );
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
    expect(() => loadConfig({ AUTH_LOCKOUT_ATTEMPTS: '0' })).toThrow(
      /AUTH_LOCKOUT_ATTEMPTS: must be an integer/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '7' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB: must be an integer between 8 and 4194304/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_ITERATIONS: '0' })).toThrow(
      /PASSWORD_HASH_ITERATIONS: must be an integer between 1 and 100/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ PUBLIC_URL: 'scola.id' })).toThrow(/PUBLIC_URL: must be an http\(s\) URL/);
  });

  it('requires JWT_SECRET in production with a PostgreSQL server (instances must share it)', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/scola',
      PAYMENT_PROVIDER: 'simulator',
      SMTP_URL: 'smtp://smtp.example.test:587',
    };
    expect(() => loadConfig(production)).toThrow(/JWT_SECRET: must be set when NODE_ENV=production/);
    expect(loadConfig({ ...production, JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    // The embedded database serves one instance: its generated secret file is enough.
    expect(loadConfig({ NODE_ENV: 'production' }).jwtSecret).toBeUndefined();
  });

  it('requires PAYMENT_PROVIDER with a PostgreSQL server: the simulator is the default on the embedded database only', () => {
    const deployment = {
      DATABASE_URL: 'postgres://db.internal/scola',
      JWT_SECRET: 's'.repeat(32),
      SMTP_URL: 'smtp://smtp.example.test:587',
    };
    for (const nodeEnv of ['production', 'development']) {
      expect(() => loadConfig({ ...deployment, NODE_ENV: nodeEnv })).toThrow(
        /PAYMENT_PROVIDER: must be set when DATABASE_URL is set: `midtrans` to take real payments.*no real money moves/,
      );
    }
    expect(loadConfig({ ...deployment, PAYMENT_PROVIDER: 'simulator' }).payments.provider).toBe('simulator');
    expect(
      loadConfig({ ...deployment, PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'Mid-server-live-key' })
        .payments.provider,
    ).toBe('midtrans');
    expect(loadConfig({ NODE_ENV: 'production' }).payments.provider).toBe('simulator');
  });

  it('has no simulator key of its own and refuses a short one without echoing it', () => {
    expect(loadConfig({}).payments.simulatorServerKey).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_SIMULATOR_SERVER_KEY: 'SB-Mid-server-scola-simulator' })).toThrow(
      'PAYMENT_SIMULATOR_SERVER_KEY: must be at least 32 characters long (got 29 characters)',
    );
  });

  it('requires SMTP_URL with a PostgreSQL server (activation and reset links must reach people)', () => {
    const server = {
      DATABASE_URL: 'postgres://db.internal/scola',
      JWT_SECRET: 's'.repeat(32),
      PAYMENT_PROVIDER: 'simulator',
    };
    for (const nodeEnv of ['production', 'development', 'test']) {
      expect(() => loadConfig({ ...server, NODE_ENV: nodeEnv })).toThrow(
        /SMTP_URL: must be set when DATABASE_URL is set/,
      );
    }
    expect(loadConfig({ ...server, SMTP_URL: 'smtps://mailer:pw@smtp.example.test' }).mail.smtpUrl).toBe(
      'smtps://mailer:pw@smtp.example.test',
    );
    // The embedded database may go without: e-mails land in the outbox.
    expect(loadConfig({ NODE_ENV: 'production' }).mail.smtpUrl).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    const env = {
      NODE_ENV: 'staging',
      PORT: 'abc',
      DATABASE_URL: 'mysql://root:hunter2@localhost/scola',
      LOG_LEVEL: 'loud',
      SEED_DEMO_DATA: 'yes',
      TRUST_PROXY: '1',
    };
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
    for (const name of Object.keys(env)) expect(message).toContain(`  ${name}: `);
    expect((error as ConfigError).problems).toHaveLength(6);
    expect(message).not.toContain('hunter2');
  });

  it('rejects a PORT that is not an integer between 1 and 65535', () => {
    for (const port of ['abc', '0', '65536', '3000.5', '-1']) {
      expect(() => loadConfig({ PORT: port })).toThrow(
        `PORT: must be an integer between 1 and 65535 (got "${port}")`,
      );
    }
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('accepts only postgres:// and postgresql:// database URLs', () => {
    const server = { PAYMENT_PROVIDER: 'simulator', SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(
      loadConfig({ ...server, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl,
    ).toBe('postgres://postgres@127.0.0.1:5432/test');
    for (const url of ['mysql://x', 'not a url', 'postgres://']) {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
        /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
      );
    }
  });

  it('accepts only redis:// and rediss:// Redis URLs, without echoing a password', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache.internal:6380/0' }).redisUrl).toBe(
      'rediss://:pw@cache.internal:6380/0',
    );
    for (const url of ['http://127.0.0.1:6379', '127.0.0.1:6379', 'redis://']) {
      expect(() => loadConfig({ REDIS_URL: url })).toThrow(
        /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
      );
    }
    expect(() => loadConfig({ REDIS_URL: 'memcached://user:hunter2@cache:11211' })).toThrow(
      /REDIS_URL: .*\(got "memcached:\/\/user:\*\*\*@cache:11211"\)/,
    );
  });

  it('documents every variable it reads', () => {
    expect(configVariables.map((variable) => variable.name)).toEqual([
      'NODE_ENV',
      'HOST',
      'PORT',
      'DATABASE_URL',
      'DATA_DIR',
      'LOG_LEVEL',
      'WEB_DIST_DIR',
      'SEED_DEMO_DATA',
      'TRUST_PROXY',
      'PUBLIC_URL',
      'JWT_SECRET',
      'AUTH_RATE_LIMIT_PER_MINUTE',
      'AUTH_LOCKOUT_ATTEMPTS',
      'AUTH_LOCKOUT_MINUTES',
      'ACTIVATION_TTL_MINUTES',
      'PASSWORD_RESET_TTL_MINUTES',
      'PASSWORD_HASH_MEMORY_KIB',
      'PASSWORD_HASH_ITERATIONS',
      'SMTP_URL',
      'MAIL_FROM',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_ISSUER',
      'GOOGLE_JWKS_URL',
      'GOOGLE_AUTH_URL',
      'GOOGLE_USERINFO_URL',
      'REDIS_URL',
      'CATALOGUE_CACHE_ENTRIES',
      'CATALOGUE_CACHE_MB',
      'CATALOGUE_CACHE_TTL_SECONDS',
      'DOWNLOAD_LINK_TTL_SECONDS',
      'ORDER_EXPIRY_MINUTES',
      'PLATFORM_FEE_PERCENT',
      'PAYMENT_PROVIDER',
      'PAYMENT_SIMULATOR_SERVER_KEY',
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_CLIENT_KEY',
      'MIDTRANS_IS_PRODUCTION',
      'MIDTRANS_SNAP_URL',
      'MIDTRANS_API_URL',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'FILE_LINK_TTL_SECONDS',
      'CLASS_FILE_MAX_MB',
      'DISCUSSION_IMAGE_MAX_MB',
      'RECORDING_MAX_MB',
    ]);
  });
});
