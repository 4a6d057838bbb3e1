import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Activation } from '../../../features/auth/components/activation';
import { AuthPageFrame } from './auth-page-frame';

/** `/aktivasi?token=…`, the link of the activation e-mail: activates the account, then on to `/beranda`. */
export default function ActivationPage() {
  const [params] = useSearchParams();
  // Read once: the component takes the token out of the address bar.
  const [token] = useState(() => params.get('token') ?? '');
  return (
    <AuthPageFrame>
      <Activation token={token} />
    </AuthPageFrame>
  );
}
