import type { DataAnswer, TutorDashboard } from '@scola/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { tutorDashboardKeys } from '../query-keys';

/** `GET /api/tutor/beranda`: sessions of the week, this month's earnings, new students, rating and reviews. */
export function useTutorDashboard() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorDashboardKeys.all,
    queryFn: ({ signal }) =>
      auth.request<DataAnswer<TutorDashboard>>('/tutor/beranda', { signal }).then((answer) => answer.data),
  });
}
