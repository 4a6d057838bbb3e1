import type { AdminAccount, AdminTutorSession, ListAnswer } from '@scola/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthClient } from '../../../auth/react';
import { adminTutorScheduleKeys, type TutorScheduleFilter } from '../query-keys';

/** `/admin/tutor-jadwal?…`: only the filters that are set. */
export function tutorScheduleListPath(filter: TutorScheduleFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  for (const key of ['tutor', 'pelajaran', 'dari', 'sampai', 'waktu'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return `/admin/tutor-jadwal?${params.toString()}`;
}

/** `GET /api/admin/tutor-jadwal`: a page of sessions, filtered and sorted on the server. */
export function useTutorSchedule(filter: TutorScheduleFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminTutorScheduleKeys.list(filter),
    queryFn: ({ signal }) =>
      auth.request<ListAnswer<AdminTutorSession>>(tutorScheduleListPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A tutor to pick in the filter. */
export interface TutorOption {
  id: string;
  name: string;
  email: string;
}

/** `value`, once it has not changed for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Tutor accounts whose name or e-mail matches what is typed (`GET /api/admin/akun?role=tutor&q=…`, the first 20),
 * asked once typing pauses.
 */
export function useTutorSearch(text: string) {
  const auth = useAuthClient();
  const q = useSettled(text.trim(), 300);
  return useQuery<TutorOption[]>({
    queryKey: adminTutorScheduleKeys.tutors(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ role: 'tutor', pageSize: '20', sort: 'nama' });
      if (q) params.set('q', q);
      return auth
        .request<ListAnswer<AdminAccount>>(`/admin/akun?${params.toString()}`, { signal })
        .then((answer) =>
          answer.data.map((account) => ({ id: account.id, name: account.name, email: account.email })),
        );
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
