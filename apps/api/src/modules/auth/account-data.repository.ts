import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activationTokens, identityLinkRefusals, passwordResetTokens, userIdentities } from './auth.tables';

/** The Google link of an account, for its archive (the provider's id and the e-mail it had when linked). */
export async function identitiesForExport(db: Database, userId: string) {
  return db
    .select({
      provider: userIdentities.provider,
      email: userIdentities.email,
      createdAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
}

/** Whether the account signs in with Google. */
export async function hasGoogleLink(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/**
 * A deleted account's links and one-time tokens go (ADR 0051): the Google link (so that Google account may sign up
 * afresh) and the refusal to link it again, pending activation and reset links. Its refresh tokens are revoked by `sessions.endAllOf`.
 */
export async function eraseAuthData(db: Database, userId: string): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(identityLinkRefusals).where(eq(identityLinkRefusals.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(activationTokens).where(eq(activationTokens.userId, userId));
}
