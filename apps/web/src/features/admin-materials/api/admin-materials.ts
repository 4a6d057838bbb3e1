import type { AdminMaterial, DataAnswer, ListAnswer, MaterialInput, TutorCard } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { auditKeys } from '../../audit';
import { type AdminMaterialFilter, adminMaterialKeys } from '../query-keys';

/** `/admin/materi?…`: only the filters that are set. */
export function materialListPath(filter: AdminMaterialFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  return `/admin/materi?${params.toString()}`;
}

/** `GET /api/admin/materi`: drafts too, newest change first. */
export function useAdminMaterials(filter: AdminMaterialFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminMaterialKeys.list(filter),
    queryFn: ({ signal }) => auth.request<ListAnswer<AdminMaterial>>(materialListPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/materi/{id}`. */
export function useAdminMaterial(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminMaterialKeys.item(id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<AdminMaterial>>(`/admin/materi/${id}`, { signal })
        .then((answer) => answer.data),
  });
}

/** The public tutors an admin may name as a material's author (`GET /api/tutor`, one page of 100). */
export function useTutorOptions() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: [...adminMaterialKeys.all, 'tutors'],
    queryFn: ({ signal }) =>
      auth
        .request<ListAnswer<TutorCard>>('/tutor?pageSize=100', { signal })
        .then((answer) => answer.data.map((tutor) => ({ id: tutor.id, name: tutor.name }))),
    staleTime: 5 * 60_000,
  });
}

/** One change to a material. Files go as multipart: the fields first (`data`), then the file. */
export type MaterialChange =
  | { action: 'create'; body: MaterialInput; file: File }
  | { action: 'update'; id: string; body: MaterialInput }
  | { action: 'terbitkan' | 'tarik'; id: string }
  | { action: 'sampul'; id: string; file: File }
  | { action: 'berkas'; id: string; file: File };

function requestOf(change: MaterialChange): [string, { method: string; json?: object; body?: FormData }] {
  switch (change.action) {
    case 'create': {
      const form = new FormData();
      form.append('data', JSON.stringify(change.body));
      form.append('berkas', change.file);
      return ['/admin/materi', { method: 'POST', body: form }];
    }
    case 'update':
      return [`/admin/materi/${change.id}`, { method: 'PUT', json: change.body }];
    case 'sampul': {
      const form = new FormData();
      form.append('sampul', change.file);
      return [`/admin/materi/${change.id}/sampul`, { method: 'PUT', body: form }];
    }
    case 'berkas': {
      const form = new FormData();
      form.append('berkas', change.file);
      return [`/admin/materi/${change.id}/berkas`, { method: 'PUT', body: form }];
    }
    default:
      return [`/admin/materi/${change.id}/${change.action}`, { method: 'POST' }];
  }
}

/** Create, edit, publish, unpublish, set the cover, replace the PDF; refreshes the lists, the item and the audit log. */
export function useMaterialChange() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: MaterialChange) => {
      const [path, init] = requestOf(change);
      return auth.request<DataAnswer<AdminMaterial>>(path, init).then((answer) => answer.data);
    },
    onSuccess: (material) => {
      client.setQueryData(adminMaterialKeys.item(material.id), material);
      void client.invalidateQueries({ queryKey: [...adminMaterialKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}

/** The public preview PDF of a material (an API file, opened in a new tab; not a page of the app). */
export const materialPreviewHref = (id: string) => ['/api/materi', id, 'preview'].join('/');
