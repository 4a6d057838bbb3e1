import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (an ambient const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 iterations, 1 lane). */
const options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
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
