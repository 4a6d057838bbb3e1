import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/unit-of-work';
import { identityLinkRefusals, userIdentities, type UserIdentityRow } from './auth.tables';

/** Accounts of outside providers linked to users, and the owners' refusals to have them linked again (ADR 0058). */
export function createIdentityLinksRepository(db: Database) {
  return {
    async findIdentity(provider: 'google', subject: string): Promise<UserIdentityRow | null> {
      const rows = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return rows[0] ?? null;
    },

    async identityOf(userId: string, provider: 'google'): Promise<UserIdentityRow | null> {
      const rows = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Removes the link and remembers the owner's refusal (the sign-in rule then never links it by e-mail). */
    async unlinkIdentity(userId: string, provider: 'google', now: Date): Promise<void> {
      await inTransaction(db, async (tx) => {
        await tx
          .delete(userIdentities)
          .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
        await tx
          .insert(identityLinkRefusals)
          .values({ userId, provider, refusedAt: now })
          .onConflictDoUpdate({
            target: [identityLinkRefusals.userId, identityLinkRefusals.provider],
            set: { refusedAt: now },
          });
      });
    },

    /**
     * The owner's explicit link (from the settings): this identity replaces the account's previous one of the
     * provider, and the refusal goes. Answers who holds the identity afterwards (another account when it was
     * already linked there: nothing changes then).
     */
    async linkIdentityExplicitly(values: {
      userId: string;
      provider: 'google';
      subject: string;
      email: string;
    }): Promise<UserIdentityRow | null> {
      return inTransaction(db, async (tx) => {
        const holder = await createIdentityLinksRepository(tx).findIdentity(values.provider, values.subject);
        if (holder && holder.userId !== values.userId) return holder;
        await tx
          .delete(userIdentities)
          .where(
            and(
              eq(userIdentities.userId, values.userId),
              eq(userIdentities.provider, values.provider),
              ne(userIdentities.subject, values.subject),
            ),
          );
        await tx.insert(userIdentities).values(values).onConflictDoNothing();
        await tx
          .delete(identityLinkRefusals)
          .where(
            and(
              eq(identityLinkRefusals.userId, values.userId),
              eq(identityLinkRefusals.provider, values.provider),
            ),
          );
        return createIdentityLinksRepository(tx).findIdentity(values.provider, values.subject);
      });
    },

    /** Whether the account's owner unlinked this provider and has not linked it again since. */
    async linkRefused(userId: string, provider: 'google'): Promise<boolean> {
      const rows = await db
        .select({ userId: identityLinkRefusals.userId })
        .from(identityLinkRefusals)
        .where(and(eq(identityLinkRefusals.userId, userId), eq(identityLinkRefusals.provider, provider)))
        .limit(1);
      return rows.length > 0;
    },

    /** Links an identity; when it is already linked (a concurrent call), the existing link wins. */
    async linkIdentity(values: {
      userId: string;
      provider: 'google';
      subject: string;
      email: string;
    }): Promise<UserIdentityRow | null> {
      await db.insert(userIdentities).values(values).onConflictDoNothing();
      return createIdentityLinksRepository(db).findIdentity(values.provider, values.subject);
    },
  };
}
