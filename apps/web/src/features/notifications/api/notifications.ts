import type {
  NotificationList,
  NotificationPreference,
  NotificationPreferences,
  OkResponse,
  UnsubscribeResult,
} from '@scola/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, useAuthClient } from '../../../auth/react';
import { notificationKeys } from '../query-keys';

const PAGE_SIZE = 10;

/** `GET /api/notifikasi/belum-dibaca`: the bell's badge. */
export function useUnreadCount() {
  const auth = useAuthClient();
  const { loggedIn } = useAuth();
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) =>
      auth
        .request<{ data: { unread: number } }>('/notifikasi/belum-dibaca', { signal })
        .then((answer) => answer.data.unread),
    enabled: loggedIn,
  });
}

/** `GET /api/notifikasi`: the panel's cards, newest first, a page at a time ("Muat lebih banyak"). */
export function useNotificationList(enabled: boolean) {
  const auth = useAuthClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal, pageParam }) =>
      auth.request<NotificationList>(`/notifikasi?page=${pageParam}&pageSize=${PAGE_SIZE}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.pageSize < last.meta.total ? last.meta.page + 1 : undefined,
    enabled,
  });
}

/** `POST /api/notifikasi/{id}/baca` and `POST /api/notifikasi/baca-semua`; the bell refetches after either. */
export function useMarkRead() {
  const auth = useAuthClient();
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: notificationKeys.all });
  const one = useMutation({
    mutationFn: (id: string) => auth.request<OkResponse>(`/notifikasi/${id}/baca`, { method: 'POST' }),
    onSettled: settled,
  });
  const all = useMutation({
    mutationFn: () => auth.request<OkResponse>('/notifikasi/baca-semua', { method: 'POST' }),
    onSettled: settled,
  });
  return { one, all };
}

/** `GET`/`PUT /api/notifikasi/preferensi`. */
export function useNotificationPreferences(enabled: boolean) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) =>
      auth
        .request<{ data: NotificationPreferences }>('/notifikasi/preferensi', { signal })
        .then((answer) => answer.data.categories),
    enabled,
  });
}

export function useSaveNotificationPreferences() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categories: NotificationPreference[]) =>
      auth
        .request<{ data: NotificationPreferences }>('/notifikasi/preferensi', {
          method: 'PUT',
          json: { categories },
        })
        .then((answer) => answer.data.categories),
    onSuccess: (categories) => client.setQueryData(notificationKeys.preferences(), categories),
  });
}

/** `POST /api/notifikasi/berhenti?token=…`: the e-mail's one-click unsubscribe (no sign-in needed). */
export function useUnsubscribe() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: (token: string) =>
      auth
        .request<{ data: UnsubscribeResult }>(`/notifikasi/berhenti?token=${encodeURIComponent(token)}`, {
          method: 'POST',
        })
        .then((answer) => answer.data),
  });
}
