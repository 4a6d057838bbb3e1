import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { type OrderActions, ordersServiceFor } from '../modules/orders';
import type { VoucherLookups } from '../modules/vouchers';
import { checkoutWorkflow } from './checkout';
import type { BuyingContext } from './context';
import { orderActions } from './order-actions';
import { EXPIRY_SWEEP_CRON, EXPIRY_SWEEP_JOB, expireOverdueOrders } from './order-expiry';
import { settlementWorkflow } from './payment-settlement';
import { receiptMailer } from './receipt';
import { refundAtGateway, refundMailer } from './refund-effects';
import { buyableLinesOf, voucherLookups } from './voucher-preview';

export type { BuyingContext, PaymentGateways } from './context';
export { catalogueSearchModule } from './catalogue-search.routes';
export { materialsAdminModule } from './materials-admin.routes';
export { accountsAdminModule } from './accounts-admin.routes';
export { tutorsAdminModule } from './tutors-admin.routes';
export { referenceAdminModule } from './reference-admin.routes';
export { voucherAdminModule } from './voucher-admin.routes';
export { tutorVouchersModule } from './tutor-vouchers.routes';
export { orderAdminModule } from './order-admin.routes';
export { adminDashboardModule } from './admin-dashboard.routes';
export { tutorSchedulesAdminModule } from './tutor-schedules-admin.routes';
export { tutorScheduleModule } from './tutor-schedule.routes';
export { tutorDashboardModule } from './tutor-dashboard.routes';
export { studentSessionsModule } from './student-sessions.routes';
export { classSpaceModule } from './class-space.routes';
export { classFilesModule } from './class-files.routes';
export { classRecordingsModule } from './class-recordings.routes';
export { classDiscussionsModule } from './class-discussions.routes';
export { classDiscussionPostsModule } from './class-discussion-posts.routes';
export { classDiscussionImagesModule } from './class-discussion-images.routes';
export { classSpaceSessionsModule } from './class-space-sessions.routes';
export { calendarFeedModule } from './calendar-feed.routes';
export { freeSlotAt, freeSlotsOfTutor, type FreeSlots } from './tutor-free-slots';
export { bimbleBookingModule } from './bimble-booking.routes';
export { reviewWritingModule } from './review-writing.routes';
export { tutorClassRecordsModule } from './tutor-class-records.routes';
export { payoutsAdminModule } from './payouts-admin.routes';
export { backfillTutorEarnings } from './tutor-earnings';
export { checkoutWorkflow } from './checkout';
export { expireOverdueOrders } from './order-expiry';
export { settlementWorkflow } from './payment-settlement';
export { vouchersFor } from './voucher-preview';
export { tutorDecisionWorkflow, tutorVerificationJobs } from './tutor-verification';
export { tutorSessionsModule } from './tutor-sessions.routes';
export { tutorSessionJobs } from './tutor-sessions';
export { studyRoomStudentModule } from './study-room-student.routes';
export { studyRoomReminderJobs } from './study-room-reminders';
export { studyRoomMailJobs } from './study-room-mail';
export { studyRoomChatModule } from './study-room-chat.routes';
// A paid room's buyer is announced to the tutor the way a free join is.
export { studyRoomPaidJoinJobs } from './study-room-paid-joins';
export { followStudyRoomStarts } from './study-room-purchases';

/** The buying workflows over the app's database, gateways, mailer and clock. */
export function buyingContextOf(app: FastifyInstance): BuyingContext {
  return {
    db: app.db.db,
    payments: app.payments,
    mailer: app.mailer,
    jobs: app.jobs,
    background: app.background,
    clock: app.clock,
    config: app.config,
    log: app.log.child({ module: 'orders' }),
  };
}

/** What the orders and vouchers modules' routes need of the use cases that span modules (app.ts hands it in). */
export interface BuyingWiring {
  /** Checkout, paying again, cancelling, checking the payment status, the simulator's choice. */
  orderActions: OrderActions;
  /** The vouchers' SQL of other modules, and the cart's buyable lines for the voucher preview and list. */
  vouchers: { lookups: VoucherLookups; buyableLines: ReturnType<typeof buyableLinesOf> };
}

export function buyingWiringOf(app: FastifyInstance): BuyingWiring {
  const ctx = buyingContextOf(app);
  return {
    orderActions: orderActions(ctx, {
      checkout: checkoutWorkflow(ctx),
      settlement: settlementWorkflow(ctx),
      orders: ordersServiceFor(ctx.db),
    }),
    vouchers: { lookups: voucherLookups, buyableLines: buyableLinesOf(ctx.db) },
  };
}

/**
 * The buying flow's background work: the receipt mailed on `order.paid`, the gateway's refund and the buyer's
 * mail on `order.refunded`, and the scheduled sweep that expires
 * unpaid orders (a job queue schedule: one run per minute across every instance).
 */
export const buyingJobs: FastifyPluginCallback = (app, _options, done) => {
  const ctx = buyingContextOf(app);
  app.jobs.consume('order.paid', 'receipt-mail', receiptMailer(ctx));
  app.jobs.consume('order.refunded', 'gateway-refund', refundAtGateway(ctx));
  app.jobs.consume('order.refunded', 'refund-mail', refundMailer(ctx));
  app.jobs.every(EXPIRY_SWEEP_JOB, EXPIRY_SWEEP_CRON, async () => {
    const expired = await expireOverdueOrders(ctx);
    if (expired > 0) ctx.log.info({ expired }, 'unpaid orders expired');
  });
  done();
};
export { notificationEventJobs } from './notification-events';
export { notificationMailJobs } from './notification-mail';
export { accountRightsModule } from './account-rights.routes';
