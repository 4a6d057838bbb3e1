import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../../config/env-auth';

/** `Algorithm.Argon2id` (an ambient const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;

/** The OWASP-recommended minimum for argon2id (19 MiB, 2 iterations, 1 lane): the default of the settings. */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 19_456, iterations: 2 };

/**
 * The cost of new hashes, one per process: set from the configuration when the app is built
 * (`PASSWORD_HASH_MEMORY_KIB`, `PASSWORD_HASH_ITERATIONS`). Tests lower it; a stored hash names its own parameters,
 * so verifying never depends on it.
 */
let currentCost = DEFAULT_PASSWORD_HASH_COST;

export function setPasswordHashCost(cost: PasswordHashCost): void {
  currentCost = cost;
}

export function passwordHashCost(): PasswordHashCost {
  return currentCost;
}

export function hashPassword(password: string, cost: PasswordHashCost = currentCost): Promise<string> {
  return hash(password, {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKib,
    timeCost: cost.iterations,
    parallelism: 1,
  });
}

/** `false` for a wrong password and for a malformed or missing hash; never throws. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
