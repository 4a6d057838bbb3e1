import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { usersServiceFor, verifyPassword } from '../modules/users';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test/test-app';
import { DEMO_PASSWORD, demoAccounts, referenceSeed, seedDemoData } from './seed';

describe.each(testDatabases())('seedDemoData (%s)', (kind) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
  });
  afterAll(() => testDatabase.destroy());

  const counts = async () => {
    const db = testDatabase.handle.db;
    return {
      users: await usersServiceFor(db).countUsers(),
      ...(await catalogueReferenceServiceFor(db).countReferenceData()),
    };
  };

  it('is idempotent: a second run changes nothing', async () => {
    expect(await seedDemoData(testDatabase.handle)).toEqual({ usersCreated: 3 });
    const first = await counts();
    expect(first).toEqual({
      users: 3,
      subjects: referenceSeed.subjects.length,
      expertiseCategories: 5,
      expertise: referenceSeed.expertise.length,
    });
    const user = await usersServiceFor(testDatabase.handle.db).findByEmail('siswa@scola.id');

    expect(await seedDemoData(testDatabase.handle)).toEqual({ usersCreated: 0 });
    expect(await counts()).toEqual(first);
    expect(await usersServiceFor(testDatabase.handle.db).findByEmail('siswa@scola.id')).toEqual(user);
  });

  it('creates the demo accounts with the documented password and roles', async () => {
    const users = usersServiceFor(testDatabase.handle.db);
    const expected = {
      'siswa@scola.id': ['student'],
      'tutor@scola.id': ['tutor'],
      'admin@scola.id': ['admin'],
    };
    expect(demoAccounts.map((account) => account.email)).toEqual(Object.keys(expected));
    for (const [email, scope] of Object.entries(expected)) {
      const user = await users.findByEmail(email.toUpperCase());
      expect(user?.scope).toEqual(scope);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash ?? null, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user?.passwordHash ?? null, 'salah')).toBe(false);
    }
    const tutor = await users.findByEmail('tutor@scola.id');
    expect(tutor?.tutorVerifiedAt).toBeInstanceOf(Date);
  });

  it('covers every school level', () => {
    const levels = new Set(referenceSeed.subjects.map((subject) => subject.level));
    expect([...levels].sort()).toEqual(['SD', 'SMA', 'SMP', 'UTBK', 'Umum']);
  });
});
