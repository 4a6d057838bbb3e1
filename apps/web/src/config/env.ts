import type { BuiltClientEnv, ClientEnv } from './env-schema';

export type { ClientEnv } from './env-schema';

/** Defined by `vite.config.ts` / `vitest.config.ts`: the `VITE_*` variables, validated by `parseEnv` at build time. */
declare const __SCOLA_CLIENT_ENV__: BuiltClientEnv;

/** The client's configuration (see `env-schema.ts`). */
export const env: ClientEnv = {
  ...__SCOLA_CLIENT_ENV__,
  mode: import.meta.env.MODE,
  dev: import.meta.env.DEV,
};
