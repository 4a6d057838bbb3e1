import type { DataAnswer, TutorAvailability, TutorCalendar, TutorSessionHistory } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { tutorScheduleKeys } from '../query-keys';

export const HISTORY_PAGE_SIZE = 10;

/** `GET /api/tutor/jadwal/aturan`: zone, weekly rules, exceptions and booking settings. */
export function useTutorAvailability() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorScheduleKeys.availability(),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<TutorAvailability>>('/tutor/jadwal/aturan', { signal })
        .then((answer) => answer.data),
  });
}

/** `PUT /api/tutor/jadwal/aturan`: replaces the whole availability; the calendar is read again. */
export function useSaveAvailability() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TutorAvailability) =>
      auth
        .request<DataAnswer<TutorAvailability>>('/tutor/jadwal/aturan', { method: 'PUT', json: body })
        .then((answer) => answer.data),
    onSuccess: (saved) => {
      client.setQueryData(tutorScheduleKeys.availability(), saved);
      void client.invalidateQueries({ queryKey: [...tutorScheduleKeys.all, 'calendar'] });
    },
  });
}

/** `GET /api/tutor/jadwal?dari&sampai`: availability windows and sessions of the visible range (ISO instants). */
export function useTutorCalendar(range: { from: string; to: string } | null) {
  const auth = useAuthClient();
  return useQuery<TutorCalendar>({
    queryKey: tutorScheduleKeys.calendar(range?.from ?? '', range?.to ?? ''),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ dari: range?.from ?? '', sampai: range?.to ?? '' });
      return auth
        .request<DataAnswer<TutorCalendar>>(`/tutor/jadwal?${params.toString()}`, { signal })
        .then((answer) => answer.data);
    },
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tutor/jadwal/riwayat`: past sessions, newest first, a page at a time. */
export function useSessionHistory(page: number) {
  const auth = useAuthClient();
  return useQuery<TutorSessionHistory>({
    queryKey: tutorScheduleKeys.history(page),
    queryFn: ({ signal }) =>
      auth.request<TutorSessionHistory>(`/tutor/jadwal/riwayat?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
