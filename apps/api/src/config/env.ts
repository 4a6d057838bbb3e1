import { z } from 'zod';
import {
  authConfig,
  type AuthConfig,
  authProblem,
  authSchema,
  authSecretVariables,
  authVariables,
  googleVariables,
} from './env-auth';
import {
  catalogueConfig,
  type CatalogueConfig,
  catalogueSchema,
  catalogueVariables,
  realtimeVariables,
} from './env-catalogue';
import { ConfigError, type ConfigProblem, type ConfigVariable } from './env-helpers';
import { mailConfig, type MailConfig, mailProblem, mailSchema, mailVariables } from './env-mail';
import {
  midtransProblem,
  paymentProviderProblem,
  paymentsConfig,
  type PaymentsConfig,
  paymentsSchema,
  paymentsSecretVariables,
  paymentsVariables,
} from './env-payments';
import { serverConfig, type ServerConfig, serverSchema, serverVariables } from './env-server';
import {
  storageConfig,
  type StorageConfig,
  storageProblem,
  storageSchema,
  storageSecretVariables,
  storageVariables,
} from './env-storage';

export { ConfigError, type ConfigVariable } from './env-helpers';
export { logLevels, nodeEnvs } from './env-server';

/**
 * Every environment variable the API reads, with its default and meaning (the README table is written from it).
 * Each concern keeps its variables, their validation and its part of `AppConfig` in its own `env-*.ts`.
 */
export const configVariables = [
  ...serverVariables,
  ...authVariables,
  ...mailVariables,
  ...googleVariables,
  ...realtimeVariables,
  ...catalogueVariables,
  ...paymentsVariables,
  ...storageVariables,
] as const satisfies readonly ConfigVariable[];

export type ConfigVariableName = (typeof configVariables)[number]['name'];

const envSchema = z.object({
  ...serverSchema,
  ...authSchema,
  ...mailSchema,
  ...catalogueSchema,
  ...paymentsSchema,
  ...storageSchema,
});

/** Variables never echoed in an error message. */
const secretVariables = new Set([
  ...authSecretVariables,
  ...paymentsSecretVariables,
  ...storageSecretVariables,
]);

export interface AppConfig
  extends ServerConfig, AuthConfig, MailConfig, CatalogueConfig, PaymentsConfig, StorageConfig {}

/** Shows a rejected value without the password of a URL, and never the value of a secret. */
function describeValue(variable: string, value: string | undefined): string {
  if (value === undefined) return '(not set)';
  if (secretVariables.has(variable)) return `(got ${value.length} characters)`;
  const masked = value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
  return `(got ${JSON.stringify(masked)})`;
}

/** The configuration of the process's environment with `defaults` for variables it leaves unset (tools). */
export function loadConfigWithDefaults(defaults: NodeJS.ProcessEnv): AppConfig {
  return loadConfig({ ...defaults, ...process.env });
}

/** Reads and validates the environment; throws a `ConfigError` naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const seen = new Set<string>();
    const problems: ConfigProblem[] = [];
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0] ?? '(environment)');
      if (seen.has(variable)) continue;
      seen.add(variable);
      problems.push({ variable, message: `${issue.message} ${describeValue(variable, env[variable])}` });
    }
    throw new ConfigError(problems);
  }
  const e = result.data;
  // Rules across variables, first broken one reported (in this order).
  for (const problem of [authProblem, paymentProviderProblem, mailProblem, midtransProblem, storageProblem]) {
    const found = problem(e);
    if (found) throw new ConfigError([found]);
  }
  return {
    ...serverConfig(e),
    ...authConfig(e),
    ...mailConfig(e),
    ...catalogueConfig(e),
    ...paymentsConfig(e),
    ...storageConfig(e),
  };
}
