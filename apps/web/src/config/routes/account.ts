/** Account pages (`app/pages/account/`): sign-in, password, activation and registration flows. */
import { built, route, type RouteEntry } from './route-entry';

export const accountRoutes = [
  route('signIn', '/masuk', 'frontend-tanpa-header', 'guest', built),
  route('googleSignIn', '/masuk-google', 'frontend-tanpa-header', false, built),
  route('forgotPassword', '/lupa-password', 'frontend-tanpa-header', 'guest', built),
  route('resetPassword', '/reset-password', 'frontend-tanpa-header', false, built),
  route('activation', '/aktivasi', 'frontend-tanpa-header', false, built),
  route('freeTrialSignUp', '/daftarfreetrial', 'frontend-tanpa-header', false, built),
  route('tutorSignUp', '/tutor/daftar', 'frontend-tanpa-header', 'guest'),
] as const satisfies readonly RouteEntry[];
