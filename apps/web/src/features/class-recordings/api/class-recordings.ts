import type {
  AddRecordingLinkInput,
  ClassRecording,
  ClassRecordingList,
  DataAnswer,
  RecordingPlayback,
  RecordingProgress,
  RecordingProgressInput,
  UpdateRecordingInput,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../auth';
import { useAuthClient } from '../../../auth/react';
import { env } from '../../../config/env';
import { classSpaceKeys } from '../../class-space';

/** Recordings are listed a page at a time (grouped by session on the page). */
export const RECORDINGS_PAGE_SIZE = 20;

const base = (classId: string) => `/ruang-kelas/${classId}/rekaman`;

/** Every query of the recordings lives under the class space's `recordings` area (its room refetches them). */
export const recordingKeys = {
  area: (classId: string) => classSpaceKeys.area(classId, 'recordings'),
  list: (classId: string, page: number) => [...recordingKeys.area(classId), 'list', page] as const,
  playback: (classId: string, id: string) => [...recordingKeys.area(classId), 'playback', id] as const,
};

/** `GET /api/ruang-kelas/{id}/rekaman`: one page of recordings with the viewer's progress, and the sessions. */
export function useClassRecordings(classId: string, page: number) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: recordingKeys.list(classId, page),
    queryFn: ({ signal }) =>
      auth.request<ClassRecordingList>(`${base(classId)}?page=${page}&pageSize=${RECORDINGS_PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET …/{recId}/putar`: the signed link of an uploaded recording. Fetched once per opening (never refetched in the
 * background: a new link would reload the video); it lives for the length of the video.
 */
export function useRecordingPlayback(classId: string, recording: ClassRecording | null) {
  const auth = useAuthClient();
  const id = recording?.source === 'upload' ? recording.id : '';
  return useQuery({
    queryKey: recordingKeys.playback(classId, id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<RecordingPlayback>>(`${base(classId)}/${id}/putar`, { signal })
        .then((answer) => answer.data),
    enabled: id !== '',
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

function useRecordingsChange<Input, Output>(request: (input: Input) => Promise<Output>, classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: recordingKeys.area(classId) }),
  });
}

export function useAddRecordingLink(classId: string) {
  const auth = useAuthClient();
  return useRecordingsChange(
    (body: AddRecordingLinkInput) =>
      auth.request<DataAnswer<ClassRecording>>(`${base(classId)}/tautan`, { method: 'POST', json: body }),
    classId,
  );
}

export function useUpdateRecording(classId: string) {
  const auth = useAuthClient();
  return useRecordingsChange(
    ({ id, ...body }: UpdateRecordingInput & { id: string }) =>
      auth.request<DataAnswer<ClassRecording>>(`${base(classId)}/${id}`, { method: 'PATCH', json: body }),
    classId,
  );
}

export function useDeleteRecording(classId: string) {
  const auth = useAuthClient();
  return useRecordingsChange(
    (id: string) => auth.request(`${base(classId)}/${id}`, { method: 'DELETE' }),
    classId,
  );
}

/** `PUT …/{recId}/progress`: the student's position (kept in the list's cache without a refetch). */
export function useSaveRecordingProgress(classId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RecordingProgressInput & { id: string }) =>
      auth
        .request<DataAnswer<RecordingProgress>>(`${base(classId)}/${id}/progress`, {
          method: 'PUT',
          json: body,
          keepalive: true,
        })
        .then((answer) => answer.data),
    onSuccess: (progress, { id }) => {
      client.setQueriesData<ClassRecordingList>(
        { queryKey: [...recordingKeys.area(classId), 'list'] },
        (list) =>
          list
            ? { ...list, data: list.data.map((item) => (item.id === id ? { ...item, progress } : item)) }
            : list,
      );
    },
  });
}

export interface RecordingUpload {
  file: File;
  title: string;
  sessionId: string | null;
}

/**
 * `POST /api/ruang-kelas/{id}/rekaman` (multipart: the fields, then `berkas`) through XMLHttpRequest, the one
 * browser API that reports upload progress; `progress` is 0–100 while sending, null otherwise.
 */
export function useUploadRecording(classId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, title, sessionId }: RecordingUpload) => {
      const token = await auth.accessToken();
      const form = new FormData();
      form.append('title', title);
      if (sessionId) form.append('sessionId', sessionId);
      form.append('berkas', file);
      return new Promise<ClassRecording>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${env.apiBaseUrl}${base(classId)}`);
        // KEEP: the bare token, as every product API call sends it.
        if (token) xhr.setRequestHeader('Authorization', token);
        xhr.responseType = 'json';
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
        };
        xhr.onload = () => {
          const body = xhr.response as {
            data?: ClassRecording;
            error?: { code: string; message: string; details?: unknown };
          } | null;
          if (xhr.status === 201 && body?.data) resolve(body.data);
          else {
            const error = body?.error;
            reject(new ApiError(error?.code ?? 'UNKNOWN', xhr.status, error?.message ?? '', error?.details));
          }
        };
        xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', 0, 'network error'));
        setProgress(0);
        xhr.send(form);
      });
    },
    onSettled: () => setProgress(null),
    onSuccess: () => client.invalidateQueries({ queryKey: recordingKeys.area(classId) }),
  });
  const reset = useCallback(() => mutation.reset(), [mutation]);
  return { ...mutation, progress, reset };
}
