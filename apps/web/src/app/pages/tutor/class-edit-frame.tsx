import type { TutorClass } from '@scola/contracts';
import { mdiArrowLeft, mdiOpenInNew } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { useTutorClass } from '../../../features/tutor-classes/api/tutor-classes';
import { ClassStatusChip } from '../../../features/tutor-classes/components/class-status-chip';
import { useClassCommands } from '../../../features/tutor-classes/hooks/use-class-commands';
import { usePageTitle } from '../../document-title';
import { isPageHandle } from '../../route-meta';

/** The tabs of the class editor, in the order a tutor works through them (`segment` under `/tutor/kelas/:id/`). */
const tabs = [
  { segment: 'informasi', key: 'informasi', href: paths.tutorClassEditInfo },
  { segment: 'tentang', key: 'tentang', href: paths.tutorClassEditAbout },
  { segment: 'harga', key: 'harga', href: paths.tutorClassEditPrice },
  { segment: 'jadwal', key: 'jadwal', href: paths.tutorClassEditSchedule },
  { segment: 'jadwal/kelola', key: 'kelola', href: paths.tutorClassEditScheduleManage },
  { segment: 'sesi', key: 'sesi', href: paths.tutorClassEditSessions },
  { segment: 'jadwal/riwayat', key: 'riwayat', href: paths.tutorClassEditScheduleHistory },
] as const;

const listOf = (item: TutorClass) => (item.kind === 'bimble' ? paths.tutorBimble() : paths.tutorClasses());

/** Status, what keeps the class from being published, and its commands. */
function EditorHeader({ item }: { item: TutorClass }) {
  const { t } = useTranslation();
  const commands = useClassCommands();
  const published = item.status === 'published';
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        component={RouterLink}
        to={listOf(item)}
        startIcon={<MdiIcon path={mdiArrowLeft} />}
        sx={{ mb: 1 }}
      >
        {t(`tutorClasses.edit.back.${item.kind}`)}
      </Button>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, flex: '1 1 240px' }}>
          {item.title}
        </Typography>
        <ClassStatusChip status={item.status} />
      </Box>
      {commands.element}
      {!published && item.publishBlockers.length > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {item.publishBlockers.map((blocker) => t(`tutorClasses.edit.blockers.${blocker}`)).join(' ')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {item.status !== 'published' ? (
          <Button variant="contained" loading={commands.busy} onClick={() => commands.run(item, 'terbitkan')}>
            {t('tutorClasses.actions.terbitkan')}
          </Button>
        ) : null}
        {item.status === 'archived' ? (
          <Button variant="outlined" onClick={() => commands.run(item, 'pulihkan')}>
            {t('tutorClasses.actions.pulihkan')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => commands.run(item, 'arsipkan')}>
            {t('tutorClasses.actions.arsipkan')}
          </Button>
        )}
        {published ? (
          <Button
            component={RouterLink}
            to={paths.classDetail(item.id)}
            target="_blank"
            rel="noopener"
            endIcon={<MdiIcon path={mdiOpenInNew} />}
          >
            {t('tutorClasses.edit.publicPage')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * `/tutor/kelas/:id`: the class editor's frame: header with status and commands, a tab per part of the class
 * (informasi, tentang, harga here; the schedule tabs are the sessions slice's pages), the tab below.
 */
export default function ClassEditFrame() {
  // A tab that is not built yet shows its placeholder alone (it has nothing to say about the class).
  const leaf = useMatches().at(-1)?.handle;
  if (isPageHandle(leaf) && leaf.planned) return <Outlet />;
  return <ClassEditor />;
}

function ClassEditor() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const item = useTutorClass(id);
  usePageTitle(item.data?.title);
  const active = [...tabs]
    .sort((a, b) => b.segment.length - a.segment.length)
    .find((tab) => pathname.endsWith(`/${tab.segment}`));

  if (item.isPending)
    return <Skeleton variant="rounded" height={160} aria-label={t('tutorClasses.edit.loading')} />;
  if (item.isError) {
    return (
      <DetailFailure
        error={item.error}
        onRetry={() => void item.refetch()}
        notFoundTitle={t('tutorClasses.edit.notFound')}
        notFoundText={t('tutorClasses.edit.notFoundText')}
        back={{ to: paths.tutorClasses(), label: t('tutorClasses.edit.back.group') }}
      />
    );
  }
  return (
    <>
      <EditorHeader item={item.data} />
      <Tabs
        value={active?.key ?? false}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('tutorClasses.edit.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={t(`tutorClasses.tabs.${tab.key}`)}
            component={RouterLink}
            to={tab.href(id)}
          />
        ))}
      </Tabs>
      <Outlet />
    </>
  );
}
