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
    });
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
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
    for (const url of ['mysql://x', 'not a url', 'postgres://']) {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
        /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
      );
    }
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
    ]);
  });
});
