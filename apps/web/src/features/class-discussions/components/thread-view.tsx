import type { DiscussionDoc, DiscussionPost, DiscussionThread } from '@scola/contracts';
import { mdiLockOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import {
  type DiscussionChange,
  useDiscussionChange,
  useImageUpload,
  useMarkRead,
  useMemberSearch,
  usePosts,
  useThread,
} from '../api/discussions';
import { PostCard } from './post-card';
import { ReplyBox } from './reply-box';

const POSTS_PER_PAGE = 50;

export interface ThreadViewProps {
  classId: string;
  threadId: string;
  viewerId: string;
  /** The tutor of the class or an admin: marks answers, pins, locks, hides. */
  moderator: boolean;
  /** After the thread itself was deleted. */
  onDeleted: () => void;
}

interface PendingConfirm {
  key: string;
  change: DiscussionChange;
}

/** A thread's page: the opening post, the replies with the answer marked, the reply box and the allowed actions. */
export function ThreadView({ classId, threadId, viewerId, moderator, onDeleted }: ThreadViewProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const thread = useThread(classId, threadId);
  const posts = usePosts(classId, threadId, page, POSTS_PER_PAGE);
  const change = useDiscussionChange(classId);
  const markRead = useMarkRead(classId);
  const searchMembers = useMemberSearch(classId);
  const uploadImage = useImageUpload(classId);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);

  // Reading the page moves the reader's pointer (again whenever a reply arrives while it is open).
  const unread = thread.data?.unread ?? 0;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread > 0) read(threadId);
  }, [unread, threadId, read, thread.dataUpdatedAt]);

  if (thread.isPending)
    return <Skeleton variant="rounded" height={240} aria-label={t('classDiscussions.loading')} />;
  if (thread.isError) return <LoadError error={thread.error} onRetry={() => void thread.refetch()} />;
  const data: DiscussionThread = thread.data;
  const run = (next: DiscussionChange) => change.mutateAsync(next);
  const ask = (key: string, next: DiscussionChange) => setConfirm({ key, change: next });

  const threadActions = (
    <>
      {moderator ? (
        <>
          <Button
            size="small"
            onClick={() => void run({ action: 'moderate', threadId, flags: { pinned: !data.pinned } })}
          >
            {t(data.pinned ? 'classDiscussions.actions.unpin' : 'classDiscussions.actions.pin')}
          </Button>
          <Button
            size="small"
            onClick={() => void run({ action: 'moderate', threadId, flags: { locked: !data.locked } })}
          >
            {t(data.locked ? 'classDiscussions.actions.unlock' : 'classDiscussions.actions.lock')}
          </Button>
          {data.hidden ? (
            <Button
              size="small"
              onClick={() => void run({ action: 'moderate', threadId, flags: { hidden: false } })}
            >
              {t('classDiscussions.actions.unhide')}
            </Button>
          ) : (
            <Button
              size="small"

              onClick={() => ask('hideThread', { action: 'moderate', threadId, flags: { hidden: true } })}
            >
              {t('classDiscussions.actions.hide')}
            </Button>
          )}
        </>
      ) : null}
      {moderator || data.author.id === viewerId ? (
        <Button
          size="small"
          color="error"
          onClick={() => ask('deleteThread', { action: 'deleteThread', threadId })}
        >
          {t('classDiscussions.actions.delete')}
        </Button>
      ) : null}
    </>
  );

  const postActions = (post: DiscussionPost) =>
    post.deleted ? null : (
      <>
        {moderator && data.kind === 'question' && !post.hidden ? (
          <Button
            size="small"
            color="success"
            onClick={() => void run({ action: 'answer', threadId, postId: post.isAnswer ? null : post.id })}
          >
            {t(
              post.isAnswer ? 'classDiscussions.actions.unmarkAnswer' : 'classDiscussions.actions.markAnswer',
            )}
          </Button>
        ) : null}
        {moderator ? (
          post.hidden ? (
            <Button
              size="small"
              onClick={() => void run({ action: 'hidePost', threadId, postId: post.id, hidden: false })}
            >
              {t('classDiscussions.actions.unhide')}
            </Button>
          ) : (
            <Button
              size="small"

              onClick={() => ask('hidePost', { action: 'hidePost', threadId, postId: post.id, hidden: true })}
            >
              {t('classDiscussions.actions.hide')}
            </Button>
          )
        ) : null}
        {moderator || post.author.id === viewerId ? (
          <Button
            size="small"
            color="error"
            onClick={() => ask('deletePost', { action: 'deletePost', threadId, postId: post.id })}
          >
            {t('classDiscussions.actions.delete')}
          </Button>
        ) : null}
      </>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip
            size="small"
            color={data.kind === 'question' ? 'primary' : 'default'}
            label={t(`classDiscussions.kind.${data.kind}`)}
          />
          {data.pinned ? <Chip size="small" label={t('classDiscussions.pinned')} /> : null}
          {data.locked ? (
            <Chip
              size="small"
              icon={<MdiIcon path={mdiLockOutline} />}
              label={t('classDiscussions.locked')}
            />
          ) : null}
          {data.answered ? (
            <Chip size="small" color="success" label={t('classDiscussions.answered')} />
          ) : null}
        </Box>
        <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {data.title || t('classDiscussions.hiddenThread')}
        </Typography>
      </Box>
      <PostCard
        post={{ ...data, deleted: false, isAnswer: false }}
        actions={threadActions}
        onEdit={
          data.author.id === viewerId
            ? (body: DiscussionDoc) => run({ action: 'editThread', threadId, body })
            : undefined
        }
        searchMembers={searchMembers}
        uploadImage={uploadImage}
      />
      <Typography component="h3" variant="h6">
        {t('classDiscussions.replies', { count: data.replyCount })}
      </Typography>
      {posts.isError ? <LoadError error={posts.error} onRetry={() => void posts.refetch()} /> : null}
      {posts.data ? (
        <Box
          component="ol"
          aria-label={t('classDiscussions.repliesLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {posts.data.data.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                headingId={`post-${post.id}`}
                actions={postActions(post)}
                onEdit={
                  post.author.id === viewerId
                    ? (body: DiscussionDoc) => run({ action: 'editPost', threadId, postId: post.id, body })
                    : undefined
                }
                searchMembers={searchMembers}
                uploadImage={uploadImage}
              />
            </li>
          ))}
        </Box>
      ) : (
        <Skeleton variant="rounded" height={120} />
      )}
      {posts.data ? (
        <ListPagination
          page={page}
          total={posts.data.meta.total}
          pageSize={POSTS_PER_PAGE}
          onPage={setPage}
        />
      ) : null}
      {change.isError && !confirm ? <FormFailure error={change.error} /> : null}
      {data.locked ? (
        <Alert severity="info">{t('classDiscussions.lockedHint')}</Alert>
      ) : (
        <ReplyBox
          classId={classId}
          threadId={threadId}
          searchMembers={searchMembers}
          uploadImage={uploadImage}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t(`classDiscussions.confirm.${confirm?.key ?? 'deletePost'}.title`)}
        text={t(`classDiscussions.confirm.${confirm?.key ?? 'deletePost'}.text`)}
        confirmLabel={t(`classDiscussions.confirm.${confirm?.key ?? 'deletePost'}.confirm`)}
        cancelLabel={t('classDiscussions.cancel')}
        destructive
        busy={change.isPending}
        failure={change.isError ? <FormFailure error={change.error} /> : null}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          void run(confirm.change).then(() => {
            const deletedThread = confirm.key === 'deleteThread';
            setConfirm(null);
            if (deletedThread) onDeleted();
          });
        }}
      />
    </Box>
  );
}
