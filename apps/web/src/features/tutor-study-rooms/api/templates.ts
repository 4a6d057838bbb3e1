import type {
  DataAnswer,
  DeleteStudyRoomTemplateResponse,
  StudyRoomTemplate,
  StudyRoomTemplateInput,
  StudyRoomTemplateList,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { tutorStudyRoomKeys } from '../query-keys';

export const TEMPLATES_PAGE_SIZE = 12;
const base = '/tutor/master-study-room';

/** `GET /api/tutor/master-study-room?archived=`: a page of the tutor's masters. */
export function useStudyRoomTemplates(archived: boolean, page: number, pageSize = TEMPLATES_PAGE_SIZE) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorStudyRoomKeys.templateList(archived, page, pageSize),
    queryFn: ({ signal }) =>
      auth.request<StudyRoomTemplateList>(
        `${base}?${new URLSearchParams({ archived: String(archived), page: String(page), pageSize: String(pageSize) }).toString()}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tutor/master-study-room/{id}`; `id` null waits (the create form has none). */
export function useStudyRoomTemplate(id: string | null) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorStudyRoomKeys.template(id ?? ''),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<StudyRoomTemplate>>(`${base}/${id ?? ''}`, { signal })
        .then((answer) => answer.data),
    enabled: id !== null,
  });
}

/** The master in place after a change, and every list fetched again when next shown. */
function useSaved() {
  const client = useQueryClient();
  return (template: StudyRoomTemplate) => {
    client.setQueryData(tutorStudyRoomKeys.template(template.id), template);
    return client.invalidateQueries({ queryKey: tutorStudyRoomKeys.all });
  };
}

/** `POST /api/tutor/master-study-room` (no `id`) or `PATCH …/{id}`: answers the saved master. */
export function useSaveStudyRoomTemplate() {
  const auth = useAuthClient();
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: StudyRoomTemplateInput }) =>
      auth
        .request<DataAnswer<StudyRoomTemplate>>(id ? `${base}/${id}` : base, {
          method: id ? 'PATCH' : 'POST',
          json: input,
        })
        .then((answer) => answer.data),
    onSuccess: saved,
  });
}

/**
 * `DELETE /api/tutor/master-study-room/{id}`: a master with rooms not yet ended is archived instead; the answer says
 * which (`outcome`).
 */
export function useDeleteStudyRoomTemplate() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      auth
        .request<DeleteStudyRoomTemplateResponse>(`${base}/${id}`, { method: 'DELETE' })
        .then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorStudyRoomKeys.all }),
  });
}

/** `POST …/{id}/berkas` (multipart `berkas`) with upload progress (0–100): answers the master with the file. */
export function useUploadTemplateFile(templateId: string, onProgress: (percent: number) => void) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<StudyRoomTemplate> => {
      const form = new FormData();
      form.append('berkas', file);
      return uploadWithProgress<StudyRoomTemplate>({
        path: `${base}/${templateId}/berkas`,
        token: await auth.accessToken(),
        form,
        onProgress,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: tutorStudyRoomKeys.templates() }),
  });
}

/** `DELETE …/{id}/berkas/{fileId}`: answers the master without the file. */
export function useDeleteTemplateFile(templateId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      auth.request(`${base}/${templateId}/berkas/${fileId}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: tutorStudyRoomKeys.templates() }),
  });
}
