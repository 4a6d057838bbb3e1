import type { Database } from './client';

/**
 * Runs `work` in one transaction on `db` and answers what it answered: committed when it resolves, rolled back when
 * it throws. The workflows' only way to open a transaction: they hand `tx` to the modules' repositories and
 * services (each created for the database or transaction it is given), so they hold no Drizzle calls themselves.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
