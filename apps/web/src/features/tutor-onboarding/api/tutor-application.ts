import type {
  TutorApplication,
  TutorBiodata,
  TutorDocumentKind,
  TutorTeaching,
  User,
  UserResponse,
} from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestInit } from '../../../auth';
import { useAuthClient } from '../../../auth/react';
import { tutorApplicationKeys } from '../query-keys';

interface Answer<T> {
  data: T;
}

const BASE = '/pendaftaran-tutor';

/** `GET /api/pendaftaran-tutor`: the signed-in account's application, `null` before the first saved step. */
export function useMyApplication() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorApplicationKeys.mine(),
    queryFn: async ({ signal }) => {
      const { data } = await auth.request<Answer<TutorApplication | null>>(BASE, { signal });
      // Approval adds the `tutor` role: the session's user is read again so the tutor area opens at once.
      if (data?.status === 'approved' && !auth.hasScope('tutor')) await auth.fetchUser();
      return data;
    },
    // An admin decides elsewhere: the state is read again whenever a page showing it opens or regains focus.
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}

/** A change of the application; the answered application replaces the cached one. */
function useApplicationChange<V>(request: (value: V) => [string, ApiRequestInit]) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => {
      const [path, init] = request(value);
      return auth.request<Answer<TutorApplication>>(path, init).then((answer) => answer.data);
    },
    onSuccess: (application) => client.setQueryData(tutorApplicationKeys.mine(), application),
  });
}

/** `PUT …/biodata`: step 1 saved as a draft. */
export const useSaveBiodata = () =>
  useApplicationChange((body: TutorBiodata) => [`${BASE}/biodata`, { method: 'PUT', json: body }]);

/** `PUT …/mengajar`: step 2 saved as a draft. */
export const useSaveTeaching = () =>
  useApplicationChange((body: TutorTeaching) => [`${BASE}/mengajar`, { method: 'PUT', json: body }]);

/** `POST …/dokumen/{kind}` (multipart `berkas`): a new identity card or diploma replaces the previous one. */
export const useUploadDocument = () =>
  useApplicationChange(({ kind, file }: { kind: TutorDocumentKind; file: File }) => {
    const form = new FormData();
    form.append('berkas', file);
    return [`${BASE}/dokumen/${kind}`, { method: 'POST', body: form }];
  });

/** `DELETE …/dokumen/{id}`. */
export const useDeleteDocument = () =>
  useApplicationChange((id: string) => [`${BASE}/dokumen/${id}`, { method: 'DELETE' }]);

/** `POST …/kirim`: submit for review (again, after changes were asked for). */
export const useSubmitApplication = () =>
  useApplicationChange((_: void) => [`${BASE}/kirim`, { method: 'POST' }]);

/** `PUT /api/akun/foto` (multipart `foto`): the account's photo, which the approval copies to the tutor profile. */
export function useUploadPhoto() {
  const auth = useAuthClient<User>();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('foto', file);
      return auth.request<UserResponse>('/akun/foto', { method: 'PUT', body: form });
    },
    onSuccess: (answer) => auth.setUser(answer.data),
  });
}
