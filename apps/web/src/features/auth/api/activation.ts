import type { OkResponse, ResendActivationBody } from '@scola/contracts';
import { useCallback, useState } from 'react';
import { useAuthClient } from '../../../auth/react';

export interface ResendActivation {
  /** `sent` once the API accepted the request (it answers the same whatever the address). */
  status: 'idle' | 'sending' | 'sent';
  /** The address the last request was for. */
  email: string | undefined;
  error: unknown;
  send: (body: ResendActivationBody) => Promise<void>;
  reset: () => void;
}

/**
 * `POST /api/auth/scola/resend-activation`: a new activation link for an account that is not activated yet.
 * Plain state, no query library: the landing page's sign-in form uses it too (ADR 0011).
 */
export function useResendActivation(): ResendActivation {
  const auth = useAuthClient();
  const [status, setStatus] = useState<ResendActivation['status']>('idle');
  const [email, setEmail] = useState<string>();
  const [error, setError] = useState<unknown>();

  const send = useCallback(
    async (body: ResendActivationBody) => {
      setStatus('sending');
      setEmail(body.email);
      setError(undefined);
      try {
        await auth.request<OkResponse>('/auth/scola/resend-activation', { method: 'POST', json: body });
        setStatus('sent');
      } catch (failure) {
        setError(failure);
        setStatus('idle');
      }
    },
    [auth],
  );
  const reset = useCallback(() => {
    setStatus('idle');
    setError(undefined);
  }, []);

  return { status, email, error, send, reset };
}
