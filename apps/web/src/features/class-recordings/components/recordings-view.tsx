import { mdiLinkVariant, mdiUpload, mdiVideoOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { ClassRecording, ClassSpace, RecordingSession } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { errorText } from '../../../lib/api-errors';
import { formatSessionTime } from '../../../lib/format';
import { RECORDINGS_PAGE_SIZE, useClassRecordings, useDeleteRecording } from '../api/class-recordings';
import { AddLinkDialog, EditRecordingDialog, UploadRecordingDialog } from './recording-dialogs';
import { RecordingItem } from './recording-item';

interface Group {
  session: RecordingSession | null;
  recordings: ClassRecording[];
}

/** The page's recordings by session, the latest session first; those without a session last. */
export function groupBySession(recordings: ClassRecording[], sessions: RecordingSession[]): Group[] {
  const byId = new Map(sessions.map((session) => [session.id, session]));
  const groups = new Map<string, Group>();
  for (const recording of recordings) {
    const session = (recording.sessionId && byId.get(recording.sessionId)) || null;
    const key = session?.id ?? '';
    const group = groups.get(key) ?? { session, recordings: [] };
    group.recordings.push(recording);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.session) return 1;
    if (!b.session) return -1;
    return Date.parse(b.session.startsAt) - Date.parse(a.session.startsAt);
  });
}

type Dialog =
  | { kind: 'upload' }
  | { kind: 'link' }
  | { kind: 'edit'; recording: ClassRecording }
  | { kind: 'delete'; recording: ClassRecording };

/** The `record-kelas` tab: recordings to watch (students) or to manage (the tutor and admins). */
export function RecordingsView({ space }: { space: ClassSpace }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useClassRecordings(space.id, page);
  const remove = useDeleteRecording(space.id);
  const manages = space.role !== 'student';
  const sessions = list.data?.meta.sessions ?? [];
  const saved = (message: string) => {
    setDialog(null);
    setNotice(message);
  };

  const actions = manages ? (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        startIcon={<MdiIcon path={mdiUpload} />}
        onClick={() => setDialog({ kind: 'upload' })}
      >
        {t('classRecordings.actions.upload')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<MdiIcon path={mdiLinkVariant} />}
        onClick={() => setDialog({ kind: 'link' })}
      >
        {t('classRecordings.actions.addLink')}
      </Button>
    </Box>
  ) : null;

  let body;
  if (list.isPending) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('classRecordings.loading')} />
      </Box>
    );
  } else if (list.isError) {
    body = (
      <LoadError
        error={list.error}
        title={t('classRecordings.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.data.length === 0) {
    body = (
      <EmptyState
        icon={mdiVideoOutline}
        title={t('classRecordings.empty.title')}
        text={manages ? t('classRecordings.empty.tutor') : t('classRecordings.empty.student')}
        actions={actions}
      />
    );
  } else {
    body = (
      <>
        {groupBySession(list.data.data, sessions).map((group) => (
          <Box component="section" key={group.session?.id ?? 'none'} sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h2" variant="subtitle2" color="text.secondary">
              {group.session
                ? `${group.session.title} · ${formatSessionTime(group.session.startsAt, i18n.language)}`
                : t('classRecordings.noSession')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {group.recordings.map((recording) => (
                <RecordingItem
                  key={recording.id}
                  classId={space.id}
                  recording={recording}
                  manages={manages}
                  open={openId === recording.id}
                  onToggle={() => setOpenId(openId === recording.id ? null : recording.id)}
                  onEdit={() => setDialog({ kind: 'edit', recording })}
                  onDelete={() => setDialog({ kind: 'delete', recording })}
                />
              ))}
            </Box>
          </Box>
        ))}
        <ListPagination
          page={page}
          pageSize={RECORDINGS_PAGE_SIZE}
          total={list.data.meta.total}
          onPage={(next) => {
            setOpenId(null);
            setPage(next);
          }}
        />
      </>
    );
  }

  const dialogProps = { classId: space.id, sessions, onClose: () => setDialog(null), onSaved: saved };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h2" variant="h6">
          {t('classRecordings.heading')}
        </Typography>
        {list.data && list.data.data.length > 0 ? actions : null}
      </Box>
      {body}
      {dialog?.kind === 'upload' ? <UploadRecordingDialog {...dialogProps} /> : null}
      {dialog?.kind === 'link' ? <AddLinkDialog {...dialogProps} /> : null}
      {dialog?.kind === 'edit' ? <EditRecordingDialog {...dialogProps} recording={dialog.recording} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('classRecordings.deleteTitle')}
        text={
          dialog?.kind === 'delete' ? t('classRecordings.deleteText', { title: dialog.recording.title }) : ''
        }
        confirmLabel={t('classRecordings.actions.delete')}
        cancelLabel={t('classRecordings.form.cancel')}
        destructive
        busy={remove.isPending}
        failure={remove.error ? errorText(t, remove.error) : undefined}
        onClose={() => {
          remove.reset();
          setDialog(null);
        }}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(dialog.recording.id, { onSuccess: () => saved(t('classRecordings.deleted')) });
        }}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Box>
  );
}
