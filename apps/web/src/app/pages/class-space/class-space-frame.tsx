import type { ClassSpace } from '@scola/contracts';
import { mdiAccountGroupOutline, mdiLockOutline, mdiMagnifyClose } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../auth/errors';
import { DetailFailure } from '../../../components/detail-failure';
import { EmptyState } from '../../../components/empty-state';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { type ClassSpaceOutlet, useClassRoom, useClassSpace } from '../../../features/class-space';
import { usePageTitle } from '../../document-title';

/** The tabs of a class space, with their links on the student's and on the tutor's side. */
const tabs = [
  { key: 'overview', segment: '', student: paths.classSpace, tutor: paths.tutorClassSpace },
  { key: 'files', segment: 'berkas', student: paths.classSpaceFiles, tutor: paths.tutorClassSpaceFiles },
  {
    key: 'discussions',
    segment: 'diskusi',
    student: paths.classSpaceDiscussions,
    tutor: paths.tutorClassSpaceDiscussions,
  },
  {
    key: 'recordings',
    segment: 'record-kelas',
    student: paths.classSpaceRecordings,
    tutor: paths.tutorClassSpaceRecordings,
  },
] as const;

/** The tab a path belongs to (a discussion's page belongs to the discussions). */
function activeTab(pathname: string): (typeof tabs)[number]['key'] {
  const last = pathname.split('/').at(-1) ?? '';
  if (last === 'diskusi-detail') return 'discussions';
  return tabs.find((tab) => tab.segment !== '' && tab.segment === last)?.key ?? 'overview';
}

function Header({ space }: { space: ClassSpace }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' }, mb: 0.5 }}>
        {space.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}>
        <Typography component="span">{t('classSpace.withTutor', { name: space.tutor.name })}</Typography>
        <Chip
          size="small"
          icon={<MdiIcon path={mdiAccountGroupOutline} />}
          label={t('classSpace.studentCount', { count: space.studentCount })}
        />
        <Chip size="small" color="primary" variant="outlined" label={t(`classSpace.role.${space.role}`)} />
      </Box>
    </Box>
  );
}

/** A class space the viewer may not enter: why, and the way to the class's public page. */
function NotMember({ classId }: { classId: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <EmptyState
        icon={mdiLockOutline}
        title={t('classSpace.notMember.title')}
        text={t('classSpace.notMember.text')}
        actions={
          <Button component={RouterLink} to={paths.classDetail(classId)} variant="contained">
            {t('classSpace.notMember.action')}
          </Button>
        }
      />
    </Container>
  );
}

/**
 * `/kelas/detail/:id` and `/tutor/kelas/detail/:id`: the class space's frame (ADR 0039): the class, its tabs
 * (overview, files, discussions, recordings) and the tab below, which reads the class through the outlet context.
 * While it is open, the class's real-time room is watched and refetches what changed.
 */
export default function ClassSpaceFrame() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const tutorSide = pathname.startsWith('/tutor/');
  const space = useClassSpace(id);
  useClassRoom(space.isSuccess ? id : '');
  usePageTitle(space.data?.title);

  if (id === '') {
    // No class chosen: nothing to load, the same answer as an unknown class.
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <EmptyState
          icon={mdiMagnifyClose}
          title={t('classSpace.notFound.title')}
          text={t('classSpace.notFound.text')}
          actions={
            <Button
              component={RouterLink}
              to={tutorSide ? paths.tutorClasses() : paths.dashboard()}
              variant="contained"
            >
              {t('classSpace.back')}
            </Button>
          }
        />
      </Container>
    );
  }
  if (space.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Skeleton variant="rounded" height={120} aria-label={t('classSpace.loading')} />
      </Container>
    );
  }
  if (space.isError) {
    if (isApiError(space.error) && space.error.status === 403) return <NotMember classId={id} />;
    return (
      <DetailFailure
        error={space.error}
        onRetry={() => void space.refetch()}
        notFoundTitle={t('classSpace.notFound.title')}
        notFoundText={t('classSpace.notFound.text')}
        back={{ to: tutorSide ? paths.tutorClasses() : paths.dashboard(), label: t('classSpace.back') }}
      />
    );
  }
  const outlet: ClassSpaceOutlet = { space: space.data, tutorSide };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Header space={space.data} />
      <Tabs
        value={activeTab(pathname)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('classSpace.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={t(`classSpace.tabs.${tab.key}`)}
            component={RouterLink}
            to={tutorSide ? tab.tutor(id) : tab.student(id)}
          />
        ))}
      </Tabs>
      <Outlet context={outlet} />
    </Container>
  );
}
