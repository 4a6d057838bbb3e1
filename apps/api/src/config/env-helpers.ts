import { z } from 'zod';

export interface ConfigVariable {
  name: string;
  /** Default as written in documentation; `undefined` when the variable is optional without default. */
  default: string | undefined;
  description: string;
}

/** One rejected variable, as reported by `ConfigError`. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Unset and empty variables both mean "use the default". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const booleanFlag = (fallback: boolean) =>
  optional(z.enum(['true', 'false'], { error: 'must be "true" or "false"' })).transform((value) =>
    value === undefined ? fallback : value === 'true',
  );

export const positiveInteger = (fallback: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, `must be an integer between 1 and ${max}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, `must be an integer between 1 and ${max}`)
          .max(max, `must be an integer between 1 and ${max}`),
      ),
  ).transform((value) => value ?? fallback);

export const integerBetween = (fallback: number, min: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, `must be an integer between ${min} and ${max}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, `must be an integer between ${min} and ${max}`)
          .max(max, `must be an integer between ${min} and ${max}`),
      ),
  ).transform((value) => value ?? fallback);

export const nonNegativeInteger = (fallback: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, `must be an integer between 0 and ${max}`)
      .transform(Number)
      .pipe(z.number().int().max(max, `must be an integer between 0 and ${max}`)),
  ).transform((value) => value ?? fallback);

export const httpUrl = (what: string) =>
  optional(z.string().refine((value) => isUrl(value, ['http:', 'https:']), `must be an http(s) URL ${what}`));

export const httpUrlOr = (what: string, fallback: string) =>
  httpUrl(what).transform((value) => value ?? fallback);

export function isUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
