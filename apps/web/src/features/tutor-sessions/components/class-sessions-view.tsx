import { mdiCalendarBlankOutline, mdiCalendarPlus } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TutorClassSession } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { MdiIcon } from '../../../components/mdi-icon';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { errorCode } from '../../../lib/api-errors';
import { useClassSessions } from '../api/tutor-sessions';
import type { SessionView } from '../query-keys';
import { ScheduleHeader, type SchedulePage } from './schedule-header';
import { CancelDialog, EditSessionDialog, RescheduleDialog } from './session-dialogs';
import { SessionCard, SessionCards } from './session-card';
import { useMinuteClock } from './use-minute-clock';

export const SESSIONS_PAGE_SIZE = 10;

/** The actions a list offers on each session. */
export type SessionAction = 'reschedule' | 'cancel' | 'edit';

type OpenDialog = { action: SessionAction; session: TutorClassSession } | null;

/** The actions that apply to a session now: only sessions to come move or are cancelled; any live one is renamed. */
function actionsOf(
  session: TutorClassSession,
  offered: readonly SessionAction[],
  now: number,
): SessionAction[] {
  if (session.status === 'cancelled') return [];
  const upcoming = Date.parse(session.startsAt) > now;
  return offered.filter((action) => action === 'edit' || upcoming);
}

/**
 * A schedule page of a class: its heading, one view of its sessions (a page at a time, in the tutor's zone), the
 * offered actions in dialogs, and the loading, error, empty and not-found states.
 */
export function ClassSessionsView({
  classId,
  page: schedulePage,
  view,
  offered,
}: {
  classId: string;
  page: SchedulePage;
  view: SessionView;
  offered: readonly SessionAction[];
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [saved, setSaved] = useState('');
  const query = useClassSessions(classId, view, page, SESSIONS_PAGE_SIZE);
  const header = query.data?.meta.class;
  const now = useMinuteClock();

  let body;
  if (query.isPending) {
    body = (
      <Box aria-busy="true" aria-label={t('tutorSessions.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={96} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  } else if (query.isError) {
    body =
      errorCode(query.error) === 'NOT_FOUND' ? (
        <EmptyState
          icon={mdiCalendarBlankOutline}
          title={t('tutorSessions.notFound')}
          text={t('tutorSessions.notFoundText')}
          actions={
            <Button component={RouterLink} to={paths.tutorClasses()} variant="outlined">
              {t('tutorSessions.toClasses')}
            </Button>
          }
        />
      ) : (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('tutorSessions.loadError')}
        />
      );
  } else if (query.data.data.length === 0) {
    body = (
      <EmptyState
        icon={mdiCalendarBlankOutline}
        title={t(`tutorSessions.empty.${view}`)}
        text={t(`tutorSessions.emptyText.${view}`)}
        actions={
          view === 'riwayat' ? undefined : (
            <Button
              component={RouterLink}
              to={paths.tutorClassEditScheduleManage(classId)}
              variant="contained"
              startIcon={<MdiIconPlus />}
            >
              {t('tutorSessions.addSessions')}
            </Button>
          )
        }
      />
    );
  } else {
    const zone = query.data.meta.class.timeZone;
    body = (
      <>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {t('tutorSessions.count', { count: query.data.meta.total })}
        </Typography>
        <SessionCards label={t(`tutorSessions.listLabels.${view}`)}>
          {query.data.data.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              zone={zone}
              now={now}
              actions={actionsOf(session, offered, now).map((action) => (
                <Button
                  key={action}
                  size="small"
                  variant={action === 'cancel' ? 'text' : 'outlined'}
                  color={action === 'cancel' ? 'error' : 'primary'}
                  onClick={() => setDialog({ action, session })}
                  aria-label={t(`tutorSessions.actionsFor.${action}`, { title: session.title })}
                >
                  {t(`tutorSessions.actions.${action}`)}
                </Button>
              ))}
            />
          ))}
        </SessionCards>
        <ListPagination
          page={page}
          total={query.data.meta.total}
          pageSize={SESSIONS_PAGE_SIZE}
          onPage={setPage}
        />
      </>
    );
  }

  const dialogProps =
    dialog && header
      ? {
          classId,
          session: dialog.session,
          zone: header.timeZone,
          onClose: () => setDialog(null),
          onSaved: setSaved,
        }
      : null;
  return (
    <Box>
      <ScheduleHeader classId={classId} page={schedulePage} header={header} />
      {saved ? (
        <Alert severity="success" role="status" onClose={() => setSaved('')} sx={{ mb: 2 }}>
          {saved}
        </Alert>
      ) : null}
      {body}
      {dialogProps && dialog?.action === 'reschedule' ? <RescheduleDialog {...dialogProps} /> : null}
      {dialogProps && dialog?.action === 'cancel' ? <CancelDialog {...dialogProps} /> : null}
      {dialogProps && dialog?.action === 'edit' ? <EditSessionDialog {...dialogProps} /> : null}
    </Box>
  );
}

function MdiIconPlus() {
  return <MdiIcon path={mdiCalendarPlus} />;
}
