import type { OkResponse, PasswordChangeBody, ProfileUpdateBody, User, UserResponse } from '@scola/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';

/** `PATCH /api/akun/profil`; the answered user replaces the session's user (header, greeting, …). */
export function useUpdateProfile() {
  const auth = useAuthClient<User>();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) =>
      auth.request<UserResponse>('/akun/profil', { method: 'PATCH', json: body }),
    onSuccess: (answer) => auth.setUser(answer.data),
  });
}

/**
 * `PUT /api/akun/password`: the other sessions of the account end, this one stays. Should the API answer a fresh
 * session for this device, it is kept.
 */
export function useChangePassword() {
  const auth = useAuthClient<User>();
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      auth.request<OkResponse | { data?: unknown }>('/akun/password', { method: 'PUT', json: body }),
    onSuccess: (answer) => {
      auth.storeSession(answer);
    },
  });
}
