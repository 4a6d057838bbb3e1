/**
 * The English texts, one file per namespace like the Indonesian ones (ADR 0016). `satisfies` makes a namespace or a
 * key missing here a compile error; `i18n.test.ts` also checks the other direction and the placeholders.
 */
import type indonesian from '../id';
import a11y from './a11y.json';
import accountData from './account-data.json';
import admin from './admin.json';
import adminVouchers from './admin-vouchers.json';
import adminMaterials from './admin-materials.json';
import adminOrders from './admin-orders.json';
import adminAccounts from './admin-accounts.json';
import adminTutors from './admin-tutors.json';
import adminDashboard from './admin-dashboard.json';
import adminTutorSchedules from './admin-tutor-schedules.json';
import adminPayouts from './admin-payouts.json';
import apiErrors from './api-errors.json';
import app from './app.json';
import auth from './auth.json';
import calendarFeed from './calendar-feed.json';
import bimble from './bimble.json';
import cart from './cart.json';
import catalogue from './catalogue.json';
import checkout from './checkout.json';
import classSpace from './class-space.json';
import classFiles from './class-files.json';
import classRecordings from './class-recordings.json';
import notifications from './notifications.json';
import classDiscussions from './class-discussions.json';
import classLive from './class-live.json';
import collections from './collections.json';
import dashboard from './dashboard.json';
import earnings from './earnings.json';
import error from './error.json';
import follows from './follows.json';
import footer from './footer.json';
import form from './form.json';
import freeTrial from './free-trial.json';
import home from './home.json';
import inspire from './inspire.json';
import language from './language.json';
import layout from './layout.json';
import legal from './legal.json';
import math from './math.json';
import myReview from './my-review.json';
import nav from './nav.json';
import offline from './offline.json';
import orders from './orders.json';
import pages from './pages.json';
import password from './password.json';
import pwa from './pwa.json';
import profile from './profile.json';
import realtime from './realtime.json';
import settings from './settings.json';
import richTextEditor from './rich-text-editor.json';
import studyRooms from './study-rooms.json';
import tutorClasses from './tutor-classes.json';
import tutorOnboarding from './tutor-onboarding.json';
import tutorSchedule from './tutor-schedule.json';
import tutorReviews from './tutor-reviews.json';
import tutorRecords from './tutor-records.json';
import tutorProfile from './tutor-profile.json';
import tutorVouchers from './tutor-vouchers.json';
import tutorSessions from './tutor-sessions.json';
import tutorStudyRooms from './tutor-study-rooms.json';
import tutorDashboard from './tutor-dashboard.json';
import studyRoomChat from './study-room-chat.json';
import search from './search.json';
import validation from './validation.json';
import vouchers from './vouchers.json';

export default {
  a11y,
  accountData,
  admin,
  adminVouchers,
  adminMaterials,
  adminOrders,
  adminAccounts,
  adminTutors,
  adminDashboard,
  adminTutorSchedules,
  adminPayouts,
  apiErrors,
  app,
  auth,
  calendarFeed,
  bimble,
  cart,
  catalogue,
  checkout,
  classSpace,
  classFiles,
  classRecordings,
  notifications,
  classDiscussions,
  classLive,
  collections,
  dashboard,
  earnings,
  error,
  follows,
  footer,
  form,
  freeTrial,
  home,
  inspire,
  language,
  layout,
  legal,
  math,
  myReview,
  nav,
  offline,
  orders,
  pages,
  password,
  pwa,
  profile,
  realtime,
  settings,
  richTextEditor,
  studyRooms,
  tutorClasses,
  tutorOnboarding,
  tutorSchedule,
  tutorReviews,
  tutorRecords,
  tutorProfile,
  tutorVouchers,
  tutorSessions,
  tutorStudyRooms,
  tutorDashboard,
  studyRoomChat,
  search,
  validation,
  vouchers,
} satisfies typeof indonesian;
