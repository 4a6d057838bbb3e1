import type {
  DataAnswer,
  TutorClassList,
  TutorPackage,
  TutorPackageCreate,
  TutorPackageList,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { classKeys } from '../../catalogue-classes';
import { tutorClassKeys } from '../query-keys';

export const PACKAGE_PAGE_SIZE = 10;

/** `GET /api/tutor/kelas-paket`: the tutor's packages, 10 per page. */
export function useTutorPackages(page: number) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorClassKeys.packages(page),
    queryFn: ({ signal }) =>
      auth.request<TutorPackageList>(`/tutor/kelas-paket?page=${page}&pageSize=${PACKAGE_PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The tutor's classes (any kind and status, up to 100) a package can hold; loaded when the form opens. */
export function useClassChoices(enabled: boolean) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorClassKeys.choices(),
    queryFn: ({ signal }) =>
      auth
        .request<TutorClassList>('/tutor/kelas?pageSize=100', { signal })
        .then((answer) => answer.data.filter((row) => row.status !== 'archived')),
    enabled,
  });
}

export type TutorPackageChange =
  | { action: 'create'; body: TutorPackageCreate }
  | { action: 'terbitkan' | 'arsipkan' | 'pulihkan'; id: string };

/** Create, publish, archive, unarchive a package; refreshes the package list and the public packages. */
export function useTutorPackageChange() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TutorPackageChange) =>
      auth
        .request<DataAnswer<TutorPackage>>(
          change.action === 'create'
            ? '/tutor/kelas-paket'
            : `/tutor/kelas-paket/${change.id}/${change.action}`,
          change.action === 'create' ? { method: 'POST', json: change.body } : { method: 'POST' },
        )
        .then((answer) => answer.data),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...tutorClassKeys.all, 'packages'] });
      void client.invalidateQueries({ queryKey: classKeys.all });
    },
  });
}
