import type { ComponentType } from 'react';

/**
 * Page modules of the pages that exist (route table entries with `planned: false`), loaded lazily so each page
 * is its own chunk. A later issue that builds a page adds its module here and flips `planned` in the table.
 */
export const pageModules: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  home: () => import('./pages/home-page'),
  signIn: () => import('./pages/sign-in-page'),
  googleSignIn: () => import('./pages/google-sign-in-page'),
  forgotPassword: () => import('./pages/forgot-password-page'),
  resetPassword: () => import('./pages/reset-password-page'),
  activation: () => import('./pages/activation-page'),
  dashboard: () => import('./pages/dashboard-page'),
  profile: () => import('./pages/profile-page'),
  changePassword: () => import('./pages/change-password-page'),
  privacyPolicy: () => import('./pages/privacy-policy-page'),
  termsOfUse: () => import('./pages/terms-of-use-page'),
  classes: () => import('./pages/classes-page'),
  classDetail: () => import('./pages/class-detail-page'),
  classPackageDetail: () => import('./pages/class-package-page'),
  materials: () => import('./pages/materials-page'),
  materialDetail: () => import('./pages/material-detail-page'),
  materialPreview: () => import('./pages/material-preview-page'),
  skillCourses: () => import('./pages/skill-courses-page'),
  skillCourseDetail: () => import('./pages/skill-course-detail-page'),
  skillCoursePreview: () => import('./pages/skill-course-preview-page'),
  tutors: () => import('./pages/tutors-page'),
  tutorProfile: () => import('./pages/tutor-profile-page'),
  mathHome: () => import('./pages/math-home-page'),
  mathTutors: () => import('./pages/math-tutors-page'),
  cart: () => import('./pages/cart-page'),
  checkout: () => import('./pages/checkout-page'),
  voucherCheckout: () => import('./pages/checkout-voucher-page'),
  paymentSimulator: () => import('./pages/payment-simulator-page'),
  vouchers: () => import('./pages/voucher-list-page'),
  orders: () => import('./pages/orders-page'),
  orderDetail: () => import('./pages/order-detail-page'),
  paymentHistory: () => import('./pages/payment-history-page'),
  classCollection: () => import('./pages/class-collection-page'),
  classCollectionItem: () => import('./pages/class-collection-item-page'),
  materialCollection: () => import('./pages/material-collection-page'),
  skillCourseCollection: () => import('./pages/skill-course-collection-page'),
  tutorCollection: () => import('./pages/tutor-collection-page'),
  freeTrialSignUp: () => import('./pages/free-trial-page'),
};

/** Shared by every planned page. */
export const plannedPageModule = (): Promise<{ default: ComponentType }> =>
  import('./pages/planned-route-page');
