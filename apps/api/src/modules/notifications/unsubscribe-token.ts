import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type NotificationCategory,
  notificationCategorySchema,
  type NotificationChannel,
  notificationChannelSchema,
} from '@scola/contracts';

export interface UnsubscribeTokens {
  /** The token of the link that turns `category`'s `channel` off for `userId`: `<user>.<category>.<channel>.<mac>`. */
  sign(userId: string, category: NotificationCategory, channel: NotificationChannel): string;
  /** Whom, which category and channel a token we signed is for; null for anything else (constant-time comparison). */
  verify(token: string): Unsubscription | null;
}

export interface Unsubscription {
  userId: string;
  category: NotificationCategory;
  channel: NotificationChannel;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Unsubscribe links signed with HMAC-SHA256 under a key derived from the JWT secret (its own label, so no other
 * signed link verifies as one). They do not expire: an e-mail read months later must still let its reader stop
 * that category (ADR 0044); all a leaked link can do is turn one category of someone's e-mail off.
 */
export function unsubscribeTokensFor(jwtSecret: string): UnsubscribeTokens {
  const key = createHmac('sha256', jwtSecret).update('scola:unsubscribe:v1').digest();
  const macOf = (userId: string, category: string, channel: string) =>
    createHmac('sha256', key).update(`${userId}\n${category}\n${channel}`).digest();
  return {
    sign: (userId, category, channel) =>
      `${userId}.${category}.${channel}.${macOf(userId, category, channel).toString('base64url')}`,
    verify(token) {
      const [userId = '', category = '', channel = '', mac = '', ...rest] = token.split('.');
      const parsedCategory = notificationCategorySchema.safeParse(category);
      const parsedChannel = notificationChannelSchema.safeParse(channel);
      if (rest.length > 0 || !UUID.test(userId) || !parsedCategory.success || !parsedChannel.success)
        return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = macOf(userId, category, channel);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, category: parsedCategory.data, channel: parsedChannel.data };
    },
  };
}
