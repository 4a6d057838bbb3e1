import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedLink, CalendarFeedStatus } from '@scola/contracts';
import type { Database } from '../../db/client';
import { type CalendarFeedsRepository, createCalendarFeedsRepository } from './calendar-feeds.repository';

/** Tokens are 32 random bytes in base64url (43 characters): unguessable, safe in a URL path. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;

/**
 * Private calendar feed links: created or rotated (a new token, the old one dead at once) and revoked by their user;
 * only the token's SHA-256 is stored, so the link is shown once, when it is made.
 */
export function createCalendarFeedsService(
  repository: CalendarFeedsRepository,
  feedUrlOf: (token: string) => string,
) {
  return {
    async status(userId: string): Promise<CalendarFeedStatus> {
      const createdAt = await repository.createdAtOf(userId);
      return { active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
    },

    async rotate(userId: string, now: Date): Promise<CalendarFeedLink> {
      const token = randomBytes(32).toString('base64url');
      const createdAt = await repository.replace(userId, hashOf(token), now);
      return { url: feedUrlOf(token), createdAt: createdAt.toISOString() };
    },

    revoke: (userId: string) => repository.remove(userId),

    /** The user a feed token belongs to, or null for an unknown, rotated or revoked token. */
    userOfToken(token: string): Promise<string | null> {
      if (!TOKEN_PATTERN.test(token)) return Promise.resolve(null);
      return repository.userIdOfHash(hashOf(token));
    },
  };
}

/** The service over a database; feed links start with `publicUrl`. */
export const calendarFeedsServiceFor = (db: Database, publicUrl: string) =>
  createCalendarFeedsService(
    createCalendarFeedsRepository(db),
    (token) => `${publicUrl.replace(/\/$/, '')}/api/kalender/${token}.ics`,
  );
