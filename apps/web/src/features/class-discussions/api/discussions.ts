import type {
  CreateDiscussionThread,
  DataAnswer,
  DiscussionDoc,
  DiscussionFilter,
  DiscussionImage,
  DiscussionList,
  DiscussionMember,
  DiscussionPost,
  DiscussionPostList,
  DiscussionThread,
  ModerateDiscussionThread,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { discussionKeys } from '../query-keys';

const base = (classId: string) => `/ruang-kelas/${classId}/diskusi`;

const IMAGE_LINK_REFRESH_MS = 4 * 60 * 1000;

/** `GET /api/ruang-kelas/{id}/diskusi`: a page of threads with the reader's unread counts. */
export function useThreads(classId: string, filter: DiscussionFilter, page: number, pageSize = 20) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: discussionKeys.list(classId, filter, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ filter, page: String(page), pageSize: String(pageSize) });
      return auth.request<DiscussionList>(`${base(classId)}?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useThread(classId: string, threadId: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: discussionKeys.thread(classId, threadId),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<DiscussionThread>>(`${base(classId)}/${threadId}`, { signal })
        .then((answer) => answer.data),
    enabled: threadId !== '',
    // Image links live a few minutes: read again before they run out (a link stays the same for a while, so
    // images already shown are not loaded again).
    refetchInterval: IMAGE_LINK_REFRESH_MS,
  });
}

export function usePosts(classId: string, threadId: string, page: number, pageSize = 50) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: discussionKeys.posts(classId, threadId, page),
    queryFn: ({ signal }) =>
      auth.request<DiscussionPostList>(
        `${base(classId)}/${threadId}/balasan?page=${page}&pageSize=${pageSize}`,
        { signal },
      ),
    enabled: threadId !== '',
    placeholderData: keepPreviousData,
    refetchInterval: IMAGE_LINK_REFRESH_MS,
  });
}

/** `GET …/diskusi/anggota?q=`: members to mention (the `@` suggestions). */
export function useMemberSearch(classId: string) {
  const auth = useAuthClient();
  return (q: string) =>
    auth
      .request<DataAnswer<DiscussionMember[]>>(`${base(classId)}/anggota?q=${encodeURIComponent(q)}`)
      .then((answer) => answer.data);
}

/** Uploads an image for a post (`onProgress` gets 0–100); its id goes into the body. */
export type ImageUploader = (file: File, onProgress: (percent: number) => void) => Promise<DiscussionImage>;

/** `POST …/diskusi/gambar` (multipart `gambar`): the image is stored in the class and answered with a link. */
export function useImageUpload(classId: string): ImageUploader {
  const auth = useAuthClient();
  return async (file, onProgress) => {
    const form = new FormData();
    form.append('gambar', file);
    return uploadWithProgress<DiscussionImage>({
      path: `${base(classId)}/gambar`,
      token: await auth.accessToken(),
      form,
      onProgress,
    });
  };
}

/** Every change to a class's discussions; the class's discussion queries are fetched again after it. */
export type DiscussionChange =
  | { action: 'create'; body: CreateDiscussionThread }
  | { action: 'reply'; threadId: string; body: DiscussionDoc }
  | { action: 'editThread'; threadId: string; title?: string; body?: DiscussionDoc }
  | { action: 'deleteThread'; threadId: string }
  | { action: 'editPost'; threadId: string; postId: string; body: DiscussionDoc }
  | { action: 'deletePost'; threadId: string; postId: string }
  | { action: 'moderate'; threadId: string; flags: ModerateDiscussionThread }
  | { action: 'hidePost'; threadId: string; postId: string; hidden: boolean }
  | { action: 'answer'; threadId: string; postId: string | null };

function requestOf(classId: string, change: DiscussionChange): [string, { method: string; json?: object }] {
  const thread = 'threadId' in change ? `${base(classId)}/${change.threadId}` : base(classId);
  const post = 'postId' in change && change.postId ? `${thread}/balasan/${change.postId}` : '';
  switch (change.action) {
    case 'create':
      return [thread, { method: 'POST', json: change.body }];
    case 'reply':
      return [`${thread}/balasan`, { method: 'POST', json: { body: change.body } }];
    case 'editThread':
      return [thread, { method: 'PATCH', json: { title: change.title, body: change.body } }];
    case 'deleteThread':
      return [thread, { method: 'DELETE' }];
    case 'editPost':
      return [post, { method: 'PATCH', json: { body: change.body } }];
    case 'deletePost':
      return [post, { method: 'DELETE' }];
    case 'moderate':
      return [`${thread}/status`, { method: 'PUT', json: change.flags }];
    case 'hidePost':
      return [`${post}/sembunyi`, { method: 'PUT', json: { hidden: change.hidden } }];
    default:
      return [`${thread}/jawaban`, { method: 'PUT', json: { postId: change.postId } }];
  }
}

export function useDiscussionChange(classId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: DiscussionChange) => {
      const [path, options] = requestOf(classId, change);
      return auth.request<DataAnswer<DiscussionThread | DiscussionPost | { ok: true }>>(path, options);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: discussionKeys.all(classId) }),
  });
}

/** `POST …/{threadId}/dibaca`: the reader's pointer moves to the latest reply; the list's counts follow. */
export function useMarkRead(classId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => auth.request(`${base(classId)}/${threadId}/dibaca`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: discussionKeys.lists(classId) }),
  });
}
