// Browser tests on PostgreSQL: drop and create the database named by DATABASE_URL (through the server's
// `postgres` maintenance database), so every run starts from migrations and demo data alone.
import pg from 'pg';

const target = new URL(process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to recreate database "${name}"`);

const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
} finally {
  await client.end();
}
