import type { StudyRoomMessage, StudyRoomViewer, User } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { errorCode, errorText } from '../../../lib/api-errors';
import {
  useChat,
  useChatPaging,
  useDeleteMessage,
  useModerate,
  useParticipants,
  usePostMessage,
} from '../api/chat';
import { useStudyRoomLive } from '../hooks/use-study-room-live';
import { ChatComposer } from './chat-composer';
import { type MessageAction, MessageItem } from './message-item';

export interface StudyRoomChatProps {
  roomId: string;
  /** How the viewer stands in the room (`GET /api/study-room/{id}`'s `viewer`). */
  viewer: StudyRoomViewer;
  /** The room itself changed (announced on its socket room): the page refetches it. */
  onRoomChanged?: () => void;
}

/**
 * The live chat of a study room (ADR 0049) for its tutor, participants and admins (who read): history loading
 * older pages on demand, the composer, and for the tutor a menu on participants' messages (delete, mute / unmute,
 * remove after confirming). Kept live by the room's socket; after a reconnection it fetches what it missed.
 */
export function StudyRoomChat({ roomId, viewer, onRoomChanged }: StudyRoomChatProps) {
  const { t } = useTranslation();
  const { user } = useAuth<User>();
  const me = user?.id ?? '';
  const member = viewer.role === 'tutor' || viewer.role === 'participant' || viewer.role === 'admin';
  const moderator = viewer.role === 'tutor' || viewer.role === 'admin';
  const changes = useStudyRoomLive(roomId, member && !viewer.removed, onRoomChanged);
  const ownChange = changes[me];
  const removed = viewer.removed || ownChange?.removed === true;
  const muted = ownChange ? ownChange.muted : viewer.muted;

  const chat = useChat(roomId);
  const { loadOlder } = useChatPaging(roomId);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const post = usePostMessage(roomId);
  const remove = useDeleteMessage(roomId);
  const moderate = useModerate(roomId);
  const participants = useParticipants(roomId, moderator);
  const [confirming, setConfirming] = useState<StudyRoomMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = useRef<HTMLUListElement>(null);
  const newest = chat.data?.messages.at(-1)?.seq;
  useEffect(() => {
    // Follow the conversation: the newest message in view when one arrives.
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  if (removed) return <Alert severity="warning">{t('studyRoomChat.removed')}</Alert>;
  if (!member) return null;

  const mutedIds = new Set(
    (participants.data ?? []).filter((person) => person.muted).map((person) => person.userId),
  );
  for (const change of Object.values(changes)) {
    if (change.muted) mutedIds.add(change.userId);
    else mutedIds.delete(change.userId);
  }

  const nameOf = (message: StudyRoomMessage) => message.author?.name ?? '';
  const onAction = (action: MessageAction, message: StudyRoomMessage) => {
    const userId = message.author?.id;
    if (action === 'delete') {
      remove.mutate(message.id, { onSuccess: () => setNotice(t('studyRoomChat.done.deleted')) });
    } else if (action === 'remove') {
      setConfirming(message);
    } else if (userId) {
      const step = action === 'mute' ? 'bisukan' : 'suarakan';
      moderate.mutate(
        { userId, step },
        {
          onSuccess: () =>
            setNotice(
              t(`studyRoomChat.done.${action === 'mute' ? 'muted' : 'unmuted'}`, { name: nameOf(message) }),
            ),
        },
      );
    }
  };

  const sendMessage = async (body: string) => {
    try {
      await post.mutateAsync(body);
      return true;
    } catch {
      return false;
    }
  };

  const closed = chat.data !== undefined && !chat.data.canPost && !muted && viewer.role !== 'admin';
  const postRefusedMuted = errorCode(post.error) === 'STUDY_ROOM_MUTED';

  return (
    <Paper variant="outlined" component="section" aria-label={t('studyRoomChat.region')} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('studyRoomChat.title')}
      </Typography>
      {chat.isPending ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">{t('studyRoomChat.loading')}</Typography>
        </Box>
      ) : chat.isError ? (
        <LoadError error={chat.error} title={t('studyRoomChat.error')} onRetry={() => void chat.refetch()} />
      ) : (
        <>
          {chat.data.hasOlder ? (
            <Button
              size="small"
              disabled={loadingOlder}
              onClick={() => {
                setLoadingOlder(true);
                void loadOlder().finally(() => setLoadingOlder(false));
              }}
            >
              {t('studyRoomChat.loadOlder')}
            </Button>
          ) : null}
          {chat.data.messages.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
              {t('studyRoomChat.empty')}
            </Typography>
          ) : null}
          <Box
            component="ul"
            ref={list}
            aria-live="polite"
            aria-relevant="additions"
            sx={{ m: 0, p: 0, maxHeight: 480, overflowY: 'auto' }}
            onScroll={(event) => {
              if (event.currentTarget.scrollTop === 0 && chat.data.hasOlder && !loadingOlder) {
                setLoadingOlder(true);
                void loadOlder().finally(() => setLoadingOlder(false));
              }
            }}
          >
            {chat.data.messages.map((message) => (
              <MessageItem
                key={message.seq}
                message={message}
                own={message.author?.id === me}
                moderator={moderator}
                authorMuted={message.author !== null && mutedIds.has(message.author.id)}
                onAction={onAction}
              />
            ))}
          </Box>
        </>
      )}
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mt: 1 }}>
          {notice}
        </Alert>
      ) : null}
      {remove.isError || moderate.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(t, remove.error ?? moderate.error)}
        </Alert>
      ) : null}
      <Box sx={{ mt: 2 }}>
        {viewer.role === 'admin' ? (
          <Alert severity="info">{t('studyRoomChat.adminReadOnly')}</Alert>
        ) : muted || postRefusedMuted ? (
          <Alert severity="warning">{t('studyRoomChat.muted')}</Alert>
        ) : closed ? (
          <Alert severity="info">{t('studyRoomChat.closed')}</Alert>
        ) : (
          <>
            {post.isError ? (
              <Alert severity="error" sx={{ mb: 1 }}>
                {errorText(t, post.error)}
              </Alert>
            ) : null}
            <ChatComposer sending={post.isPending} onSend={sendMessage} />
          </>
        )}
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={t('studyRoomChat.confirmRemove.title', { name: confirming ? nameOf(confirming) : '' })}
        text={t('studyRoomChat.confirmRemove.body', { name: confirming ? nameOf(confirming) : '' })}
        confirmLabel={t('studyRoomChat.confirmRemove.confirm')}
        cancelLabel={t('studyRoomChat.confirmRemove.cancel')}
        destructive
        busy={moderate.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const target = confirming;
          const userId = target?.author?.id;
          if (!target || !userId) return;
          moderate.mutate(
            { userId, step: 'keluarkan' },
            {
              onSuccess: () => {
                setConfirming(null);
                setNotice(t('studyRoomChat.done.removed', { name: nameOf(target) }));
              },
            },
          );
        }}
      />
    </Paper>
  );
}
