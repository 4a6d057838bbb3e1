import type {
  AccountSessionsResponse,
  AccountSettingsResponse,
  AccountSettingsUpdateBody,
  EndedSessionsResponse,
  GoogleLinkResponse,
  OkResponse,
  User,
} from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { settingsKeys } from '../query-keys';

/**
 * `PATCH /api/akun/pengaturan`: the answer goes into the session's user, whose change applies the language and the
 * zone everywhere (`account-preferences.ts`).
 */
export function useSaveAccountSettings() {
  const auth = useAuthClient<User>();
  return useMutation({
    mutationFn: (body: AccountSettingsUpdateBody) =>
      auth.request<AccountSettingsResponse>('/akun/pengaturan', { method: 'PATCH', json: body }),
    onSuccess: (answer) => {
      const user = auth.getState().user;
      if (user) auth.setUser({ ...user, ...answer.data });
    },
  });
}

/** `GET /api/akun/sesi`: the devices signed in to this account. */
export function useAccountSessions() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: settingsKeys.sessions(),
    queryFn: ({ signal }) =>
      auth.request<AccountSessionsResponse>('/akun/sesi', { signal }).then((answer) => answer.data),
  });
}

/** `DELETE /api/akun/sesi/{id}` and `POST /api/akun/sesi/keluar-lainnya`; the list refetches after either. */
export function useEndSessions() {
  const auth = useAuthClient();
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: settingsKeys.sessions() });
  const one = useMutation({
    mutationFn: (id: string) => auth.request<OkResponse>(`/akun/sesi/${id}`, { method: 'DELETE' }),
    onSettled: settled,
  });
  const others = useMutation({
    mutationFn: () => auth.request<EndedSessionsResponse>('/akun/sesi/keluar-lainnya', { method: 'POST' }),
    onSettled: settled,
  });
  return { one, others };
}

/** `GET /api/akun/google`: the linked Google account, if any. */
export function useGoogleLink() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: settingsKeys.google(),
    queryFn: ({ signal }) =>
      auth.request<GoogleLinkResponse>('/akun/google', { signal }).then((answer) => answer.data),
  });
}

/** `DELETE /api/akun/google`. */
export function useDisconnectGoogle() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => auth.request<OkResponse>('/akun/google', { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.google() }),
  });
}
