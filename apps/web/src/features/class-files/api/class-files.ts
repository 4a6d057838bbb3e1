import type { ClassFile, ClassFileList, ClassFileResponse, DataAnswer } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../auth/errors';
import { useAuthClient } from '../../../auth/react';
import { env } from '../../../config/env';
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

type ErrorBody = { error?: { code?: string; message?: string; details?: unknown } } | null;

function parsedError(text: string): ErrorBody {
  try {
    return JSON.parse(text) as ErrorBody;
  } catch {
    return null;
  }
}

/** The error of a failed upload, as `auth.request` would have thrown it. */
function uploadError(request: XMLHttpRequest): ApiError {
  if (request.status === 0) return new ApiError('NETWORK_ERROR', 0, 'The upload did not reach the server.');
  const body = parsedError(request.responseText);
  return new ApiError(
    body?.error?.code ?? `HTTP_${request.status}`,
    request.status,
    body?.error?.message ?? request.statusText,
    body?.error?.details,
  );
}

/**
 * `POST /api/ruang-kelas/{id}/berkas` (multipart `berkas`) through XMLHttpRequest, the one browser API that reports
 * upload progress; `onProgress` gets 0–100. The list of the class is fetched again once the file is stored.
 */
export function useUploadClassFile(classId: string, onProgress: (percent: number) => void) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ClassFile> => {
      const token = await auth.accessToken();
      const form = new FormData();
      form.append('berkas', file);
      return new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', `${env.apiBaseUrl}${pathOf(classId)}`);
        // KEEP: the bare token, no `Bearer` prefix (as every product API call).
        if (token) request.setRequestHeader('Authorization', token);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        request.onload = () => {
          if (request.status >= 200 && request.status < 300) {
            resolve((JSON.parse(request.responseText) as ClassFileResponse).data);
          } else reject(uploadError(request));
        };
        request.onerror = () => reject(uploadError(request));
        request.send(form);
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
