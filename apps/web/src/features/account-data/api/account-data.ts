import type {
  AccountDeletionBody,
  AccountDeletionInfoResponse,
  AccountDeletionMethod,
  AccountExport,
} from '@scola/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../auth/react';
import { ACCOUNT_DELETED_FLAG } from '../deleted-flag';
import { accountDataKeys } from '../query-keys';

/** `GET /api/akun/hapus`: whether a deletion is confirmed by password or (Google-only) by the e-mail. */
export function useDeletionMethod(enabled: boolean) {
  const { auth, user } = useAuth<{ id: string }>();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: accountDataKeys.deletionMethod(userId),
    queryFn: ({ signal }): Promise<AccountDeletionMethod> =>
      auth
        .request<AccountDeletionInfoResponse>('/akun/hapus', { signal })
        .then((answer) => answer.data.method),
    enabled: enabled && userId !== '',
  });
}

/** Saves `archive` as a file the way a download link would (the API answers it to an authorised request only). */
function saveFile(archive: AccountExport) {
  const blob = new Blob([JSON.stringify(archive, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `scola-data-${archive.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; release it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `GET /api/akun/data`: prepares the archive and downloads it as `scola-data-<date>.json`. */
export function useDownloadMyData() {
  const { auth } = useAuth();
  return useMutation({
    mutationFn: () => auth.request<AccountExport>('/akun/data'),
    onSuccess: saveFile,
  });
}

/**
 * `POST /api/akun/hapus`: deletes the account; then the (already ended) session is cleared here and the app goes to
 * the landing page, which tells that the account was deleted.
 */
export function useDeleteAccount() {
  const { auth } = useAuth();
  return useMutation({
    mutationFn: (body: AccountDeletionBody) => auth.request('/akun/hapus', { method: 'POST', json: body }),
    onSuccess: () => {
      globalThis.sessionStorage?.setItem(ACCOUNT_DELETED_FLAG, '1');
      auth.logout();
    },
  });
}
