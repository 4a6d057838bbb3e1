import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { usersServiceFor } from '../modules/users';
import type { DatabaseHandle } from './client';
import { demoAccounts, referenceSeed } from './seed-data';

export { DEMO_PASSWORD, demoAccounts, referenceSeed } from './seed-data';

export interface SeedSummary {
  /** Demo accounts created by this run (0 when they already existed). */
  usersCreated: number;
}

/**
 * Inserts the demo accounts and the reference data. Idempotent: keyed on e-mail and slug, existing rows are left
 * untouched, so running it again (or from two instances at once) changes nothing.
 */
export async function seedDemoData(database: DatabaseHandle): Promise<SeedSummary> {
  const users = usersServiceFor(database.db);
  const reference = catalogueReferenceServiceFor(database.db);

  await reference.ensureReferenceData(referenceSeed);

  let usersCreated = 0;
  for (const account of demoAccounts) {
    const { created } = await users.ensureUser(account);
    if (created) usersCreated += 1;
  }
  return { usersCreated };
}
