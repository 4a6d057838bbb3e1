import type { CalendarFeedLink, CalendarFeedStatus, DataAnswer } from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../auth/react';
import { calendarFeedKeys } from '../query-keys';

function useUserId() {
  const { auth, user } = useAuth<{ id: string }>();
  return { auth, userId: user?.id ?? '' };
}

/** `GET /api/akun/kalender`: whether a feed link exists (its URL is only known right after it is made). */
export function useCalendarFeedStatus() {
  const { auth, userId } = useUserId();
  return useQuery({
    queryKey: calendarFeedKeys.status(userId),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<CalendarFeedStatus>>('/akun/kalender', { signal })
        .then((answer) => answer.data),
    enabled: userId !== '',
  });
}

/** `POST /api/akun/kalender`: a new link (the previous one stops working). */
export function useRotateCalendarFeed() {
  const { auth, userId } = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      auth
        .request<DataAnswer<CalendarFeedLink>>('/akun/kalender', { method: 'POST' })
        .then((answer) => answer.data),
    onSuccess: (link) => {
      client.setQueryData<CalendarFeedStatus>(calendarFeedKeys.status(userId), {
        active: true,
        createdAt: link.createdAt,
      });
    },
  });
}

/** `DELETE /api/akun/kalender`: the link answers 404 from now on. */
export function useRevokeCalendarFeed() {
  const { auth, userId } = useUserId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => auth.request('/akun/kalender', { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData<CalendarFeedStatus>(calendarFeedKeys.status(userId), {
        active: false,
        createdAt: null,
      });
    },
  });
}
