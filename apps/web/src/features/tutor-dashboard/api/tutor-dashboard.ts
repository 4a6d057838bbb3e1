import type { DataAnswer, TutorDashboard } from '@scola/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Auth } from '../../../auth';
import { useAuthClient } from '../../../auth/react';
import { tutorDashboardKeys } from '../query-keys';

/** The query of `GET /api/tutor/beranda`: the hook's, and the router's (`app/first-queries.ts`). */
export function tutorDashboardQuery(auth: Pick<Auth, 'request'>) {
  return queryOptions({
    queryKey: tutorDashboardKeys.all,
    queryFn: ({ signal }) =>
      auth.request<DataAnswer<TutorDashboard>>('/tutor/beranda', { signal }).then((answer) => answer.data),
  });
}

/** `GET /api/tutor/beranda`: sessions of the week, this month's earnings, new students, rating and reviews. */
export function useTutorDashboard() {
  const auth = useAuthClient();
  return useQuery(tutorDashboardQuery(auth));
}
