import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { type DatabaseHandle, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { type SeedSummary, seedDemoData } from './db/seed';
import { storageFromConfig } from './lib/storage';
import { setPasswordHashCost } from './modules/users';
import { backfillTutorEarnings } from './workflows';

const FORCE_EXIT_AFTER_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** How the start-up line names the payment provider: the simulator must not pass for a real gateway. */
function paymentsLine(config: AppConfig): string {
  if (config.payments.provider === 'simulator') {
    return 'payment simulator, no real money moves (PAYMENT_PROVIDER=midtrans takes real payments)';
  }
  return `Midtrans ${config.payments.midtrans.isProduction ? 'production' : 'sandbox'}`;
}

async function main() {
  const config = readConfig();
  // Before the seed, whose demo accounts get hashes too.
  setPasswordHashCost(config.auth.passwordHash);
  let database: DatabaseHandle | undefined;
  let seeded: SeedSummary | undefined;
  try {
    database = await openDatabase(config);
    await runMigrations(database);
    if (config.seedDemoData) {
      seeded = await seedDemoData(database, { storage: storageFromConfig(config) });
    }
    // Orders paid before the earnings ledger existed (or seeded) get their postings; a no-op once done (ADR 0035).
    await backfillTutorEarnings(database.db, config.platformFeePercent, new Date());
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }

  const app = await buildApp({ config, database });
  const db = database;
  app.log.info(
    { database: db.kind, demoData: seeded ? `${seeded.usersCreated} demo accounts created` : 'not seeded' },
    'database migrated and ready',
  );

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('graceful shutdown timed out; forcing exit');
      process.exit(1);
    }, FORCE_EXIT_AFTER_MS).unref();
    app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    const address = await app.listen({ host: config.host, port: config.port });
    const url = ['0.0.0.0', '::'].includes(config.host) ? `http://localhost:${config.port}` : address;
    app.log.info(
      { paymentProvider: app.payments.active.name },
      `Scola is listening on ${url} (API docs: ${url}/api/docs); payments: ${paymentsLine(config)}`,
    );
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start the server');
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('Scola failed to start:', error);
  process.exit(1);
});
