import type { ComponentType } from 'react';
import type { BuiltRouteId } from '../config/route-table';
import { homePageModule } from './landing-page-module';

export type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Page modules of the pages that exist (route table entries with `planned: false`), loaded lazily so each page
 * is its own chunk. A later issue that builds a page adds its module here and flips `planned` in the table (the
 * type makes the two agree). Pages live in the folder of their area, `pages/<area>/` (ADR 0016, checked by
 * `page-modules.test.ts`).
 */
export const pageModules: Readonly<Record<BuiltRouteId, PageModule>> = {
  home: homePageModule,
  signIn: () => import('./pages/account/sign-in-page'),
  googleSignIn: () => import('./pages/account/google-sign-in-page'),
  forgotPassword: () => import('./pages/account/forgot-password-page'),
  resetPassword: () => import('./pages/account/reset-password-page'),
  activation: () => import('./pages/account/activation-page'),
  dashboard: () => import('./pages/student/dashboard-page'),
  profile: () => import('./pages/student/profile-page'),
  changePassword: () => import('./pages/student/change-password-page'),
  inspire: () => import('./pages/public/inspire-page'),
  inspireArticle: () => import('./pages/public/inspire-article-page'),
  privacyPolicy: () => import('./pages/public/privacy-policy-page'),
  termsOfUse: () => import('./pages/public/terms-of-use-page'),
  notificationUnsubscribe: () => import('./pages/public/unsubscribe-page'),
  search: () => import('./pages/catalogue/search-page'),
  classes: () => import('./pages/catalogue/classes-page'),
  classDetail: () => import('./pages/catalogue/class-detail-page'),
  classPackages: () => import('./pages/catalogue/class-packages-page'),
  classPackageDetail: () => import('./pages/catalogue/class-package-page'),
  materials: () => import('./pages/catalogue/materials-page'),
  materialDetail: () => import('./pages/catalogue/material-detail-page'),
  materialPreview: () => import('./pages/catalogue/material-preview-page'),
  skillCourses: () => import('./pages/catalogue/skill-courses-page'),
  skillCourseDetail: () => import('./pages/catalogue/skill-course-detail-page'),
  skillCoursePreview: () => import('./pages/catalogue/skill-course-preview-page'),
  tutors: () => import('./pages/catalogue/tutors-page'),
  tutorProfile: () => import('./pages/catalogue/tutor-profile-page'),
  mathHome: () => import('./pages/public/math-home-page'),
  mathTutors: () => import('./pages/public/math-tutors-page'),
  cart: () => import('./pages/buying/cart-page'),
  checkout: () => import('./pages/buying/checkout-page'),
  voucherCheckout: () => import('./pages/buying/checkout-voucher-page'),
  paymentSimulator: () => import('./pages/buying/payment-simulator-page'),
  vouchers: () => import('./pages/buying/voucher-list-page'),
  orders: () => import('./pages/buying/orders-page'),
  orderDetail: () => import('./pages/buying/order-detail-page'),
  paymentHistory: () => import('./pages/buying/payment-history-page'),
  classCollection: () => import('./pages/student/class-collection-page'),
  classCollectionItem: () => import('./pages/student/class-collection-item-page'),
  materialCollection: () => import('./pages/student/material-collection-page'),
  offlineStorage: () => import('./pages/student/offline-storage-page'),
  skillCourseCollection: () => import('./pages/student/skill-course-collection-page'),
  tutorCollection: () => import('./pages/student/tutor-collection-page'),
  studySpace: () => import('./pages/student/my-study-rooms-page'),
  settings: () => import('./pages/student/settings-page'),
  studyRooms: () => import('./pages/student/study-rooms-page'),
  studyRoomSubjects: () => import('./pages/student/study-room-subjects-page'),
  studyRoomSubjectDetail: () => import('./pages/student/study-room-subject-detail-page'),
  studyRoom: () => import('./pages/student/study-room-page'),
  freeTrialSignUp: () => import('./pages/account/free-trial-page'),
  tutorSignUp: () => import('./pages/account/tutor-sign-up-page'),
  tutorVerification: () => import('./pages/account/tutor-verification-page'),
  adminHome: () => import('./pages/admin/admin-home-page'),
  adminDashboard: () => import('./pages/admin/admin-home-page'),
  adminSubjects: () => import('./pages/admin/subjects-page'),
  adminOrders: () => import('./pages/admin/orders-page'),
  adminOrderDetail: () => import('./pages/admin/order-detail-page'),
  adminAccounts: () => import('./pages/admin/accounts-page'),
  adminTutorSchedules: () => import('./pages/admin/tutor-schedules-page'),
  tutorDashboard: () => import('./pages/tutor/dashboard-page'),
  tutorSchedule: () => import('./pages/tutor/schedule-page'),
  tutorScheduleManage: () => import('./pages/tutor/schedule-manage-page'),
  tutorScheduleHistory: () => import('./pages/tutor/schedule-history-page'),
  adminExpertiseCategories: () => import('./pages/admin/expertise-categories-page'),
  adminExpertise: () => import('./pages/admin/expertise-page'),
  adminExpertiseDetail: () => import('./pages/admin/expertise-detail-page'),
  adminVouchers: () => import('./pages/admin/vouchers-page'),
  adminVoucherCreate: () => import('./pages/admin/voucher-create-page'),
  adminVoucherEdit: () => import('./pages/admin/voucher-edit-page'),
  adminMaterials: () => import('./pages/admin/materials-page'),
  adminMaterialDetail: () => import('./pages/admin/material-detail-page'),
  adminTutors: () => import('./pages/admin/tutors-page'),
  tutorClasses: () => import('./pages/tutor/classes-page'),
  tutorBimble: () => import('./pages/tutor/bimble-classes-page'),
  tutorClassCreate: () => import('./pages/tutor/class-create-index-page'),
  tutorClassCreateInfo: () => import('./pages/tutor/class-create-info-page'),
  tutorClassCreateAbout: () => import('./pages/tutor/class-create-about-page'),
  tutorClassCreatePrice: () => import('./pages/tutor/class-create-price-page'),
  tutorClassEdit: () => import('./pages/tutor/class-edit-index-page'),
  tutorClassEditInfo: () => import('./pages/tutor/class-edit-info-page'),
  tutorClassEditAbout: () => import('./pages/tutor/class-edit-about-page'),
  tutorClassEditPrice: () => import('./pages/tutor/class-edit-price-page'),
  tutorReviews: () => import('./pages/tutor/reviews-page'),
  tutorStudents: () => import('./pages/tutor/students-page'),
  tutorClassHistory: () => import('./pages/tutor/class-history-page'),
  tutorClassHistoryDetail: () => import('./pages/tutor/class-history-detail-page'),
  adminPayouts: () => import('./pages/admin/payouts-page'),
  tutorEarnings: () => import('./pages/tutor/earnings-page'),
  tutorProfileSettings: () => import('./pages/tutor/profile-settings-page'),
  tutorVouchers: () => import('./pages/tutor/vouchers-page'),
  tutorStudyRoomTemplates: () => import('./pages/tutor/study-room-templates-page'),
  tutorAddStudyRoomTemplate: () => import('./pages/tutor/study-room-template-form-page'),
  tutorAddStudyRoom: () => import('./pages/tutor/study-room-create-page'),
  tutorStudyRooms: () => import('./pages/tutor/study-rooms-page'),
  tutorClassEditSchedule: () => import('./pages/tutor/class-schedule-page'),
  tutorClassEditSessions: () => import('./pages/tutor/class-sessions-page'),
  tutorClassEditScheduleManage: () => import('./pages/tutor/class-schedule-manage-page'),
  tutorClassEditScheduleHistory: () => import('./pages/tutor/class-schedule-history-page'),
  classSpace: () => import('./pages/class-space/overview-page'),
  tutorClassSpace: () => import('./pages/class-space/overview-page'),
  classSpaceFiles: () => import('./pages/class-space/files-page'),
  tutorClassSpaceFiles: () => import('./pages/class-space/files-page'),
  classSpaceRecordings: () => import('./pages/class-space/recordings-page'),
  tutorClassSpaceRecordings: () => import('./pages/class-space/recordings-page'),
  classSpaceDiscussions: () => import('./pages/class-space/discussions-page'),
  tutorClassSpaceDiscussions: () => import('./pages/class-space/discussions-page'),
  classSpaceDiscussion: () => import('./pages/class-space/discussion-page'),
  tutorClassSpaceDiscussion: () => import('./pages/class-space/discussion-page'),
};

/**
 * The frames of pages with tabs that draw something around their tab (a tab bar, a header), by the parent's route
 * id; a parent without one renders its tab alone.
 */
export const frameModules: Readonly<Partial<Record<BuiltRouteId, PageModule>>> = {
  tutorClassCreate: () => import('./pages/tutor/class-create-frame'),
  tutorClassEdit: () => import('./pages/tutor/class-edit-frame'),
  classSpace: () => import('./pages/class-space/class-space-frame'),
  tutorClassSpace: () => import('./pages/class-space/class-space-frame'),
};

/** The frame module of a parent route id, if it has one. */
export function frameModuleOf(id: string): PageModule | undefined {
  return (frameModules as Readonly<Partial<Record<string, PageModule>>>)[id];
}

/** The page module of a route id, if the page exists. */
export function pageModuleOf(id: string): PageModule | undefined {
  return (pageModules as Readonly<Partial<Record<string, PageModule>>>)[id];
}
