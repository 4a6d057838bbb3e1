import {
  mdiAccountCircleOutline,
  mdiAccountGroupOutline,
  mdiAccountHeartOutline,
  mdiAccountMultipleOutline,
  mdiAccountSchoolOutline,
  mdiAccountTie,
  mdiBankTransferOut,
  mdiBookAlphabet,
  mdiBookshelf,
  mdiCalendarAccount,
  mdiCalendarClock,
  mdiCashMultiple,
  mdiCloudDownloadOutline,
  mdiCogOutline,
  mdiDesk,
  mdiFileDocumentMultipleOutline,
  mdiGoogleClassroom,
  mdiHistory,
  mdiHumanMaleBoard,
  mdiLightbulbOnOutline,
  mdiLockReset,
  mdiPlayCircleOutline,
  mdiReceiptTextOutline,
  mdiShapeOutline,
  mdiShieldCheckOutline,
  mdiStarOutline,
  mdiTagMultipleOutline,
  mdiTicketPercentOutline,
  mdiViewDashboardOutline,
} from '@mdi/js';
import { builtOnly } from '../../config/role-areas';
import { getRouteEntry, type RouteId } from '../../config/route-table';

/**
 * Section navigation of the student dashboard and the tutor and admin workspaces (loaded with those layouts).
 * Only built pages are listed: an entry appears by itself once its route is no longer `planned`.
 */

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  labelKey: string;
  /** `@mdi/js` path. */
  icon: string;
  routeId: RouteId;
}

/** A navigation item for a route of the table: its path and its page title. */
function page(routeId: RouteId, icon: string): NavItem {
  const entry = getRouteEntry(routeId);
  if (!entry) throw new Error(`Navigation names an unknown route: ${routeId}`);
  return { to: entry.path, labelKey: `pages.${routeId}`, icon, routeId };
}

export const studentNav: readonly NavItem[] = builtOnly([
  page('dashboard', mdiViewDashboardOutline),
  page('classCollection', mdiGoogleClassroom),
  page('materialCollection', mdiBookshelf),
  page('skillCourseCollection', mdiPlayCircleOutline),
  page('tutorCollection', mdiAccountHeartOutline),
  page('offlineStorage', mdiCloudDownloadOutline),
  page('studySpace', mdiDesk),
  page('studyRooms', mdiAccountGroupOutline),
  page('orders', mdiReceiptTextOutline),
  page('paymentHistory', mdiHistory),
  page('vouchers', mdiTicketPercentOutline),
  page('profile', mdiAccountCircleOutline),
  page('changePassword', mdiLockReset),
  page('settings', mdiCogOutline),
]);

export const tutorNav: readonly NavItem[] = builtOnly([
  page('tutorDashboard', mdiViewDashboardOutline),
  page('tutorClasses', mdiGoogleClassroom),
  page('tutorBimble', mdiHumanMaleBoard),
  page('tutorStudents', mdiAccountSchoolOutline),
  page('tutorClassHistory', mdiHistory),
  page('tutorSchedule', mdiCalendarClock),
  page('tutorStudyRooms', mdiAccountGroupOutline),
  page('tutorStudyRoomTemplates', mdiShapeOutline),
  page('tutorReviews', mdiStarOutline),
  page('tutorVouchers', mdiTicketPercentOutline),
  page('tutorEarnings', mdiCashMultiple),
  page('tutorProfileSettings', mdiAccountCircleOutline),
  page('tutorVerification', mdiShieldCheckOutline),
]);

export const adminNav: readonly NavItem[] = builtOnly([
  page('adminDashboard', mdiViewDashboardOutline),
  page('adminAccounts', mdiAccountMultipleOutline),
  page('adminTutors', mdiAccountTie),
  page('adminTutorSchedules', mdiCalendarAccount),
  page('adminExpertise', mdiLightbulbOnOutline),
  page('adminExpertiseCategories', mdiTagMultipleOutline),
  page('adminSubjects', mdiBookAlphabet),
  page('adminMaterials', mdiFileDocumentMultipleOutline),
  page('adminVouchers', mdiTicketPercentOutline),
  page('adminOrders', mdiReceiptTextOutline),
  page('adminPayouts', mdiBankTransferOut),
]);
