import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { usersServiceFor } from '../modules/users';
import type { FileStorage } from '../lib/storage';
import type { DatabaseHandle } from './client';
import { seedDemoAvailability } from './seed-availability';
import { seedCatalogue } from './seed-catalogue';
import { seedClassFiles } from './seed-class-files';
import { seedCollections, seedReviewerOwnership } from './seed-collections';
import { seedTutorApplications } from './seed-tutor-applications';
import { demoAccounts, referenceSeed } from './seed-data';
import { seedDemoDiscussions } from './seed-discussions';
import { seedDemoVouchers } from './seed-vouchers';
import { seedDemoSales } from './seed-earnings';
import { seedClassRecordings } from './seed-class-recordings';
import { seedDemoNotifications } from './seed-notifications';
import { seedClassLive } from './seed-class-live';
import { seedDemoStudyRooms } from './seed-study-rooms';

export { DEMO_PASSWORD, demoAccounts, referenceSeed } from './seed-data';

export interface SeedSummary {
  /** Demo accounts created by this run (0 when they already existed). */
  usersCreated: number;
}

export interface SeedOptions {
  /** Where the demo files go (material PDFs, cover images, sample videos). */
  storage: FileStorage;
  /** "Now" for dates relative to the seed (sessions in the coming weeks, reviews in the past). */
  now?: Date;
}

/**
 * Inserts the demo accounts, the reference data and the demo catalogue (see db/seed-catalogue). Idempotent: keyed
 * on e-mail, slug and pairs, existing rows and files are left untouched, so running it again (or from two
 * instances at once) changes nothing.
 */
export async function seedDemoData(
  database: DatabaseHandle,
  { storage, now = new Date() }: SeedOptions,
): Promise<SeedSummary> {
  const users = usersServiceFor(database.db);
  const reference = catalogueReferenceServiceFor(database.db);

  await reference.ensureReferenceData(referenceSeed);

  let usersCreated = 0;
  for (const account of demoAccounts) {
    const { created } = await users.ensureUser(account);
    if (created) usersCreated += 1;
  }
  usersCreated += await seedCatalogue(database, storage, now);
  await seedCollections(database, now);
  await seedReviewerOwnership(database, now);
  await seedTutorApplications(database, storage, now);
  await seedDemoVouchers(database, now);
  await seedDemoAvailability(database, now);
  await seedDemoSales(database, now);
  await seedClassFiles(database, storage, now);
  await seedClassRecordings(database, storage, now);
  await seedDemoNotifications(database, now);
  await seedDemoDiscussions(database, now);
  await seedClassLive(database, now);
  await seedDemoStudyRooms(database, now);
  return { usersCreated };
}
