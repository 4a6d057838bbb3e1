import { z } from 'zod';
import { dataOf, listOf } from './common';

/**
 * In-app notifications (the bell, ADR 0039): each is a kind and its parameters; the web writes the text in the
 * reader's language and links to the place it is about, and the server writes the e-mails. Parameters are what the
 * text and link need, taken when the notification is made (a class renamed later keeps its old title here).
 */
const classRef = { classId: z.uuid(), classTitle: z.string() };
const sessionRef = { ...classRef, sessionId: z.uuid(), startsAt: z.iso.datetime() };
const threadRef = { ...classRef, threadId: z.uuid(), threadTitle: z.string() };
const studyRoomRef = { roomId: z.uuid(), roomTitle: z.string(), startsAt: z.iso.datetime() };

export const notificationParamSchemas = {
  /** The buyer's order was paid. */
  'order.paid': z.object({ orderId: z.uuid() }),
  /** Lines of the buyer's order were refunded. */
  'order.refunded': z.object({ orderId: z.uuid() }),
  /** A session of a class the student takes moved (`startsAt`: the new start). */
  'session.rescheduled': z.object(sessionRef),
  /** A session of a class the student takes was cancelled (`startsAt`: when it would have started). */
  'session.cancelled': z.object(sessionRef),
  /** A session starts soon (the tutor and the students). */
  'session.reminder': z.object({ ...sessionRef, minutesBefore: z.number().int().positive() }),
  /** The tutor started the session: join now. */
  'session.live': z.object(sessionRef),
  /** Someone replied in a thread the reader follows. */
  'discussion.reply': z.object({ ...threadRef, authorName: z.string() }),
  /** Someone mentioned the reader (`@name`) in a post. */
  'discussion.mention': z.object({ ...threadRef, authorName: z.string() }),
  /** The tutor marked the reader's reply as the answer. */
  'discussion.answer': z.object(threadRef),
  /** An admin decided the reader's tutor application. */
  'tutor-application.decided': z.object({ status: z.enum(['approved', 'needs_changes', 'rejected']) }),
  /** A student reviewed one of the tutor's items (or the tutor). */
  'review.new': z.object({
    targetType: z.enum(['kelas', 'materi', 'lifeskill', 'tutor']),
    targetTitle: z.string(),
    rating: z.number().int().min(1).max(5),
  }),
  /** A payout the tutor asked for was paid. */
  'payout.paid': z.object({ payoutId: z.uuid(), amount: z.number().int().positive() }),
  /** A student joined one of the tutor's study rooms (ADR 0049). */
  'studyRoom.joined': z.object({ ...studyRoomRef, studentName: z.string() }),
  /**
   * A study room starts soon (its tutor and participants); `asTutor` tells the tutor's reminder apart (it leads to
   * the tutor's rooms).
   */
  'studyRoom.reminder': z.object({
    ...studyRoomRef,
    minutesBefore: z.number().int().positive(),
    asTutor: z.boolean(),
  }),
  /** The tutor started the study room: join now. */
  'studyRoom.live': z.object(studyRoomRef),
} as const;

export type NotificationKind = keyof typeof notificationParamSchemas;
export const notificationKinds = Object.keys(notificationParamSchemas) as NotificationKind[];
export const notificationKindSchema = z.enum(notificationKinds as [NotificationKind, ...NotificationKind[]]);
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof notificationParamSchemas)[K]>;

/** A notification with its kind and parameters checked together. */
export const notificationContentSchema = z.discriminatedUnion(
  'kind',
  notificationKinds.map((kind) =>
    z.object({ kind: z.literal(kind), params: notificationParamSchemas[kind] }),
  ) as unknown as [
    z.ZodObject<{ kind: z.ZodLiteral<NotificationKind>; params: z.ZodType }>,
    ...z.ZodObject<{ kind: z.ZodLiteral<NotificationKind>; params: z.ZodType }>[],
  ],
);
export type NotificationContent = {
  [K in NotificationKind]: { kind: K; params: NotificationParams<K> };
}[NotificationKind];

export const notificationSchema = z
  .object({
    id: z.uuid(),
    kind: notificationKindSchema,
    params: z.record(z.string(), z.unknown()),
    createdAt: z.iso.datetime(),
    /** `null` while unread. */
    readAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifikasi`: a page of the reader's notifications, newest first, and how many are unread. */
export const notificationListSchema = listOf(notificationSchema, { unread: z.number().int().nonnegative() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadNotificationsResponseSchema = dataOf(z.object({ unread: z.number().int().nonnegative() }));

/** What a user chooses about, per category of kinds (ADR 0044). */
export const notificationCategories = ['payments', 'sessions', 'discussions', 'account', 'reviews'] as const;
export const notificationCategorySchema = z.enum(notificationCategories);
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

/** The category of each kind (preferences and unsubscribe links are per category). */
export const categoryOfKind: Record<NotificationKind, NotificationCategory> = {
  'order.paid': 'payments',
  'order.refunded': 'payments',
  'payout.paid': 'payments',
  'session.rescheduled': 'sessions',
  'session.cancelled': 'sessions',
  'session.reminder': 'sessions',
  'session.live': 'sessions',
  'discussion.reply': 'discussions',
  'discussion.mention': 'discussions',
  'discussion.answer': 'discussions',
  'tutor-application.decided': 'account',
  'review.new': 'reviews',
  'studyRoom.joined': 'sessions',
  'studyRoom.reminder': 'sessions',
  'studyRoom.live': 'sessions',
};

/**
 * A user's choice for one category: the bell always shows everything; `email` sends the e-mails of the category's
 * urgent kinds (reminders) as they happen, `digest` gathers its unread notifications into a daily e-mail.
 */
export const notificationPreferenceSchema = z
  .strictObject({
    category: notificationCategorySchema,
    email: z.boolean(),
    digest: z.boolean(),
  })
  .meta({ id: 'NotificationPreference' });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** `GET`/`PUT /api/notifikasi/preferensi`: every category, in the order of `notificationCategories`. */
export const notificationPreferencesSchema = z
  .strictObject({ categories: z.array(notificationPreferenceSchema).max(notificationCategories.length) })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesResponseSchema = dataOf(notificationPreferencesSchema);

/** `GET`/`POST /api/notifikasi/berhenti?token=…`: the signed link of an e-mail (no sign-in). */
export const unsubscribeQuerySchema = z.strictObject({ token: z.string().min(1).max(300) });
/** The e-mails a category can send: as they happen, or the daily digest; each e-mail's link stops its own. */
export const notificationChannelSchema = z.enum(['email', 'digest']);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;
export const unsubscribeResponseSchema = dataOf(
  z.object({ category: notificationCategorySchema, channel: notificationChannelSchema, on: z.boolean() }),
).meta({ id: 'UnsubscribeResult' });
export type UnsubscribeResult = z.infer<typeof unsubscribeResponseSchema>['data'];
