import { userSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../db/factories';
import { AppError } from '../../plugins/errors';
import { loadConfig } from '../../config/env';
import {
  createTestDatabase,
  TEST_PASSWORD_HASH_COST,
  type TestDatabase,
  testDatabases,
} from '../../test/test-app';
import {
  DEFAULT_PASSWORD_HASH_COST,
  hashPassword,
  setPasswordHashCost,
  toPublicUser,
  usersServiceFor,
  verifyPassword,
} from '.';

describe.each(testDatabases())('users service (%s)', (kind) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
  });
  afterAll(() => testDatabase.destroy());
  const service = () => usersServiceFor(testDatabase.handle.db);

  it('creates a user and finds it by id and by e-mail, case-insensitively', async () => {
    const input = buildUser({ email: 'Rizky.Saputra@Contoh.test', password: 'rahasia123' });
    const created = await service().createUser(input);
    expect(created.email).toBe('Rizky.Saputra@Contoh.test');
    expect(await verifyPassword(created.passwordHash, 'rahasia123')).toBe(true);
    expect((await service().findByEmail('rizky.saputra@contoh.test'))?.id).toBe(created.id);
    expect((await service().getById(created.id)).email).toBe(created.email);
    expect(await service().findById('not-a-uuid')).toBeNull();
    await expect(service().getById('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses a second account with the same e-mail in another case', async () => {
    await service().createUser(buildUser({ email: 'putri@contoh.test' }));
    const attempt = service().createUser(buildUser({ email: 'PUTRI@contoh.test' }));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('allows accounts without a password (Google only)', async () => {
    const created = await service().createUser(buildUser({ password: null }));
    expect(created.passwordHash).toBeNull();
    expect(await verifyPassword(created.passwordHash, '')).toBe(false);
  });

  it('maps to the public User shape without secrets', async () => {
    const created = await service().createUser(buildUser({ scope: ['student', 'tutor'] }));
    const user = toPublicUser(created);
    expect(userSchema.parse(user)).toEqual(user);
    expect(user).not.toHaveProperty('passwordHash');
    expect(user.scope).toEqual(['student', 'tutor']);
  });

  it('enforces the scope check in the database', async () => {
    const insert = (scope: string) =>
      testDatabase.handle.db.execute(
        sql`insert into users (email, name, scope) values (${`cek-${scope.length}@contoh.test`}, 'Cek', ${scope}::text[])`,
      );
    await expect(insert('{}')).rejects.toThrow();
    await expect(insert('{student,superuser}')).rejects.toThrow();
  });
});

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP minimum by default, and verifies', async () => {
    expect(loadConfig({}).auth.passwordHash).toEqual(DEFAULT_PASSWORD_HASH_COST);
    const hash = await hashPassword('scola12345', DEFAULT_PASSWORD_HASH_COST);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'scola12345')).toBe(true);
    expect(await verifyPassword(hash, 'scola123456')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('hashes at the configured cost, and verifies hashes of any cost', async () => {
    const cheap = await hashPassword('scola12345', { memoryKib: 8, iterations: 1 });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    setPasswordHashCost({ memoryKib: 64, iterations: 3 });
    try {
      expect(await hashPassword('scola12345')).toMatch(/^\$argon2id\$v=19\$m=64,t=3,p=1\$/);
    } finally {
      setPasswordHashCost(TEST_PASSWORD_HASH_COST);
    }
    expect(await verifyPassword(cheap, 'scola12345')).toBe(true);
    expect(await verifyPassword(cheap, 'scola123456')).toBe(false);
  });
});
