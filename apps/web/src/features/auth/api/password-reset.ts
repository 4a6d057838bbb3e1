import type { ForgotPasswordBody, OkResponse, ResetPasswordBody } from '@scola/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';

/** `POST /api/auth/scola/lupa-password`: always accepted (the answer says nothing about the address). */
export function useRequestPasswordReset() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      auth.request<OkResponse>('/auth/scola/lupa-password', { method: 'POST', json: body }),
  });
}

/** `POST /api/auth/scola/reset-password`: the e-mailed token and the new password; ends every session. */
export function useResetPassword() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      auth.request<OkResponse>('/auth/scola/reset-password', { method: 'POST', json: body }),
  });
}
