/** Account pages (`app/pages/account/`): sign-in, password, activation and registration flows. */
import { built, route, type RouteEntry } from './route-entry';

export const accountRoutes = [
  route('signIn', '/masuk', 'frontend-tanpa-header', 'guest', built),
  route('googleSignIn', '/masuk-google', 'frontend-tanpa-header', false, built),
  route('forgotPassword', '/lupa-password', 'frontend-tanpa-header', 'guest', built),
  route('resetPassword', '/reset-password', 'frontend-tanpa-header', false, built),
  route('activation', '/aktivasi', 'frontend-tanpa-header', false, built),
  route('freeTrialSignUp', '/daftarfreetrial', 'frontend-tanpa-header', false, built),
  // Any signed-in account may apply to teach (a student too); a visitor signs up or in first and comes back.
  route('tutorSignUp', '/tutor/daftar', 'frontend-tanpa-header', true, built),
  // The applicant's status page: applicants are not tutors yet, so no `tutor` scope.
  route('tutorVerification', '/tutor/verifikasi', 'frontend-tanpa-header', true, built),
] as const satisfies readonly RouteEntry[];
