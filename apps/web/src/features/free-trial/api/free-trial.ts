import type { DataAnswer, FreeTrialRequest, FreeTrialRequestBody } from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../auth/react';
import { freeTrialKeys } from '../query-keys';

/** `GET /api/freetrial/saya`: the signed-in student's request, or `null` (not asked when signed out). */
export function useMyFreeTrial() {
  const { auth, loggedIn, user } = useAuth<{ id: string }>();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: freeTrialKeys.mine(userId),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<FreeTrialRequest | null>>('/freetrial/saya', { signal })
        .then((answer) => answer.data),
    enabled: loggedIn && userId !== '',
  });
}

/** `POST /api/freetrial`: request the one free trial class; the answer becomes "my request". */
export function useRequestFreeTrial() {
  const { auth, user } = useAuth<{ id: string }>();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FreeTrialRequestBody) =>
      auth
        .request<DataAnswer<FreeTrialRequest>>('/freetrial', { method: 'POST', json: body })
        .then((answer) => answer.data),
    onSuccess: (request) => {
      if (user) client.setQueryData(freeTrialKeys.mine(user.id), request);
    },
  });
}
