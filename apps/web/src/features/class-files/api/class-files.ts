import type { ClassFile, ClassFileList, DataAnswer } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { classFileKeys } from '../query-keys';

export const CLASS_FILES_PAGE_SIZE = 20;

const pathOf = (classId: string) => `/ruang-kelas/${classId}/berkas`;

/**
 * `GET /api/ruang-kelas/{id}/berkas`: a page of the class's files, newest first. Their download links live for a
 * few minutes, so an open page fetches the list again before they run out.
 */
export function useClassFiles(classId: string, page: number, pageSize = CLASS_FILES_PAGE_SIZE) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: classFileKeys.list(classId, page, pageSize),
    queryFn: ({ signal }) =>
      auth.request<ClassFileList>(`${pathOf(classId)}?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 4 * 60 * 1000,
  });
}

/**
 * `POST /api/ruang-kelas/{id}/berkas` (multipart `berkas`) with upload progress; `onProgress` gets 0–100. The list
 * of the class is fetched again once the file is stored.
 */
export function useUploadClassFile(classId: string, onProgress: (percent: number) => void) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ClassFile> => {
      const form = new FormData();
      form.append('berkas', file);
      return uploadWithProgress<ClassFile>({
        path: pathOf(classId),
        token: await auth.accessToken(),
        form,
        onProgress,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: classFileKeys.all(classId) }),
  });
}

/** `PATCH …/berkas/{fileId}`: a new display name. */
export function useRenameClassFile(classId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, name }: { fileId: string; name: string }) =>
      auth
        .request<DataAnswer<ClassFile>>(`${pathOf(classId)}/${fileId}`, { method: 'PATCH', json: { name } })
        .then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: classFileKeys.all(classId) }),
  });
}

/** `DELETE …/berkas/{fileId}`. */
export function useDeleteClassFile(classId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => auth.request(`${pathOf(classId)}/${fileId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: classFileKeys.all(classId) }),
  });
}
