import { notificationJobs, notificationsModule } from './modules/notifications';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { calendarFeedsModule } from './modules/calendar-feeds';
import { catalogueCachePlugin, catalogueModule, tutorClassesModule } from './modules/catalogue';
import { cartModule } from './modules/cart';
import { catalogueReferenceModule } from './modules/catalogue-reference';
import { collectionsModule } from './modules/collections';
import { earningsModule } from './modules/earnings';
import { filesModule } from './modules/files';
import { freeTrialsModule } from './modules/free-trials';
import { healthModule } from './modules/health';
import { jobsModule } from './modules/jobs';
import { mailModule } from './modules/mail';
import { ordersModule } from './modules/orders';
import { studyRoomsTutorModule } from './modules/study-rooms';
import { tutorApplicationsModule } from './modules/tutor-applications';
import { setPasswordHashCost, usersModule } from './modules/users';
import { vouchersModule } from './modules/vouchers';
import { appContextPlugin, type Clock, systemClock } from './plugins/app-context';
import { areaGuardsPlugin } from './plugins/area-guards';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, sendRouterError } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { loggerOptions } from './plugins/logging';
import { mailPlugin } from './plugins/mail';
import { paymentsPlugin } from './plugins/payments';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { securityPlugin } from './plugins/security';
import { textInputPlugin } from './plugins/text-input';
import { storageFromConfig } from './lib/storage';
import { storagePlugin } from './plugins/storage';
import { uploadsPlugin } from './plugins/uploads';
import { compressionPlugin, webPlugin } from './plugins/web';
import {
  accountsAdminModule,
  adminDashboardModule,
  bimbleBookingModule,
  buyingJobs,
  buyingWiringOf,
  materialsAdminModule,
  orderAdminModule,
  payoutsAdminModule,
  referenceAdminModule,
  tutorDecisionWorkflow,
  tutorsAdminModule,
  calendarFeedModule,
  tutorDashboardModule,
  studentSessionsModule,
  classSpaceModule,
  classFilesModule,
  classRecordingsModule,
  classDiscussionsModule,
  classDiscussionPostsModule,
  classDiscussionImagesModule,
  classSpaceSessionsModule,
  tutorScheduleModule,
  tutorSchedulesAdminModule,
  reviewWritingModule,
  tutorClassRecordsModule,
  tutorSessionJobs,
  studyRoomMailJobs,
  tutorSessionsModule,
  studyRoomChatModule,
  tutorVerificationJobs,
  tutorVouchersModule,
  voucherAdminModule,
  notificationEventJobs,
  notificationMailJobs,
  studyRoomReminderJobs,
  studyRoomPaidJoinJobs,
  followStudyRoomStarts,
  studyRoomStudentModule,
  accountRightsModule,
  catalogueSearchModule,
} from './workflows';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database (see `openDatabase`); the caller closes it after `app.close()`. */
  database: DatabaseHandle;
  /** The current time (default: the system clock); tests pass their own to cross expiry windows. */
  clock?: Clock;
  /** Where log lines go (default: stdout); tests read them to check what is (not) logged. */
  logStream?: { write(line: string): void };
}

/** API modules, each mounted under `/api`. */
const apiModules = [
  healthModule,
  catalogueReferenceModule,
  catalogueModule,
  catalogueSearchModule,
  tutorClassesModule,
  usersModule,
  authModule,
  mailModule,
  jobsModule,
  cartModule,
  collectionsModule,
  freeTrialsModule,
  filesModule,
  auditModule,
  referenceAdminModule,
  voucherAdminModule,
  materialsAdminModule,
  orderAdminModule,
  accountsAdminModule,
  tutorsAdminModule,
  adminDashboardModule,
  tutorSchedulesAdminModule,
  tutorScheduleModule,
  tutorDashboardModule,
  studentSessionsModule,
  classSpaceModule,
  classFilesModule,
  classRecordingsModule,
  classDiscussionsModule,
  classDiscussionPostsModule,
  classDiscussionImagesModule,
  classSpaceSessionsModule,
  calendarFeedsModule,
  calendarFeedModule,
  bimbleBookingModule,
  reviewWritingModule,
  tutorClassRecordsModule,
  earningsModule,
  payoutsAdminModule,
  tutorVouchersModule,
  tutorSessionsModule,
  studyRoomChatModule,
  notificationsModule,
  studyRoomStudentModule,
  accountRightsModule,
];

/**
 * Builds the whole Fastify app (API, docs, web app) without listening. Routes may still be added by the caller
 * (tests do) until the app is ready.
 */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  setPasswordHashCost(config.auth.passwordHash);
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.trustProxy,
    frameworkErrors: (error, request, reply) => {
      void sendRouterError(error, request, reply);
    },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(appContextPlugin, { config, clock });
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(dbPlugin, { database });
  await app.register(storagePlugin, { storage: storageFromConfig(config) });
  await app.register(uploadsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin);
  await app.register(docsPlugin);
  await app.register(webPlugin, { webDistDir: config.webDistDir });
  await app.register(authPlugin);
  await app.register(areaGuardsPlugin);
  await app.register(mailPlugin);
  // After the mailer: hooks close in reverse order, so the workers stop before the mailer they use is closed.
  await app.register(jobsPlugin);
  await app.register(catalogueCachePlugin);
  await app.register(paymentsPlugin);
  await app.register(realtimePlugin);

  for (const module of apiModules) {
    await app.register(module, { prefix: '/api' });
  }
  // The buying flow, wired from here: the orders' and vouchers' routes get the use cases that span modules
  // (checkout, settlement, the voucher preview of a cart) from the workflows.
  const buying = buyingWiringOf(app);
  await app.register(vouchersModule, { prefix: '/api', ...buying.vouchers });
  await app.register(ordersModule, { prefix: '/api', actions: buying.orderActions });
  await app.register(buyingJobs);
  // Tutor applications: the admin's decisions span modules (profile, role, audit, e-mail), wired from the workflows.
  await app.register(tutorApplicationsModule, { prefix: '/api', decide: tutorDecisionWorkflow(app) });
  await app.register(tutorVerificationJobs);
  // Study rooms: a moved room's pending sale credits follow its new start (workflows, ADR 0049).
  await app.register(studyRoomsTutorModule, {
    prefix: '/api',
    followMovedRoom: (tx, roomId) => followStudyRoomStarts(tx, [roomId], app.clock()),
  });
  await app.register(tutorSessionJobs);
  await app.register(studyRoomMailJobs);
  await app.register(notificationJobs);
  await app.register(notificationEventJobs);
  await app.register(notificationMailJobs);
  await app.register(studyRoomReminderJobs);
  await app.register(studyRoomPaidJoinJobs);

  return app;
}
