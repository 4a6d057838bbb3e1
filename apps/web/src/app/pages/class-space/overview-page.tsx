import {
  mdiAccountGroupOutline,
  mdiAccountTieOutline,
  mdiFileDocumentMultipleOutline,
  mdiForumOutline,
  mdiVideoOutline,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import {
  NextSessionCard,
  nextSessionOf,
  SessionsList,
  useClassSessions,
  useSessionClock,
} from '../../../features/class-live';
import { useClassSpaceOutlet } from '../../../features/class-space';

const areas = [
  {
    key: 'files',
    icon: mdiFileDocumentMultipleOutline,
    student: paths.classSpaceFiles,
    tutor: paths.tutorClassSpaceFiles,
  },
  {
    key: 'discussions',
    icon: mdiForumOutline,
    student: paths.classSpaceDiscussions,
    tutor: paths.tutorClassSpaceDiscussions,
  },
  {
    key: 'recordings',
    icon: mdiVideoOutline,
    student: paths.classSpaceRecordings,
    tutor: paths.tutorClassSpaceRecordings,
  },
] as const;

/**
 * `/kelas/detail/:id` (and the tutor's): the class space's overview: the live or next session with its join (and
 * the tutor's start), every session with its state and attendance, the tutor and classmates, and the areas.
 */
export default function ClassSpaceOverviewPage() {
  const { t } = useTranslation();
  const { space, tutorSide } = useClassSpaceOutlet();
  const sessions = useClassSessions(space.id);
  const now = useSessionClock();
  // Until the sessions are in, nothing that would sit under them on a phone is shown: their height is unknown, and
  // what stood below the placeholder moved when they arrived (CLS 0.109, ADR 0060). Appearing is not moving.
  const sessionsSettled = sessions.data !== undefined || sessions.error !== null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {sessions.error && !sessions.data ? (
            <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
          ) : !sessions.data ? (
            <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
              <Skeleton variant="rounded" height={160} />
              <Skeleton variant="rounded" height={240} />
            </Box>
          ) : (
            <>
              <NextSessionCard space={space} session={nextSessionOf(sessions.data, now)} now={now} />
              <SessionsList sessions={sessions.data} role={space.role} now={now} />
            </>
          )}
        </Box>
        <Paper
          component="section"
          variant="outlined"
          aria-label={t('classLive.facts.label')}
          sx={{
            p: { xs: 2, sm: 3 },
            borderRadius: 3,
            // Beside the sessions on wide screens (nothing moves there), under them on phones.
            display: sessionsSettled ? 'grid' : { xs: 'none', md: 'grid' },
            gap: 1.5,
          }}
        >
          <Fact icon={mdiAccountTieOutline} label={t('classLive.facts.tutor')} value={space.tutor.name} />
          <Fact
            icon={mdiAccountGroupOutline}
            label={t('classLive.facts.students')}
            value={t('classSpace.studentCount', { count: space.studentCount })}
          />
        </Paper>
      </Box>
      {sessionsSettled ? <Areas space={space} tutorSide={tutorSide} /> : null}
    </Box>
  );
}

/** The links to the class space's areas (files, discussions, recordings). */
function Areas({ space, tutorSide }: ReturnType<typeof useClassSpaceOutlet>) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { sm: 'repeat(3, 1fr)' },
      }}
    >
      {areas.map((area) => (
        <li key={area.key}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={tutorSide ? area.tutor(space.id) : area.student(space.id)}
              sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
            >
              <MdiIcon path={area.icon} />
              <Box sx={{ flex: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t(`classSpace.tabs.${area.key}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`classSpace.areaHints.${area.key}`)}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}

function Fact({ icon, label, value }: { icon: string; label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <MdiIcon path={icon} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
      </Box>
    </Box>
  );
}
