import { z } from 'zod';

/** Topics and the schema of their payloads (what `publish` checks before the event is written). */
export type TopicCatalogue = Record<string, z.ZodType>;

/**
 * Every event the app publishes, in one place. An event is written in the transaction of the change that causes
 * it and delivered after commit to each consumer of its topic; its key (given at publish) makes it idempotent.
 */
export const appTopics = {
  /** An order became paid (a free checkout or a verified payment). Key: the order id. */
  'order.paid': z.object({ orderId: z.uuid() }),
  /** An admin refunded lines of a paid order: ask the gateway to refund, mail the buyer. Key: the refund id. */
  'order.refunded': z.object({ refundId: z.uuid() }),
  /** An admin decided a tutor application (approved, needs changes, rejected). Key: application id + decision time. */
  'tutor-application.decided': z.object({
    applicationId: z.uuid(),
    status: z.enum(['approved', 'needs_changes', 'rejected']),
    reason: z.string().nullable(),
  }),
  /**
   * A tutor moved or cancelled a class session: mail the class's students. Key: session id + change time. The mail
   * reads the session as it is then; the payload keeps what it was before.
   */
  'class-session.changed': z.object({
    sessionId: z.uuid(),
    change: z.enum(['rescheduled', 'cancelled']),
    previousStartsAt: z.iso.datetime(),
    previousEndsAt: z.iso.datetime(),
    reason: z.string(),
  }),
  /**
   * Notifications were made (ADR 0039): announce them on the users' sockets, e-mail the ones that warrant it. Key:
   * the first notification's id.
   */
  'notification.created': z.object({
    notifications: z.array(z.object({ id: z.uuid(), userId: z.uuid() })).min(1),
  }),
  /**
   * A tutor moved or cancelled a study room (ADR 0049): mail its participants. Key: room id + change + change time.
   * The mail reads the room as it is then; the payload keeps its time before the change.
   */
  'study-room.changed': z.object({
    roomId: z.uuid(),
    change: z.enum(['rescheduled', 'cancelled']),
    previousStartsAt: z.iso.datetime(),
    previousEndsAt: z.iso.datetime(),
    reason: z.string(),
  }),
} satisfies TopicCatalogue;

export type AppTopics = typeof appTopics;
