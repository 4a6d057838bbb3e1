import type {
  ClassHistoryDetail,
  ClassStudentList,
  DataAnswer,
  FinishedClass,
  ListAnswer,
  TutorClassSummary,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../auth';
import { useAuthClient } from '../../../auth/react';
import { env } from '../../../config/env';
import { tutorRecordKeys } from '../query-keys';

/** The most classes the picker of `/tutor/kelas/siswa` offers (newest first; the API's page maximum). */
export const CLASS_PICKER_LIMIT = 100;

/** `GET /api/tutor/kelas-siswa`: the tutor's classes (drafts left out) with their enrolment, newest first. */
export function useTutorClassOptions() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorRecordKeys.classes(),
    queryFn: ({ signal }) =>
      auth.request<ListAnswer<TutorClassSummary>>(`/tutor/kelas-siswa?pageSize=${CLASS_PICKER_LIMIT}`, {
        signal,
      }),
  });
}

/** `GET /api/tutor/kelas/{id}/siswa`: a page of the class's students (not asked without a class). */
export function useClassStudents(classId: string | undefined, page: number, pageSize: number) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorRecordKeys.students(classId ?? '', page, pageSize),
    queryFn: ({ signal }) =>
      auth.request<ClassStudentList>(`/tutor/kelas/${classId}/siswa?page=${page}&pageSize=${pageSize}`, {
        signal,
      }),
    enabled: classId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tutor/kelas-riwayat`: finished classes, the most recently finished first. */
export function useFinishedClasses(page: number, pageSize: number) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorRecordKeys.finished(page, pageSize),
    queryFn: ({ signal }) =>
      auth.request<ListAnswer<FinishedClass>>(`/tutor/kelas-riwayat?page=${page}&pageSize=${pageSize}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tutor/kelas-riwayat/{id}`: one class with enrolment, rating, sales and sessions. */
export function useClassHistory(classId: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorRecordKeys.detail(classId),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<ClassHistoryDetail>>(`/tutor/kelas-riwayat/${classId}`, { signal })
        .then((answer) => answer.data),
  });
}

/** Hands a file to the browser as a download (an object URL clicked through a temporary link). */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * `GET /api/tutor/kelas/{id}/siswa.csv`, downloaded as a file. The access token goes in the header as for every
 * call (a plain link could not carry it), so the answer is fetched and saved from memory; a refusal becomes the
 * same `ApiError` as the JSON calls'.
 */
export function useStudentsCsvDownload() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: async (classId: string) => {
      const token = await auth.accessToken();
      const response = await fetch(`${env.apiBaseUrl}/tutor/kelas/${classId}/siswa.csv`, {
        headers: token ? { Authorization: token } : {},
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          error?: { code?: string; message?: string };
        } | null;
        throw new ApiError(
          body?.error?.code ?? `HTTP_${response.status}`,
          response.status,
          body?.error?.message ?? '',
        );
      }
      const fileName =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'siswa.csv';
      saveFile(await response.blob(), fileName);
      return fileName;
    },
  });
}
