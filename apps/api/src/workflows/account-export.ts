import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '@scola/contracts';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { identitiesForExport } from '../modules/auth';
import { reviewsForExport, tutorCatalogueForExport } from '../modules/catalogue';
import { collectionsForExport } from '../modules/collections';
import { discussionsForExport } from '../modules/discussions';
import { earningsForExport } from '../modules/earnings';
import { notificationPreferencesForExport } from '../modules/notifications';
import { ordersForExport } from '../modules/orders';
import { studyRoomMessagesForExport } from '../modules/study-room-chat';
import { studyRoomsJoinedForExport, tutorStudyRoomsForExport } from '../modules/study-rooms';
import { tutorApplicationsForExport } from '../modules/tutor-applications';
import { profileForExport } from '../modules/users';

/**
 * The archive of everything Scola keeps about one account (UU PDP's right of access, ADR 0051): each module hands
 * over its own rows of the account (bounded per section), never another account's. Secrets (password hash, tokens,
 * the gateway's payment keys) are never part of it.
 */
export async function accountExport(db: Database, userId: string, now: Date): Promise<AccountExport> {
  const profile = await profileForExport(db, userId);
  if (!profile) throw new AppError('UNAUTHENTICATED');
  // One query after the other: PGlite serves one at a time anyway, and the archive is rare and rate-limited.
  const linkedAccounts = await identitiesForExport(db, userId);
  const orders = await ordersForExport(db, userId);
  const owned = await collectionsForExport(db, userId);
  const studyRooms = await studyRoomsJoinedForExport(db, userId);
  const reviews = await reviewsForExport(db, userId);
  const discussions = await discussionsForExport(db, userId);
  const studyRoomMessages = await studyRoomMessagesForExport(db, userId);
  const notificationPreferences = await notificationPreferencesForExport(db, userId);
  const applications = await tutorApplicationsForExport(db, userId);
  const catalogue = await tutorCatalogueForExport(db, userId);
  const tutor =
    catalogue || applications.length > 0
      ? {
          applications,
          profile: catalogue?.profile ?? null,
          classes: catalogue?.classes ?? [],
          studyRooms: catalogue ? await tutorStudyRoomsForExport(db, userId) : [],
          ...(catalogue ? await earningsForExport(db, userId) : { entries: [], payouts: [] }),
        }
      : null;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      ...profile,
      createdAt: profile.createdAt.toISOString(),
      activatedAt: profile.activatedAt?.toISOString() ?? null,
      tutorVerifiedAt: profile.tutorVerifiedAt?.toISOString() ?? null,
      linkedAccounts: linkedAccounts.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    orders,
    collections: { ...owned, studyRooms },
    reviews,
    discussions,
    studyRoomMessages,
    notificationPreferences,
    tutor: tutor && {
      applications: tutor.applications,
      profile: tutor.profile,
      classes: tutor.classes,
      studyRooms: tutor.studyRooms,
      earnings: tutor.entries,
      payouts: tutor.payouts,
    },
  };
}
