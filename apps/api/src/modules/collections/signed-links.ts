import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed link opens: the full file of a material, or the video of a lesson. */
export type SignedLinkPurpose = 'material-file' | 'lesson-video';

export interface SignedLinks {
  /** A token for `userId` to open `resourceId` for `purpose` until `expiresAt`. */
  sign(purpose: SignedLinkPurpose, userId: string, resourceId: string, expiresAt: Date): string;
  /**
   * The user id a token was made for, when it is well-formed, signed by us for this purpose and resource, and not
   * expired at `now`; null otherwise.
   */
  verify(purpose: SignedLinkPurpose, token: string, resourceId: string, now: Date): string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Short-lived links signed with HMAC-SHA256 under a key derived from the JWT secret (so they share its rotation,
 * yet a link never verifies as an access token or the other way round). Token: `<userId>.<expiry seconds>.<mac>`;
 * the MAC covers the purpose, the user, the resource and the expiry, so a link for one material does not open
 * another, nor works after it expires.
 */
export function signedLinksFor(jwtSecret: string): SignedLinks {
  const key = createHmac('sha256', jwtSecret).update('scola:signed-links:v1').digest();
  const macOf = (purpose: SignedLinkPurpose, userId: string, resourceId: string, expiry: number) =>
    createHmac('sha256', key).update(`${purpose}\n${userId}\n${resourceId}\n${expiry}`).digest();

  return {
    sign(purpose, userId, resourceId, expiresAt) {
      const expiry = Math.floor(expiresAt.getTime() / 1000);
      const mac = macOf(purpose, userId, resourceId.toLowerCase(), expiry);
      return `${userId}.${expiry}.${mac.toString('base64url')}`;
    },

    verify(purpose, token, resourceId, now) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [userId = '', expiryText = '', macText = ''] = parts;
      if (!UUID.test(userId) || !/^\d{1,12}$/.test(expiryText)) return null;
      const expiry = Number(expiryText);
      const expected = macOf(purpose, userId, resourceId.toLowerCase(), expiry);
      const given = Buffer.from(macText, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (expiry * 1000 <= now.getTime()) return null;
      return userId;
    },
  };
}

/** How long the signed video URL of an owned lesson stays playable (a player keeps asking ranges while watching). */
export const LESSON_VIDEO_LINK_TTL_SECONDS = 6 * 60 * 60;

export const materialFileUrl = (materialId: string, token: string) =>
  `/api/koleksi/materi/${materialId}/berkas?token=${encodeURIComponent(token)}`;
export const ownedLessonVideoUrl = (courseId: string, lessonId: string, token: string) =>
  `/api/koleksi/lifeskill/${courseId}/pelajaran/${lessonId}/video?token=${encodeURIComponent(token)}`;
