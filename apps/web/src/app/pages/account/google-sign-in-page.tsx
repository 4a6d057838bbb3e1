import { GoogleCallback } from '../../../features/auth/components/google-callback';
import { AuthPageFrame } from './auth-page-frame';
import { paths } from '../../../config/paths';

/** `/masuk-google`: where `/masukGoogle.html` forwards the provider's answer; finishes the Google sign-in. */
export default function GoogleSignInPage() {
  return (
    <AuthPageFrame>
      <GoogleCallback path={paths.googleSignIn()} />
    </AuthPageFrame>
  );
}
