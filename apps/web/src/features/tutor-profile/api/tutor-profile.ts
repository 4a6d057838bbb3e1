import type { DataAnswer, TutorOwnProfile, TutorProfileInput } from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { tutorKeys } from '../../catalogue-tutors';
import { tutorProfileKeys } from '../query-keys';

/** `GET /api/tutor/profil`: the signed-in tutor's own profile. */
export function useOwnTutorProfile() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorProfileKeys.own(),
    queryFn: ({ signal }) =>
      auth.request<DataAnswer<TutorOwnProfile>>('/tutor/profil', { signal }).then((answer) => answer.data),
  });
}

/** After a change: the saved profile in place, and the public tutor pages and lists refetched when next shown. */
function useSaved() {
  const client = useQueryClient();
  return (profile: TutorOwnProfile) => {
    client.setQueryData(tutorProfileKeys.own(), profile);
    return client.invalidateQueries({ queryKey: tutorKeys.all });
  };
}

/** `PUT /api/tutor/profil`. */
export function useSaveTutorProfile() {
  const auth = useAuthClient();
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: TutorProfileInput) =>
      auth
        .request<DataAnswer<TutorOwnProfile>>('/tutor/profil', { method: 'PUT', json: body })
        .then((answer) => answer.data),
    onSuccess: saved,
  });
}

/** `PUT /api/tutor/profil/foto` (a file) or `DELETE` (`null`). */
export function useTutorPhoto() {
  const auth = useAuthClient();
  const saved = useSaved();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (file === null)
        return auth
          .request<DataAnswer<TutorOwnProfile>>('/tutor/profil/foto', { method: 'DELETE' })
          .then((answer) => answer.data);
      const form = new FormData();
      form.append('foto', file);
      return auth
        .request<DataAnswer<TutorOwnProfile>>('/tutor/profil/foto', { method: 'PUT', body: form })
        .then((answer) => answer.data);
    },
    onSuccess: saved,
  });
}
