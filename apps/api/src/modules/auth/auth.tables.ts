import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { usersTable } from '../users';

/**
 * Refresh tokens, stored as SHA-256 hashes. Every sign-in starts a family (`family_id`, the `sid` of the access
 * tokens); each refresh rotates the token (old row `rotated_at` + `replaced_by`, new row in the same family).
 * Presenting a rotated token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);

/** Single-use links of forgotten-password e-mails, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Single-use links of activation e-mails (sent at sign-up), stored as SHA-256 hashes. */
export const activationTokens = pgTable(
  'activation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activation_tokens_user_id_idx').on(t.userId)],
);

/** Accounts of outside identity providers linked to a user (Google: `subject` = the ID token's `sub`). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The provider's e-mail at the time of linking (informational). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_id_idx').on(t.userId),
    check('user_identities_provider_valid', sql`${t.provider} in ('google')`),
  ],
);

/**
 * An account's "no" to a provider (ADR 0058): written when its owner unlinks Google in the settings, so a later
 * Google sign-in with the same e-mail does not link it again silently; removed when the owner links Google again
 * explicitly from the settings. One row per account and provider.
 */
export const identityLinkRefusals = pgTable(
  'identity_link_refusals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'identity_link_refusals_pkey', columns: [t.userId, t.provider] }),
    check('identity_link_refusals_provider_valid', sql`${t.provider} in ('google')`),
  ],
);

/**
 * Failed sign-ins per e-mail address (lower-cased, whether or not an account has it, so a lockout reveals nothing)
 * and source (the client IP): enough failures lock that address for that source only, so a stranger cannot lock
 * the owner out. In the database so the lockout holds across API instances.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    emailKey: text('email_key').notNull(),
    source: text('source').notNull().default(''),
    failedCount: integer('failed_count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'sign_in_failures_pkey', columns: [t.emailKey, t.source] }),
    check('sign_in_failures_count_positive', sql`${t.failedCount} > 0`),
  ],
);

/**
 * Failed sign-ins per e-mail address from every source together: past a threshold each further attempt waits a
 * delay that doubles with every failure (bounded), which keeps guessing from many addresses slow without ever
 * locking the owner out for good. `next_attempt_at` is when the next attempt may be checked.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    emailKey: text('email_key').primaryKey(),
    failedCount: integer('failed_count').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [check('sign_in_throttles_count_positive', sql`${t.failedCount} > 0`)],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshTokenRow = typeof refreshTokens.$inferInsert;
export type ActivationTokenRow = typeof activationTokens.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type UserIdentityRow = typeof userIdentities.$inferSelect;
