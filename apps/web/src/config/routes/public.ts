/** Public site pages (`app/pages/public/`): the landing page, the maths corner, inspire and the static pages. */
import { built, route, type RouteEntry } from './route-entry';

export const publicRoutes = [
  route('home', '/', 'frontend', 'guest', built),
  route('inspire', '/inspire', 'frontend', false, built),
  // An addition to the spec (like `/study-room/:id`): one article of the content database (ADR 0052).
  route('inspireArticle', '/inspire/:slug', 'frontend', false, built),
  route('privacyPolicy', '/kebijakan-privasi', 'frontend', false, built),
  route('termsOfUse', '/ketentuan-penggunaan', 'frontend', false, built),
  // The e-mails' one-click unsubscribe (ADR 0044): no sign-in, the link's token says who and what.
  route('notificationUnsubscribe', '/notifikasi/berhenti', 'frontend', false, built),

  // Maths corner (frontend-math)
  route('mathHome', '/index-math', 'frontend-math', false, built),
  route('mathTutors', '/tutor-math', 'frontend-math', false, built),
] as const satisfies readonly RouteEntry[];
