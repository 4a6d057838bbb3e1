import { mkdtempSync, rmSync, statSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountInfo, createAccount, signIn } from '../../test/auth-helpers';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/test-app';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret';

describe('JWT secret', () => {
  const folders: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'scola-jwt-'));
    folders.push(path);
    return path;
  };
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await testDatabase.destroy();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('is generated once into <DATA_DIR>/jwt-secret (mode 0600) and reused across restarts', async () => {
    const dataDir = folder();
    const config = testConfig({ JWT_SECRET: '', DATA_DIR: dataDir });
    expect(config.jwtSecret).toBeUndefined();
    const { email, password } = await createAccount(testDatabase.handle);

    const first = await buildApp({ config, database: testDatabase.handle });
    const session = await signIn(first, email, password);
    await first.close();

    const file = join(dataDir, JWT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);

    // A restart on the same data folder keeps the session valid.
    const second = await buildApp({ config, database: testDatabase.handle });
    expect((await accountInfo(second, session.token)).statusCode).toBe(200);
    await second.close();
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);

    // Another data folder means another secret: the token is refused there.
    const elsewhere = await buildApp({
      config: testConfig({ JWT_SECRET: '', DATA_DIR: folder() }),
      database: testDatabase.handle,
    });
    expect((await accountInfo(elsewhere, session.token)).statusCode).toBe(401);
    await elsewhere.close();
  });

  it('agrees on one secret when several processes create it at once', async () => {
    const dataDir = folder();
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => resolveJwtSecret({ jwtSecret: undefined, dataDir })),
    );
    expect(new Set(secrets).size).toBe(1);
  });

  it('prefers JWT_SECRET and then writes no file', async () => {
    const dataDir = folder();
    const secret = 'k'.repeat(40);
    expect(await resolveJwtSecret({ jwtSecret: secret, dataDir })).toBe(secret);
    expect(() => statSync(join(dataDir, JWT_SECRET_FILE))).toThrow();
  });
});
