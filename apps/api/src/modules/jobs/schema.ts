/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';
